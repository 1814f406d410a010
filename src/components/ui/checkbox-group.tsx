import { type ReactNode, useId } from 'react'
import { Checkbox } from './checkbox'
import { cn } from './cn'
import { ErrorMessage } from './error-message'

export interface CheckboxGroupOption<TValue extends string> {
  value: TValue
  label: ReactNode
  description?: ReactNode
  /** Shown but fixed, e.g. the teacher who always teaches the class they save. */
  disabled?: boolean
}

interface CheckboxGroupProps<TValue extends string> {
  legend: ReactNode
  /** Help between the legend and the boxes. */
  hint?: ReactNode
  options: readonly CheckboxGroupOption<TValue>[]
  /** The ticked values. */
  value: readonly TValue[]
  onChange: (value: TValue[]) => void
  /** Said instead of the boxes when there is nothing to choose. */
  emptyText: ReactNode
  errors?: readonly string[]
  /** Grid columns at wider widths. */
  columns?: 1 | 2 | 3
  /** A note under the boxes. */
  children?: ReactNode
}

/** Checkboxes that choose any number of values from a list, e.g. the classes of a student. */
export function CheckboxGroup<TValue extends string>({
  legend,
  hint,
  options,
  value,
  onChange,
  emptyText,
  errors = [],
  columns = 2,
  children,
}: CheckboxGroupProps<TValue>) {
  const id = useId()
  const errorId = errors.length > 0 ? `${id}-error` : undefined
  const hintId = hint ? `${id}-hint` : undefined
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined
  return (
    <fieldset className="grid gap-2" aria-describedby={describedBy}>
      <legend className="mb-1 font-semibold text-slate-800">{legend}</legend>
      {hint ? (
        <p id={hintId} className="text-slate-600 text-sm">
          {hint}
        </p>
      ) : null}
      {options.length === 0 ? (
        <p className="text-slate-600">{emptyText}</p>
      ) : (
        <div
          className={cn('grid gap-2', columns !== 1 && 'sm:grid-cols-2', columns === 3 && 'lg:grid-cols-3')}
        >
          {options.map((option) => (
            <Checkbox
              key={option.value}
              label={option.label}
              description={option.description}
              checked={value.includes(option.value)}
              disabled={option.disabled}
              onChange={(event) =>
                onChange(
                  event.target.checked
                    ? [...value, option.value]
                    : value.filter((checked) => checked !== option.value),
                )
              }
            />
          ))}
        </div>
      )}
      {children}
      {errorId ? <ErrorMessage id={errorId} messages={errors} /> : null}
    </fieldset>
  )
}
