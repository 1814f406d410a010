import { type ReactNode, useId } from 'react'
import { cn } from './cn'
import { ErrorMessage } from './error-message'

export interface RadioCardOption<TValue extends string> {
  value: TValue
  title: ReactNode
  description?: ReactNode
  disabled?: boolean
}

interface RadioCardsProps<TValue extends string> {
  legend: ReactNode
  name: string
  value: TValue | null
  options: readonly RadioCardOption<TValue>[]
  onChange: (value: TValue) => void
  errors?: readonly string[]
  className?: string
  /** Grid columns at wider widths. */
  columns?: 1 | 2 | 3
}

/** A set of radio buttons drawn as cards with a title and a line of explanation. */
export function RadioCards<TValue extends string>({
  legend,
  name,
  value,
  options,
  onChange,
  errors = [],
  className,
  columns = 2,
}: RadioCardsProps<TValue>) {
  const id = useId()
  const errorId = errors.length > 0 ? `${id}-error` : undefined
  return (
    <fieldset className={cn('grid gap-2', className)} aria-describedby={errorId}>
      <legend className="mb-1.5 font-semibold text-slate-800">{legend}</legend>
      <div
        className={cn(
          'grid gap-2',
          columns === 2 && 'sm:grid-cols-2',
          columns === 3 && 'sm:grid-cols-2 lg:grid-cols-3',
        )}
      >
        {options.map((option) => (
          <label
            key={option.value}
            className={cn(
              'flex gap-3 rounded-lg border border-slate-300 bg-white p-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand-500',
              option.disabled ? 'cursor-not-allowed opacity-60' : 'cursor-pointer',
            )}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              disabled={option.disabled}
              onChange={() => onChange(option.value)}
              className="mt-1 size-4 accent-brand-600"
            />
            <span className="grid gap-0.5">
              <span className="font-semibold">{option.title}</span>
              {option.description ? (
                <span className="text-slate-600 text-sm">{option.description}</span>
              ) : null}
            </span>
          </label>
        ))}
      </div>
      {errorId ? <ErrorMessage id={errorId} messages={errors} /> : null}
    </fieldset>
  )
}
