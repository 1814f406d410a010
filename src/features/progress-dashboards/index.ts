// The progress dashboards' public entry for other features' screens (decision 093): the banner with
// the teacher's verdict on a lesson, which the child's lesson route puts above the player (decision 170).
export * from './components/lesson-verdict-banner'
