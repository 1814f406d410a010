// The template editor's public entry for other features' screens (decision 093): the button that
// opens a lesson in the editor (the route of the teacher's lesson preview passes it in; decision 170).
export * from './components/edit-lesson-button'
