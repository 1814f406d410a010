import { Check } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { cn } from '@/components/ui/cn'
import { CODE_LANGUAGE_LABELS } from '@/lib/code-languages'
import type { SetupState } from '../setup.server'
import type { SetupStep } from '../setup-steps'
import { useSetupWizard } from '../use-setup-wizard'
import { JoinStep, NameStep, StepButtons, StepCard } from './setup-wizard-steps'

const STEPS: { step: SetupStep; title: string }[] = [
  { step: 1, title: 'Your name' },
  { step: 2, title: 'Your class' },
  { step: 3, title: 'A course' },
  { step: 4, title: 'Join code and cards' },
]

const loginTypeText = {
  picture: {
    title: 'Picture login',
    description: 'Ages 4–8. Children tap their name, then their two secret pictures.',
  },
  words: {
    title: 'Secret words',
    description: 'Ages 8–12. Children tap their name, then type two secret words.',
  },
  password: { title: 'Username and password', description: 'Older students sign in on the login page.' },
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
      <nav aria-label="Setup steps">
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
                  <span className="sr-only">Step {item.step}: </span>
                  {item.title}
                  {done ? <span className="sr-only"> (done)</span> : null}
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
          title="Your first class"
          description="Name the class the way your students know it. You can change everything later."
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
                  label="Class name"
                  hint="For example: Year 2 Owls, 4B, Coding Club."
                  autoComplete="off"
                  errors={wizard.classErrors}
                />
              )}
            </form.AppField>
            <form.AppField name="grade">
              {(field) => <field.GradeField label="Grade" emptyLabel="Mixed grades" />}
            </form.AppField>
            <form.AppField name="loginType">
              {(field) => (
                <field.RadioCardsField
                  legend="How will your students sign in?"
                  columns={3}
                  options={state.allowedLoginTypes.map((type) => ({ value: type, ...loginTypeText[type] }))}
                />
              )}
            </form.AppField>
            <form.AppField name="quickJoin">
              {(field) => (
                <field.CheckboxField
                  label="Let children join by typing their name (quick join)"
                  description="The fastest start: children type the class code and their name. You can turn them into full student accounts later, keeping their work."
                />
              )}
            </form.AppField>
            <StepButtons onBack={wizard.back}>
              <Button type="submit">Next: choose a course</Button>
            </StepButtons>
          </form>
        </StepCard>
      ) : null}

      {step === 3 ? (
        <StepCard
          headingRef={heading}
          title="A course for your class"
          description="Pick the course your class starts with. You can add more courses to the class later."
        >
          <form.Form className="grid gap-5">
            {wizard.classFieldError ? null : <form.FormError />}
            <form.AppField name="cardId">
              {(field) => (
                <field.RadioCardsField
                  legend="Course"
                  columns={2}
                  nullOption="later"
                  options={[
                    ...state.courses.map((course) => ({
                      value: course.id,
                      title: course.title,
                      description: `Ages ${course.ageMin}–${course.ageMax} · ${CODE_LANGUAGE_LABELS[course.language]} · ${course.lessons} lessons`,
                    })),
                    {
                      value: 'later',
                      title: 'Choose later',
                      description: 'Create the class without a course for now.',
                    },
                  ]}
                />
              )}
            </form.AppField>
            <StepButtons onBack={wizard.back}>
              <form.SubmitButton>Create my class</form.SubmitButton>
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
