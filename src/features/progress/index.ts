// The progress feature's public entry for the browser (decision 093): the autosave of a child's code
// and its offline queue (autosave/index.ts documents the API), the guest's progress and the offer to
// keep it, step progress and the one "lesson complete" rule (decision 198).

export * from './autosave'
export * from './step-progress'
