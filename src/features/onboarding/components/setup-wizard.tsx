import { Check } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { cn } from '@/components/ui/cn'
import { CODE_LANGUAGE_LABELS } from '@/lib/code-languages'
import { m } from '@/paraglide/messages'
import type { SetupState } from '../setup.server'
import type { SetupStep } from '../setup-steps'
import { useSetupWizard } from '../use-setup-wizard'
import { JoinStep, NameStep, StepButtons, StepCard } from './setup-wizard-steps'

const STEPS: { step: SetupStep; title: () => string }[] = [
  { step: 1, title: m.onboarding_step_name },
  { step: 2, title: m.onboarding_step_class },
  { step: 3, title: m.onboarding_step_course },
  { step: 4, title: m.onboarding_step_join },
]

const loginTypeText = {
  picture: { title: m.onboarding_login_picture, description: m.onboarding_login_picture_description },
  words: { title: m.onboarding_login_words, description: m.onboarding_login_words_description },
  password: { title: m.onboarding_login_password, description: m.onboarding_login_password_description },
} as const

interface SetupWizardProps {
  state: SetupState
  /** The school's address for children, e.g. http://demo.localhost:3000 */
  schoolAddress: string
}

/** The teacher's first-run wizard (PRODUCT.md §3 Setup): name → first class → a course → join code. */
export function SetupWizard({ state, schoolAddress }: SetupWizardProps) {
  const wizard = useSetupWizard(state)
  const { step, form, headingRef: heading } = wizard

  return (
    <div className="grid max-w-4xl gap-6">
      <nav aria-label={m.onboarding_steps_label()}>
        <ol className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {STEPS.map((item) => {
            const done = item.step < step
            const current = item.step === step
            return (
              <li
                key={item.step}
                aria-current={current ? 'step' : undefined}
                className={cn(
                  'flex items-center gap-2 rounded-lg border px-3 py-2 text-sm',
                  current && 'border-brand-600 bg-brand-50 font-semibold',
                  done && 'border-green-300 bg-green-50',
                  !current && !done && 'border-slate-200 bg-white text-slate-600',
                )}
              >
                <span
                  aria-hidden="true"
                  className={cn(
                    'inline-flex size-6 shrink-0 items-center justify-center rounded-full font-bold text-xs',
                    done ? 'bg-green-700 text-white' : current ? 'bg-brand-600 text-white' : 'bg-slate-200',
                  )}
                >
                  {done ? <Check className="size-4" /> : item.step}
                </span>
                <span>
                  <span className="sr-only">{m.onboarding_step_number({ step: item.step })} </span>
                  {item.title()}
                  {done ? <span className="sr-only"> {m.onboarding_item_done()}</span> : null}
                </span>
              </li>
            )
          })}
        </ol>
      </nav>

      {step === 1 ? (
        <NameStep
          headingRef={heading}
          name={state.name}
          myClasses={state.myClasses}
          onDone={wizard.nameSaved}
        />
      ) : null}

      {step === 2 ? (
        <StepCard
          headingRef={heading}
          title={m.onboarding_class_title()}
          description={m.onboarding_class_description()}
        >
          <form
            className="grid gap-5"
            noValidate
            onSubmit={(event) => {
              event.preventDefault()
              wizard.checkClass()
            }}
          >
            <form.AppField name="name" listeners={{ onChange: wizard.classEdited }}>
              {(field) => (
                <field.TextField
                  label={m.onboarding_class_name()}
                  hint={m.onboarding_class_name_hint()}
                  autoComplete="off"
                  errors={wizard.classErrors}
                />
              )}
            </form.AppField>
            <form.AppField name="grade">
              {(field) => (
                <field.GradeField label={m.onboarding_grade()} emptyLabel={m.onboarding_mixed_grades()} />
              )}
            </form.AppField>
            <form.AppField name="loginType">
              {(field) => (
                <field.RadioCardsField
                  legend={m.onboarding_login_legend()}
                  columns={3}
                  options={state.allowedLoginTypes.map((type) => ({
                    value: type,
                    title: loginTypeText[type].title(),
                    description: loginTypeText[type].description(),
                  }))}
                />
              )}
            </form.AppField>
            <form.AppField name="quickJoin">
              {(field) => (
                <field.CheckboxField
                  label={m.onboarding_quick_join()}
                  description={m.onboarding_quick_join_description()}
                />
              )}
            </form.AppField>
            <StepButtons onBack={wizard.back}>
              <Button type="submit">{m.onboarding_next_course()}</Button>
            </StepButtons>
          </form>
        </StepCard>
      ) : null}

      {step === 3 ? (
        <StepCard
          headingRef={heading}
          title={m.onboarding_course_title()}
          description={m.onboarding_course_description()}
        >
          <form.Form className="grid gap-5">
            {wizard.classFieldError ? null : <form.FormError />}
            <form.AppField name="cardId">
              {(field) => (
                <field.RadioCardsField
                  legend={m.onboarding_course_legend()}
                  columns={2}
                  nullOption="later"
                  options={[
                    ...state.courses.map((course) => ({
                      value: course.id,
                      // A course's title is its content's, English until content carries translations.
                      title: <span lang="en">{course.title}</span>,
                      description: m.onboarding_course_facts({
                        min: course.ageMin,
                        max: course.ageMax,
                        language: CODE_LANGUAGE_LABELS[course.language],
                        count: course.lessons,
                      }),
                    })),
                    {
                      value: 'later',
                      title: m.onboarding_choose_later(),
                      description: m.onboarding_choose_later_description(),
                    },
                  ]}
                />
              )}
            </form.AppField>
            <StepButtons onBack={wizard.back}>
              <form.SubmitButton>{m.onboarding_create_my_class()}</form.SubmitButton>
            </StepButtons>
          </form.Form>
        </StepCard>
      ) : null}

      {step === 4 && wizard.created ? (
        <JoinStep headingRef={heading} created={wizard.created} schoolAddress={schoolAddress} />
      ) : null}
    </div>
  )
}
