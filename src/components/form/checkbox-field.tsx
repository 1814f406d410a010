import type { ReactNode } from 'react'
import { Checkbox } from '@/components/ui/checkbox'
import { ErrorMessage } from '@/components/ui/error-message'
import { useFieldContext, useFieldMessages } from './form-contexts'

interface CheckboxFieldProps<TValue> {
  label: ReactNode
  description?: ReactNode
  /** The form's value when ticked and when not (default true and false). */
  on?: TValue
  off?: TValue
  className?: string
  errors?: readonly (string | null | undefined)[]
}

/** `field.CheckboxField`: one checkbox with its label, bound to its field. */
export function CheckboxField<TValue = boolean>({
  label,
  description,
  on = true as TValue,
  off = false as TValue,
  className,
  errors,
}: CheckboxFieldProps<TValue>) {
  const field = useFieldContext<TValue>()
  const messages = useFieldMessages(errors)
  const errorId = messages.length > 0 ? `${field.form.formId}-${field.name}-error` : undefined
  return (
    <div className={className}>
      <Checkbox
        name={field.name}
        label={label}
        description={description}
        checked={field.state.value === on}
        onChange={(event) => field.handleChange(event.target.checked ? on : off)}
        onBlur={field.handleBlur}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={errorId}
      />
      {errorId ? <ErrorMessage id={errorId} messages={messages} /> : null}
    </div>
  )
}
