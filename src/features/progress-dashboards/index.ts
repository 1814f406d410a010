// The progress dashboards' public entry for other features' screens (decision 093): the banner with
// the teacher's verdict on a lesson, above the child's lesson player.
export * from './components/lesson-verdict-banner'
