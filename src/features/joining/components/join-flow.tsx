import { Link } from '@tanstack/react-router'
import { ArrowLeft, ArrowRight, Sparkles } from 'lucide-react'
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react'
import { ActionButton } from '@/components/ui/action-button'
import { Alert } from '@/components/ui/alert'
import { cn } from '@/components/ui/cn'
import { Input } from '@/components/ui/input'
import { SecretPicture } from '@/components/ui/secret-picture'
import { Spinner } from '@/components/ui/spinner'
import { TextLink } from '@/components/ui/text-link'
import { ProviderButtons } from '@/features/sign-in-providers'
import { useRequestContext } from '@/lib/request-context/use-request-context'
import { SECRET_PICTURES } from '@/lib/secret-pictures'
import { NO_ROOM_FOR_CHILD } from '@/lib/students/student-places'
import { useAction } from '@/lib/use-action'
import type { JoinClass, JoinClassmate } from '../find-class.server'
import {
  findJoinAddressFn,
  lookupJoinClass,
  pictureSignInFn,
  quickJoinFn,
  wordsSignInFn,
} from '../joining.functions'

type Step =
  | { kind: 'code' }
  | { kind: 'names'; schoolClass: JoinClass }
  /** `first`: the first of two pictures, tapped; the second is asked next. */
  | { kind: 'picture'; schoolClass: JoinClass; student: JoinClassmate; first?: number; tapped?: number }
  | { kind: 'words'; schoolClass: JoinClass; student: JoinClassmate }

interface JoinFlowProps {
  /** From the join link (/join?code=…). */
  initialCode?: string
  /** From a login card's QR code (/join?code=…&student=<key>): that child's secret step. */
  initialStudent?: string
  /** Keeps the code in the URL so a reload or the back button stays on the class. */
  onCodeChange?: (code: string | undefined) => void
}

/**
 * Joining a class, for children as young as 4: type the class code (or open the join link), tap
 * your name, tap your two secret pictures (one for a child who has one) or type your secret words — or, when the class allows it,
 * just type your name. Big targets, few words, every picture has its word. Each step is one input
 * beside one big button, sized for small hands, so the steps draw their own inputs; their calls
 * run through one `useAction`.
 */
export function JoinFlow({ initialCode, initialStudent, onCodeChange }: JoinFlowProps) {
  const [step, setStep] = useState<Step>({ kind: 'code' })
  const [code, setCode] = useState(initialCode ?? '')
  const action = useAction()
  // On the main host a code leads to the class's school, then on to its join page there.
  const onMainHost = useRequestContext()?.place.kind === 'main'
  // Signing in ends on another page: keep the spinner until the browser leaves.
  const busy = action.pending || (action.succeeded && action.lastKey === 'sign-in')
  const headingRef = useRef<HTMLHeadingElement>(null)
  const started = useRef(false)

  // Each new step is announced and focused, so a screen reader (or a keyboard) starts at its top;
  // a step whose name box took the focus keeps it there (its label is read out instead).
  // The second picture is a step of its own: its heading says so.
  const stepName = step.kind === 'picture' && step.first !== undefined ? 'second-picture' : step.kind
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each step change
  useEffect(() => {
    if (started.current && !(document.activeElement instanceof HTMLInputElement)) headingRef.current?.focus()
    started.current = true
  }, [stepName])

  // A link's code is looked up before the child taps anything: it is counted apart (decision 160).
  const lookup = (typed: string, studentId?: string, fromLink = false) =>
    action.run(onMainHost ? 'sign-in' : 'lookup', async () => {
      if (onMainHost) {
        const { url } = await findJoinAddressFn({ data: { code: typed, fromLink } })
        window.location.assign(url)
        return
      }
      const schoolClass = await lookupJoinClass({ data: { code: typed, fromLink } })
      onCodeChange?.(schoolClass.code)
      const student = studentId
        ? schoolClass.students.find((candidate) => candidate.key === studentId)
        : undefined
      if (student && schoolClass.loginType !== 'password') {
        setStep({ kind: schoolClass.loginType === 'words' ? 'words' : 'picture', schoolClass, student })
      } else setStep({ kind: 'names', schoolClass })
    })

  // A join link opens straight on the class; a login card's code on the child's own step.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the first code from the link
  useEffect(() => {
    if (initialCode) void lookup(initialCode, initialStudent, true)
  }, [])

  const finish = (signIn: () => Promise<{ redirectTo: string }>) =>
    action.run('sign-in', async () => {
      const { redirectTo } = await signIn()
      // A full load, so every part of the page knows who is signed in now.
      window.location.assign(redirectTo)
    })

  const back = (to: Step) => () => {
    action.reset()
    setStep(to)
    if (to.kind === 'code') onCodeChange?.(undefined)
  }

  const heading = (children: ReactNode) => (
    <h1 ref={headingRef} tabIndex={-1} className="font-bold text-3xl tracking-tight outline-none sm:text-4xl">
      {children}
    </h1>
  )
  const errorBox = action.error ? (
    <Alert tone="error" className="text-lg">
      {action.error}
    </Alert>
  ) : null

  if (step.kind === 'code') {
    return (
      <Panel>
        {heading('Join your class')}
        <p className="text-lg text-slate-700">Type the class code your teacher gave you.</p>
        {errorBox}
        <ProviderButtons forStudents />
        <CodeForm
          code={code}
          busy={busy}
          onChange={setCode}
          onSubmit={(event) => {
            event.preventDefault()
            void lookup(code)
          }}
        />
        <p className="text-slate-700">
          Have a username and password?{' '}
          <TextLink to="/login" search={{ tab: 'student' }}>
            Sign in here
          </TextLink>
        </p>
      </Panel>
    )
  }

  const { schoolClass } = step
  if (step.kind === 'names') {
    const canTapName = schoolClass.loginType !== 'password' && schoolClass.students.length > 0
    const canQuickJoin = schoolClass.quickJoin && !schoolClass.full && !schoolClass.schoolFull
    // A class that is joined by name only: the name box is the whole page, ready to type in.
    const nameFirst = canQuickJoin && !canTapName
    const joinedText =
      schoolClass.joined === 0
        ? 'Nobody is in this class yet.'
        : `${schoolClass.joined} ${schoolClass.joined === 1 ? 'child has' : 'children have'} joined so far.`
    const quickJoinForm = canQuickJoin ? (
      <TextStep
        label="Your name"
        button="Start!"
        busy={busy}
        autoComplete="given-name"
        autoFocus={nameFirst}
        onSubmit={(name) => finish(() => quickJoinFn({ data: { code: schoolClass.code, name } }))}
      />
    ) : null
    return (
      <Panel wide={canTapName}>
        <BackButton onClick={back({ kind: 'code' })}>Another code</BackButton>
        {schoolClass.selfRegistration && !schoolClass.schoolFull ? (
          <ProviderButtons forStudents classCode={schoolClass.code} />
        ) : null}
        {heading(
          canTapName
            ? 'Tap your name'
            : nameFirst
              ? 'What is your name?'
              : `Welcome to ${schoolClass.className}!`,
        )}
        <p className="text-lg text-slate-700">
          {schoolClass.className} · {schoolClass.schoolName}
        </p>
        {errorBox}
        {nameFirst ? quickJoinForm : null}
        {schoolClass.loginType === 'password' ? (
          <div className="grid gap-3">
            <p className="text-lg">
              {nameFirst ? 'Have a username? ' : ''}Your class signs in with a username and password.
            </p>
            <Link
              to="/login"
              search={{ tab: 'student' }}
              className={cn(
                'inline-flex w-fit items-center gap-2 rounded-xl px-6 py-4 font-bold text-xl focus-visible:outline-3 focus-visible:outline-brand-500 focus-visible:outline-offset-2',
                nameFirst
                  ? 'border-2 border-brand-600 bg-white text-brand-700 hover:bg-brand-50'
                  : 'bg-brand-600 text-white hover:bg-brand-700',
              )}
            >
              Sign in with my username
              <ArrowRight aria-hidden="true" className="size-6" />
            </Link>
          </div>
        ) : null}
        {canTapName ? (
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
            {schoolClass.students.map((student) => (
              <li key={student.key}>
                <button
                  type="button"
                  onClick={() => {
                    action.reset()
                    setStep({
                      kind: schoolClass.loginType === 'words' ? 'words' : 'picture',
                      schoolClass,
                      student,
                    })
                  }}
                  className="min-h-20 w-full rounded-2xl border-2 border-amber-300 bg-white px-4 py-4 font-bold text-2xl shadow-sm hover:border-amber-500 hover:bg-amber-100 focus-visible:outline-4 focus-visible:outline-brand-500 focus-visible:outline-offset-2"
                >
                  {student.name}
                </button>
              </li>
            ))}
          </ul>
        ) : schoolClass.loginType !== 'password' ? (
          <p className="text-lg">{joinedText}</p>
        ) : null}
        {canQuickJoin && !nameFirst ? (
          <div className="mt-2 grid gap-2 rounded-2xl border-2 border-brand-100 border-dashed bg-brand-50 p-4">
            <p className="flex items-center gap-2 font-semibold text-lg">
              <Sparkles aria-hidden="true" className="size-6 text-brand-700" />
              Not on the list? Type your name to start.
            </p>
            {quickJoinForm}
          </div>
        ) : null}
        {schoolClass.full ? <p className="text-slate-700">This class is full. Ask your teacher.</p> : null}
        {schoolClass.quickJoin && schoolClass.schoolFull && !schoolClass.full ? (
          <p className="text-slate-700">{NO_ROOM_FOR_CHILD}</p>
        ) : null}
      </Panel>
    )
  }

  if (step.kind === 'picture') {
    const { student, first } = step
    const twoPictures = student.pictures === 2
    const tap = (picture: number) => {
      if (twoPictures && first === undefined) {
        action.reset()
        setStep({ ...step, first: picture })
        return
      }
      const pictures = first === undefined ? [picture] : [first, picture]
      // The tapped picture spins while it is checked (SPEC §9).
      setStep({ ...step, tapped: picture })
      void finish(() =>
        pictureSignInFn({ data: { code: schoolClass.code, student: student.key, pictures } }),
      ).then((signedIn) => {
        // A wrong pair starts again at the first picture, with the answer above it.
        if (!signedIn) setStep({ ...step, first: undefined, tapped: undefined })
      })
    }
    return (
      <Panel wide>
        {first === undefined ? (
          <BackButton onClick={back({ kind: 'names', schoolClass })}>That's not me</BackButton>
        ) : (
          <BackButton
            onClick={() => {
              action.reset()
              setStep({ ...step, first: undefined })
            }}
          >
            Back to my first picture
          </BackButton>
        )}
        {heading(
          !twoPictures
            ? `Hi ${student.name}! Tap your secret picture`
            : first === undefined
              ? `Hi ${student.name}! Tap your first picture`
              : 'Now tap your second picture',
        )}
        {first !== undefined ? (
          <p className="flex items-center gap-3 text-lg" data-testid="first-picture">
            <span>First:</span>
            <SecretPicture picture={first} withLabel className="w-14 text-base" />
          </p>
        ) : null}
        {errorBox}
        <ul
          className="grid grid-cols-3 gap-3 sm:grid-cols-4 sm:gap-4"
          aria-label={twoPictures ? (first === undefined ? 'First picture' : 'Second picture') : 'Pictures'}
        >
          {SECRET_PICTURES.map((picture) => (
            <li key={picture.id}>
              <button
                type="button"
                disabled={busy}
                aria-busy={(busy && step.tapped === picture.id) || undefined}
                onClick={() => tap(picture.id)}
                className="relative grid w-full place-items-center gap-2 rounded-2xl border-2 border-slate-200 bg-white p-3 text-lg shadow-sm hover:border-amber-500 hover:bg-amber-50 focus-visible:outline-4 focus-visible:outline-brand-500 focus-visible:outline-offset-2 disabled:opacity-60"
              >
                {busy && step.tapped === picture.id ? (
                  <span className="absolute top-2 right-2">
                    <Spinner />
                  </span>
                ) : null}
                <SecretPicture picture={picture.id} withLabel className="w-20 text-lg sm:w-24" />
              </button>
            </li>
          ))}
        </ul>
        {busy ? (
          <p className="flex items-center gap-2 text-lg" role="status">
            <Spinner /> Checking…
          </p>
        ) : null}
      </Panel>
    )
  }

  if (step.kind === 'words') {
    return (
      <Panel>
        <BackButton onClick={back({ kind: 'names', schoolClass })}>That's not me</BackButton>
        {heading(`Hi ${step.student.name}! Type your secret words`)}
        {errorBox}
        <TextStep
          label="Your two secret words"
          hint="Like: happy tiger"
          button="Go!"
          busy={busy}
          autoComplete="off"
          onSubmit={(words) =>
            finish(() =>
              wordsSignInFn({ data: { code: schoolClass.code, student: step.student.key, words } }),
            )
          }
        />
      </Panel>
    )
  }

  return null
}

function Panel({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  return (
    <div
      className={cn(
        'mx-auto grid w-full gap-5 rounded-3xl bg-amber-50 p-6 sm:p-8',
        wide ? 'max-w-4xl' : 'max-w-xl',
      )}
    >
      {children}
    </div>
  )
}

function BackButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="inline-flex w-fit items-center gap-2 rounded-lg px-2 py-1 font-semibold text-brand-700 text-lg hover:bg-amber-100 focus-visible:outline-3 focus-visible:outline-brand-500"
    >
      <ArrowLeft aria-hidden="true" className="size-5" />
      {children}
    </button>
  )
}

function CodeForm({
  code,
  busy,
  onChange,
  onSubmit,
}: {
  code: string
  busy: boolean
  onChange: (code: string) => void
  onSubmit: (event: FormEvent) => void
}) {
  const id = useId()
  return (
    <form onSubmit={onSubmit} className="grid gap-3" aria-label="Join with a class code">
      <label htmlFor={id} className="font-semibold text-lg">
        Class code
      </label>
      <div className="flex flex-wrap gap-3">
        <Input
          id={id}
          value={code}
          onChange={(event) => onChange(event.target.value.toUpperCase())}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={12}
          placeholder="ABC123"
          look="custom"
          className="w-64 max-w-full px-3 py-3 text-center font-bold font-mono text-3xl tracking-[0.25em] uppercase"
        />
        <ActionButton type="submit" size="xl" pending={busy} disabled={code.trim() === ''}>
          Go
          <ArrowRight aria-hidden="true" className="size-6" />
        </ActionButton>
      </div>
    </form>
  )
}

function TextStep({
  label,
  hint,
  button,
  busy,
  autoComplete,
  autoFocus = false,
  onSubmit,
}: {
  label: string
  hint?: string
  button: string
  busy: boolean
  autoComplete: string
  autoFocus?: boolean
  onSubmit: (value: string) => void
}) {
  const [value, setValue] = useState('')
  const id = useId()
  return (
    <form
      className="grid gap-3"
      onSubmit={(event) => {
        event.preventDefault()
        if (value.trim()) onSubmit(value)
      }}
    >
      <label htmlFor={id} className="font-semibold text-lg">
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="text-slate-600">
          {hint}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Input
          id={id}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          autoComplete={autoComplete}
          aria-describedby={hint ? `${id}-hint` : undefined}
          // The only thing to do on a name-only join page is type a name.
          autoFocus={autoFocus}
          look="custom"
          className="w-72 max-w-full px-3 py-3 text-2xl"
          maxLength={60}
        />
        <ActionButton type="submit" size="xl" pending={busy} disabled={value.trim() === ''}>
          {button}
        </ActionButton>
      </div>
    </form>
  )
}
