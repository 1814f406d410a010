import { ArrowLeft, ArrowRight } from 'lucide-react'
import { type FormEvent, type ReactNode, type Ref, useId, useState } from 'react'
import { ActionButton } from '@/components/ui/action-button'
import { Alert } from '@/components/ui/alert'
import { cn } from '@/components/ui/cn'
import { Input } from '@/components/ui/input'
import { m } from '@/paraglide/messages'

/** A step's heading: each new step focuses it, so a screen reader starts at the top. */
export function StepHeading({
  headingRef,
  children,
}: {
  headingRef: Ref<HTMLHeadingElement>
  children: ReactNode
}) {
  return (
    <h1 ref={headingRef} tabIndex={-1} className="font-bold text-3xl tracking-tight outline-none sm:text-4xl">
      {children}
    </h1>
  )
}

/** Why the last try did not work, in a big box. */
export function ErrorBox({ error }: { error: string | null }) {
  return error ? (
    <Alert tone="error" className="text-lg">
      {error}
    </Alert>
  ) : null
}

export function Panel({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
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

export function BackButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="inline-flex w-fit items-center gap-2 rounded-lg px-2 py-1 font-semibold text-brand-700 text-lg hover:bg-amber-100 focus-visible:outline-3 focus-visible:outline-brand-500"
    >
      <ArrowLeft aria-hidden="true" className="size-5 rtl:-scale-x-100" />
      {children}
    </button>
  )
}

export function CodeForm({
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
    <form onSubmit={onSubmit} className="grid gap-3" aria-label={m.join_code_form()}>
      <label htmlFor={id} className="font-semibold text-lg">
        {m.join_code_label()}
      </label>
      <div className="flex flex-wrap gap-3">
        <Input
          id={id}
          value={code}
          onChange={(event) => onChange(event.target.value.toUpperCase())}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          // A code reads left to right in every language.
          dir="ltr"
          maxLength={12}
          placeholder="ABC123"
          look="custom"
          className="w-64 max-w-full px-3 py-3 text-center font-bold font-mono text-3xl tracking-[0.25em] uppercase"
        />
        <ActionButton type="submit" size="xl" pending={busy} disabled={code.trim() === ''}>
          {m.join_go()}
          <ArrowRight aria-hidden="true" className="size-6 rtl:-scale-x-100" />
        </ActionButton>
      </div>
    </form>
  )
}

export function TextStep({
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
