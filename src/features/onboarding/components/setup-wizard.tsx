import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Check, Printer } from 'lucide-react'
import { type ReactNode, type RefObject, useEffect, useRef, useState } from 'react'
import { useAppForm } from '@/components/form/use-app-form'
import { Alert } from '@/components/ui/alert'
import { Button, buttonVariants } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { cn } from '@/components/ui/cn'
import { TextLink } from '@/components/ui/text-link'
import { WebAddress } from '@/components/ui/web-address'
import { JoinCardsSheet } from '@/features/classes'
import { classKeys } from '@/features/classes/classes.queries'
import { saveMyName } from '@/features/profile/profile.functions'
import { profileNameSchema } from '@/features/profile/profile.schemas'
import { CODE_LANGUAGE_LABELS } from '@/lib/code-languages'
import { pageOriginOf, useRequestContext } from '@/lib/request-context/use-request-context'
import { createFirstClass } from '../onboarding.functions'
import { onboardingKeys, setupCardsQuery } from '../onboarding.queries'
import { type SetupClassValues, setupClassSchema } from '../setup.schemas'
import type { SetupState } from '../setup.server'

type Step = 1 | 2 | 3 | 4

const classStepSchema = setupClassSchema.pick({ name: true, grade: true, loginType: true, quickJoin: true })

const STEPS: { step: Step; title: string }[] = [
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
  const [step, setStep] = useState<Step>(1)
  const [created, setCreated] = useState<{ id: string; joinCode: string; name: string } | null>(null)
  // Step 2 is checked on its own before step 3 (the class is created with the course, at the end).
  const [stepErrors, setStepErrors] = useState<string[]>([])
  const heading = useRef<HTMLHeadingElement>(null)
  const shownStep = useRef<Step>(step)
  useEffect(() => {
    // Each new step's heading takes focus, so a screen reader hears where the wizard went.
    if (shownStep.current === step) return
    shownStep.current = step
    heading.current?.focus()
  }, [step])

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
    onSuccess: (result, values) => {
      setCreated({ ...result, name: values.name })
      setStep(4)
    },
  })
  const classFieldError = classState.fieldErrors.some((error) =>
    ['name', 'grade', 'loginType', 'quickJoin'].includes(error.field),
  )
  useEffect(() => {
    // A server error about the class (e.g. its name) belongs on step 2.
    if (classFieldError) setStep(2)
  }, [classFieldError])

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
          onDone={() => setStep(2)}
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
            onSubmit={async (event) => {
              event.preventDefault()
              const result = classStepSchema.safeParse(form.state.values)
              if (result.success) {
                setStepErrors([])
                setStep(3)
              } else {
                setStepErrors(result.error.issues.map((issue) => issue.message))
              }
            }}
          >
            <form.AppField name="name" listeners={{ onChange: () => setStepErrors([]) }}>
              {(field) => (
                <field.TextField
                  label="Class name"
                  hint="For example: Year 2 Owls, 4B, Coding Club."
                  autoComplete="off"
                  errors={stepErrors}
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
            <StepButtons onBack={() => setStep(1)}>
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
            {classFieldError ? null : <form.FormError />}
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
            <StepButtons onBack={() => setStep(2)}>
              <form.SubmitButton>Create my class</form.SubmitButton>
            </StepButtons>
          </form.Form>
        </StepCard>
      ) : null}

      {step === 4 && created ? (
        <JoinStep headingRef={heading} created={created} schoolAddress={schoolAddress} />
      ) : null}
    </div>
  )
}

function StepCard({
  headingRef,
  title,
  description,
  children,
}: {
  headingRef: RefObject<HTMLHeadingElement | null>
  title: string
  description?: ReactNode
  children: ReactNode
}) {
  return (
    <Card>
      <div className="mb-5 grid gap-1">
        <h2 ref={headingRef} tabIndex={-1} className="font-bold text-2xl focus:outline-none">
          {title}
        </h2>
        {description ? <p className="text-slate-700">{description}</p> : null}
      </div>
      {children}
    </Card>
  )
}

function StepButtons({ onBack, children }: { onBack?: () => void; children: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      {children}
      {onBack ? (
        <Button variant="ghost" onClick={onBack}>
          Back
        </Button>
      ) : null}
    </div>
  )
}

function NameStep({
  headingRef,
  name,
  myClasses,
  onDone,
}: {
  headingRef: RefObject<HTMLHeadingElement | null>
  name: string
  myClasses: SetupState['myClasses']
  onDone: () => void | Promise<void>
}) {
  const { form } = useAppForm({
    defaultValues: { name },
    validators: { onSubmit: profileNameSchema },
    skipResetForm: true,
    submit: (values) => saveMyName({ data: values }),
    onSuccess: () => onDone(),
  })
  return (
    <StepCard
      headingRef={headingRef}
      title="Welcome! What should your students call you?"
      description="Three quick steps and your class can start coding: your name, your class, a course."
    >
      {myClasses.length > 0 ? (
        <Alert
          className="mb-5"
          title={`You already teach ${myClasses.map((schoolClass) => schoolClass.name).join(', ')}`}
        >
          <p>
            Carry on to set up another class, or{' '}
            <TextLink to="/dashboard/overview">go to your overview</TextLink>.
          </p>
        </Alert>
      ) : null}
      <form.Form className="grid gap-5">
        <form.FormError />
        <form.AppField name="name">
          {(field) => (
            <field.TextField
              label="Your name"
              hint="As it appears to students, e.g. Ms Okafor."
              autoComplete="name"
            />
          )}
        </form.AppField>
        <StepButtons>
          <form.SubmitButton>Next: my class</form.SubmitButton>
        </StepButtons>
      </form.Form>
    </StepCard>
  )
}

function JoinStep({
  headingRef,
  created,
  schoolAddress,
}: {
  headingRef: RefObject<HTMLHeadingElement | null>
  created: { id: string; joinCode: string; name: string }
  schoolAddress: string
}) {
  const cards = useQuery(setupCardsQuery(created.id))
  const schoolOrigin = pageOriginOf(useRequestContext())
  const joinUrl = `${schoolAddress}/join?code=${created.joinCode}`
  return (
    <StepCard
      headingRef={headingRef}
      title={`${created.name} is ready`}
      description="Write the class code on the board, or hand out the printed cards. Children go to the join page and type the code."
    >
      <div className="grid gap-6">
        <div className="grid gap-4 rounded-xl border border-brand-100 bg-brand-50 p-5 sm:grid-cols-2">
          <div>
            <p className="font-semibold text-slate-700">Class code</p>
            <p className="font-bold font-mono text-5xl tracking-[0.2em]" data-testid="join-code">
              {created.joinCode}
            </p>
          </div>
          <div>
            <p className="font-semibold text-slate-700">Join address</p>
            <p className="font-bold text-xl">
              <WebAddress address={joinUrl.replace(/^https?:\/\//, '')} />
            </p>
          </div>
        </div>
        <div className="flex flex-wrap gap-3">
          <Button onClick={() => window.print()} disabled={!cards.data}>
            <Printer aria-hidden="true" className="size-5" />
            Print login cards
          </Button>
          <Link
            to="/dashboard/groups/$groupUUID"
            params={{ groupUUID: created.id }}
            className={buttonVariants({ variant: 'secondary' })}
          >
            Open my class
          </Link>
          <Link to="/dashboard/overview" className={buttonVariants({ variant: 'ghost' })}>
            Go to my overview
          </Link>
        </div>
        {cards.isError ? (
          <Alert tone="error">The cards could not be loaded. Try again from the class page.</Alert>
        ) : null}
        {cards.data ? (
          <div className="grid gap-2">
            <h3 className="font-bold text-lg">Join cards</h3>
            <p className="text-slate-700">
              Children scan the QR code or type the address; the class code is filled in for them. Once
              children have joined, print name cards with their secret pictures from the class page.
            </p>
            <JoinCardsSheet
              className={created.name}
              joinCode={created.joinCode}
              school={cards.data.school}
              schoolAddress={schoolAddress}
              schoolOrigin={schoolOrigin}
            />
          </div>
        ) : null}
      </div>
    </StepCard>
  )
}
