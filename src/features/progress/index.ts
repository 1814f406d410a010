// The progress feature's public entry for the browser (decision 093): the lesson player's autosave
// (local copies, the saver and its hook, the banner and indicator), the guest's progress and the offer
// to keep it, and the upload of copies saved while signed out (the child's course list).

export * from './autosave/autosaver'
export * from './autosave/conflict-banner'
export * from './autosave/guest-import-offer'
export * from './autosave/guest-progress'
export * from './autosave/pending-code-upload'
export * from './autosave/save-indicator'
export * from './autosave/use-active-time'
export * from './autosave/use-autosave'
export * from './step-progress'
