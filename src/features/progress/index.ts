// The progress feature's public entry for the browser (decision 093): the lesson player's autosave
// (local copies, the saver and its hook, the banner and indicator) and the guest's progress.
export * from './autosave/autosaver'
export * from './autosave/conflict-banner'
export * from './autosave/guest-progress'
export * from './autosave/local-copy'
export * from './autosave/save-indicator'
export * from './autosave/use-active-time'
export * from './autosave/use-autosave'
