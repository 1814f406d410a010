import { describe, expect, it } from 'vitest'
import { SETUP_START, type SetupEvent, type SetupWizardState, setupStep } from './setup-steps'

const run = (events: SetupEvent[], from: SetupWizardState = SETUP_START) => events.reduce(setupStep, from)
const created = { id: 'c1', joinCode: 'ABC123', name: 'Year 2 Owls' }

describe('the setup wizard, step by step', () => {
  it('starts at the teacher’s name and goes on once it is saved', () => {
    expect(SETUP_START).toEqual({ step: 1, created: null, classErrors: [] })
    expect(run([{ type: 'name-saved' }]).step).toBe(2)
  })

  it('a class step with errors stays, shows them, and an edit clears them', () => {
    const refused = run([
      { type: 'name-saved' },
      { type: 'class-checked', errors: ['Give the class a name.'] },
    ])
    expect(refused).toEqual({ step: 2, created: null, classErrors: ['Give the class a name.'] })
    expect(setupStep(refused, { type: 'class-edited' }).classErrors).toEqual([])
  })

  it('a good class step goes on to the course, clearing old errors', () => {
    expect(
      run([
        { type: 'name-saved' },
        { type: 'class-checked', errors: ['Give the class a name.'] },
        { type: 'class-checked', errors: [] },
      ]),
    ).toEqual({ step: 3, created: null, classErrors: [] })
  })

  it('the class made at step 3 is shown at step 4, with no way back', () => {
    const done = run([
      { type: 'name-saved' },
      { type: 'class-checked', errors: [] },
      { type: 'created', created },
    ])
    expect(done).toEqual({ step: 4, created, classErrors: [] })
    expect(setupStep(done, { type: 'back' })).toBe(done)
  })

  it('a class the server refuses (its name, say) goes back to step 2', () => {
    const atCourse = run([{ type: 'name-saved' }, { type: 'class-checked', errors: [] }])
    expect(setupStep(atCourse, { type: 'class-refused' }).step).toBe(2)
    const atClass = run([{ type: 'name-saved' }])
    expect(setupStep(atClass, { type: 'class-refused' })).toBe(atClass)
  })

  it('back goes from the course to the class and from the class to the name, not before', () => {
    const atCourse = run([{ type: 'name-saved' }, { type: 'class-checked', errors: [] }])
    const atClass = setupStep(atCourse, { type: 'back' })
    expect(atClass.step).toBe(2)
    expect(setupStep(atClass, { type: 'back' }).step).toBe(1)
    expect(setupStep(SETUP_START, { type: 'back' })).toBe(SETUP_START)
  })

  it('events from another step change nothing', () => {
    expect(setupStep(SETUP_START, { type: 'class-checked', errors: [] })).toBe(SETUP_START)
    const atClass = run([{ type: 'name-saved' }])
    expect(setupStep(atClass, { type: 'name-saved' })).toBe(atClass)
    expect(setupStep(atClass, { type: 'class-edited' })).toBe(atClass)
  })
})
