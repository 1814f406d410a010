// The progress dashboards' public entry for other features' screens (decision 093): the banner with
// the teacher's verdict on a lesson, which the child's lesson route puts above the player (decision 170),
// and the child's notes, which their course route puts on the course page.
export * from './components/lesson-verdict-banner'
export * from './components/my-notes-banner'
