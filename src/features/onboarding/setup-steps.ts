/**
 * The steps of the teacher's first-run wizard (PRODUCT.md §3 Setup): 1 their name, 2 the first
 * class, 3 a course (the class is created with it), 4 its join code and cards. A pure reducer.
 */
export type SetupStep = 1 | 2 | 3 | 4

export interface CreatedClass {
  id: string
  joinCode: string
  name: string
}

export interface SetupWizardState {
  step: SetupStep
  /** The class made at step 3, shown at step 4. */
  created: CreatedClass | null
  /** Why step 2 cannot go on yet (checked on its own: the class is only created at step 3). */
  classErrors: string[]
}

export type SetupEvent =
  | { type: 'name-saved' }
  /** Step 2 checked: no errors goes on to the course. */
  | { type: 'class-checked'; errors: string[] }
  /** The class name changed: its old errors go. */
  | { type: 'class-edited' }
  /** The server refused a class field (e.g. its name) when creating it: back to step 2. */
  | { type: 'class-refused' }
  | { type: 'created'; created: CreatedClass }
  | { type: 'back' }

export const SETUP_START: SetupWizardState = { step: 1, created: null, classErrors: [] }

export function setupStep(state: SetupWizardState, event: SetupEvent): SetupWizardState {
  switch (event.type) {
    case 'name-saved':
      return state.step === 1 ? { ...state, step: 2 } : state
    case 'class-checked':
      if (state.step !== 2) return state
      return event.errors.length === 0
        ? { ...state, step: 3, classErrors: [] }
        : { ...state, classErrors: event.errors }
    case 'class-edited':
      return state.classErrors.length === 0 ? state : { ...state, classErrors: [] }
    case 'class-refused':
      return state.step === 2 ? state : { ...state, step: 2 }
    case 'created':
      return { ...state, step: 4, created: event.created }
    case 'back':
      // The class is made at step 3: there is no way back from its join code.
      return state.step === 2 || state.step === 3 ? { ...state, step: (state.step - 1) as SetupStep } : state
  }
}
