import { Link } from '@tanstack/react-router'
import { ArrowLeft, ArrowRight, Sparkles } from 'lucide-react'
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { cn } from '@/components/ui/cn'
import { Input } from '@/components/ui/input'
import { SecretPicture } from '@/components/ui/secret-picture'
import { Spinner } from '@/components/ui/spinner'
import { SECRET_PICTURES } from '@/lib/secret-pictures'
import { lookupJoinClass, pictureSignInFn, quickJoinFn, wordsSignInFn } from '../joining.functions'
import type { JoinClass, JoinClassmate } from '../joining.server'

type Step =
  | { kind: 'code' }
  | { kind: 'names'; group: JoinClass }
  | { kind: 'picture'; group: JoinClass; student: JoinClassmate }
  | { kind: 'words'; group: JoinClass; student: JoinClassmate }
  | { kind: 'quick'; group: JoinClass }

interface JoinFlowProps {
  /** From the join link (/join?code=…). */
  initialCode?: string
  /** Keeps the code in the URL so a reload or the back button stays on the class. */
  onCodeChange?: (code: string | undefined) => void
}

function messageOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'Something went wrong. Try again!'
}

/**
 * Joining a class, for children as young as 4: type the class code (or open the join link), tap
 * your name, tap your secret picture or type your secret words — or, when the class allows it,
 * just type your name. Big targets, few words, every picture has its word.
 */
export function JoinFlow({ initialCode, onCodeChange }: JoinFlowProps) {
  const [step, setStep] = useState<Step>({ kind: 'code' })
  const [code, setCode] = useState(initialCode ?? '')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const started = useRef(false)

  // Each new step is announced and focused, so a screen reader (or a keyboard) starts at its top.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each step change
  useEffect(() => {
    if (started.current) headingRef.current?.focus()
    started.current = true
  }, [step.kind])

  const lookup = async (typed: string) => {
    setBusy(true)
    setError(null)
    try {
      const group = await lookupJoinClass({ data: { code: typed } })
      onCodeChange?.(group.code)
      setStep({ kind: 'names', group })
    } catch (caught) {
      setError(messageOf(caught))
    } finally {
      setBusy(false)
    }
  }

  // A join link opens straight on the class.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the first code from the link
  useEffect(() => {
    if (initialCode) void lookup(initialCode)
  }, [])

  const finish = async (signIn: () => Promise<{ redirectTo: string }>) => {
    setBusy(true)
    setError(null)
    try {
      const { redirectTo } = await signIn()
      // A full load, so every part of the page knows who is signed in now.
      window.location.assign(redirectTo)
    } catch (caught) {
      setError(messageOf(caught))
      setBusy(false)
    }
  }

  const back = (to: Step) => () => {
    setError(null)
    setStep(to)
    if (to.kind === 'code') onCodeChange?.(undefined)
  }

  const heading = (children: ReactNode) => (
    <h1 ref={headingRef} tabIndex={-1} className="font-bold text-3xl tracking-tight outline-none sm:text-4xl">
      {children}
    </h1>
  )
  const errorBox = error ? (
    <Alert tone="error" className="text-lg">
      {error}
    </Alert>
  ) : null

  if (step.kind === 'code') {
    return (
      <Panel>
        {heading('Join your class')}
        <p className="text-lg text-slate-700">Type the class code your teacher gave you.</p>
        {errorBox}
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
          <Link
            to="/login"
            search={{ tab: 'student' }}
            className="font-semibold text-brand-700 underline underline-offset-4"
          >
            Sign in here
          </Link>
        </p>
      </Panel>
    )
  }

  const { group } = step
  if (step.kind === 'names') {
    const canTapName = group.loginType !== 'password' && group.students.length > 0
    return (
      <Panel wide>
        <BackButton onClick={back({ kind: 'code' })}>Another code</BackButton>
        {heading(canTapName ? 'Tap your name' : `Welcome to ${group.className}!`)}
        <p className="text-lg text-slate-700">
          {canTapName ? `${group.className} · ${group.schoolName}` : group.schoolName}
        </p>
        {errorBox}
        {group.loginType === 'password' ? (
          <div className="grid gap-3">
            <p className="text-lg">Your class signs in with a username and password.</p>
            <Link
              to="/login"
              search={{ tab: 'student' }}
              className="inline-flex w-fit items-center gap-2 rounded-xl bg-brand-600 px-6 py-4 font-bold text-white text-xl hover:bg-brand-700 focus-visible:outline-3 focus-visible:outline-brand-500 focus-visible:outline-offset-2"
            >
              Sign in with my username
              <ArrowRight aria-hidden="true" className="size-6" />
            </Link>
          </div>
        ) : null}
        {canTapName ? (
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
            {group.students.map((student) => (
              <li key={student.id}>
                <button
                  type="button"
                  onClick={() => {
                    setError(null)
                    setStep({ kind: group.loginType === 'words' ? 'words' : 'picture', group, student })
                  }}
                  className="min-h-20 w-full rounded-2xl border-2 border-amber-300 bg-white px-4 py-4 font-bold text-2xl shadow-sm hover:border-amber-500 hover:bg-amber-100 focus-visible:outline-4 focus-visible:outline-brand-500 focus-visible:outline-offset-2"
                >
                  {student.name}
                </button>
              </li>
            ))}
          </ul>
        ) : group.loginType !== 'password' ? (
          <p className="text-lg">Nobody is in this class yet.</p>
        ) : null}
        {group.quickJoin && !group.full ? (
          <div className="mt-2 grid gap-2 rounded-2xl border-2 border-brand-100 border-dashed bg-brand-50 p-4">
            <p className="text-lg">{canTapName ? 'Not on the list?' : 'New here?'}</p>
            <Button
              size="lg"
              variant="secondary"
              className="w-fit text-xl"
              onClick={() => setStep({ kind: 'quick', group })}
            >
              <Sparkles aria-hidden="true" className="size-6" />
              Join with my name
            </Button>
          </div>
        ) : null}
        {group.full ? <p className="text-slate-700">This class is full. Ask your teacher.</p> : null}
      </Panel>
    )
  }

  if (step.kind === 'picture') {
    return (
      <Panel wide>
        <BackButton onClick={back({ kind: 'names', group })}>That's not me</BackButton>
        {heading(`Hi ${step.student.name}! Tap your secret picture`)}
        {errorBox}
        <ul className="grid grid-cols-3 gap-3 sm:grid-cols-4 sm:gap-4">
          {SECRET_PICTURES.map((picture) => (
            <li key={picture.id}>
              <button
                type="button"
                disabled={busy}
                onClick={() =>
                  finish(() =>
                    pictureSignInFn({
                      data: { code: group.code, studentId: step.student.id, picture: picture.id },
                    }),
                  )
                }
                className="grid w-full place-items-center gap-2 rounded-2xl border-2 border-slate-200 bg-white p-3 text-lg shadow-sm hover:border-amber-500 hover:bg-amber-50 focus-visible:outline-4 focus-visible:outline-brand-500 focus-visible:outline-offset-2 disabled:opacity-60"
              >
                <SecretPicture picture={picture.id} withLabel className="w-20 gap-2 text-lg sm:w-24" />
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
        <BackButton onClick={back({ kind: 'names', group })}>That's not me</BackButton>
        {heading(`Hi ${step.student.name}! Type your secret words`)}
        {errorBox}
        <TextStep
          label="Your two secret words"
          hint="Like: happy tiger"
          button="Go!"
          busy={busy}
          autoComplete="off"
          onSubmit={(words) =>
            finish(() => wordsSignInFn({ data: { code: group.code, studentId: step.student.id, words } }))
          }
        />
      </Panel>
    )
  }

  return (
    <Panel>
      <BackButton onClick={back({ kind: 'names', group })}>Back</BackButton>
      {heading('What is your name?')}
      <p className="text-lg text-slate-700">You can start right away in {group.className}.</p>
      {errorBox}
      <TextStep
        label="Your name"
        button="Start!"
        busy={busy}
        autoComplete="given-name"
        onSubmit={(name) => finish(() => quickJoinFn({ data: { code: group.code, name } }))}
      />
    </Panel>
  )
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
          className="w-64 max-w-full py-3 text-center font-bold font-mono text-3xl tracking-[0.25em] uppercase"
        />
        <Button
          type="submit"
          size="lg"
          disabled={busy || code.trim() === ''}
          className="px-8 text-xl"
          aria-busy={busy || undefined}
        >
          {busy ? <Spinner /> : null}
          Go
          <ArrowRight aria-hidden="true" className="size-6" />
        </Button>
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
  onSubmit,
}: {
  label: string
  hint?: string
  button: string
  busy: boolean
  autoComplete: string
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
          className="w-72 max-w-full py-3 text-2xl"
          maxLength={60}
        />
        <Button
          type="submit"
          size="lg"
          disabled={busy || value.trim() === ''}
          className="px-8 text-xl"
          aria-busy={busy || undefined}
        >
          {busy ? <Spinner /> : null}
          {button}
        </Button>
      </div>
    </form>
  )
}
