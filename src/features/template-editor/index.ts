// The template editor's public entry for other features' screens (decision 093): the button that
// opens a lesson in the editor (the teacher's lesson preview shows it to staff).
export * from './components/edit-lesson-button'
