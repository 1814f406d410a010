// The lessons feature's public entry for the browser (decision 093): the player other features embed
// (the template editor's preview). Server modules use lessons.server.ts.
export * from './components/lesson-player'
