import { type ReactElement, type ReactNode, useId } from 'react'
import { cn } from './cn'
import { ErrorMessage } from './error-message'

interface FieldControlProps {
  id: string
  'aria-invalid'?: true
  'aria-describedby'?: string
}

interface FieldProps {
  label: ReactNode
  /** Read by screen readers only, where the layout already says it (a table's column header). */
  hideLabel?: boolean
  /** Help shown under the label. */
  hint?: ReactNode
  /** Messages from the form's validators and the server's field errors. */
  errors?: readonly (string | undefined | null)[]
  className?: string
  /** Renders the control with the id and ARIA attributes that tie it to the label and messages. */
  children: (control: FieldControlProps) => ReactElement
}

/** A labelled form control with its hint and error messages, wired for screen readers. */
export function Field({ label, hideLabel, hint, errors = [], className, children }: FieldProps) {
  const id = useId()
  const messages = [...new Set(errors.filter((message): message is string => Boolean(message)))]
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = messages.length > 0 ? `${id}-error` : undefined
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined
  return (
    <div className={cn('grid gap-1.5', className)}>
      <label htmlFor={id} className={hideLabel ? 'sr-only' : 'font-semibold text-slate-800'}>
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="text-slate-600 text-sm">
          {hint}
        </p>
      ) : null}
      {children({ id, 'aria-invalid': errorId ? true : undefined, 'aria-describedby': describedBy })}
      {errorId ? <ErrorMessage id={errorId} messages={messages} /> : null}
    </div>
  )
}

/** The messages of a TanStack Form field (strings or zod issues). */
export function messagesOf(errors: readonly unknown[]): string[] {
  return errors.flatMap((error) => {
    if (!error) return []
    if (typeof error === 'string') return [error]
    if (typeof error === 'object' && 'message' in error) return [String(error.message)]
    return []
  })
}
