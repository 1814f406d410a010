import { useEffect, useReducer, useRef } from 'react'
import { useAppForm } from '@/components/form/use-app-form'
import { classKeys } from '@/features/classes/classes.queries'
import { createFirstClass } from './onboarding.functions'
import { onboardingKeys } from './onboarding.queries'
import { type SetupClassValues, setupClassSchema } from './setup.schemas'
import type { SetupState } from './setup.server'
import { SETUP_START, setupStep } from './setup-steps'

const classStepSchema = setupClassSchema.pick({ name: true, grade: true, loginType: true, quickJoin: true })
const CLASS_FIELDS = ['name', 'grade', 'loginType', 'quickJoin']

/**
 * The setup wizard's state: its step (`setup-steps.ts`), the class form that steps 2 and 3 fill in
 * together, and the heading each new step focuses.
 */
export function useSetupWizard(state: SetupState) {
  const [wizard, dispatch] = useReducer(setupStep, SETUP_START)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const shownStep = useRef(wizard.step)
  useEffect(() => {
    // Each new step's heading takes focus, so a screen reader hears where the wizard went.
    if (shownStep.current === wizard.step) return
    shownStep.current = wizard.step
    headingRef.current?.focus()
  }, [wizard.step])

  const { form, state: classState } = useAppForm({
    defaultValues: {
      name: '',
      grade: null,
      loginType: state.allowedLoginTypes.includes('picture')
        ? 'picture'
        : (state.allowedLoginTypes[0] ?? 'password'),
      quickJoin: true,
      cardId: null,
    } as SetupClassValues,
    validators: { onSubmit: setupClassSchema },
    skipResetForm: true,
    submit: (values) => createFirstClass({ data: values }),
    invalidates: [onboardingKeys.overview, classKeys.all],
    onSuccess: (result, values) => dispatch({ type: 'created', created: { ...result, name: values.name } }),
  })
  const classFieldError = classState.fieldErrors.some((error) => CLASS_FIELDS.includes(error.field))
  useEffect(() => {
    // A server error about the class (e.g. its name) belongs on step 2.
    if (classFieldError) dispatch({ type: 'class-refused' })
  }, [classFieldError])

  return {
    ...wizard,
    headingRef,
    form,
    /** A server error about the class is shown on step 2, not again on step 3. */
    classFieldError,
    nameSaved: () => dispatch({ type: 'name-saved' }),
    /** Step 2 is checked on its own before step 3. */
    checkClass: () => {
      const result = classStepSchema.safeParse(form.state.values)
      dispatch({
        type: 'class-checked',
        errors: result.success ? [] : result.error.issues.map((i) => i.message),
      })
    },
    classEdited: () => dispatch({ type: 'class-edited' }),
    back: () => dispatch({ type: 'back' }),
  }
}
