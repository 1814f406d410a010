import type { ReactNode } from 'react'
import { Field } from '@/components/ui/field'
import { Input, type InputProps } from '@/components/ui/input'
import { useFieldContext, useFieldMessages } from './form-contexts'

export interface TextFieldProps
  extends Omit<InputProps, 'id' | 'name' | 'value' | 'onChange' | 'onBlur' | 'type'> {
  label: ReactNode
  /** The label for screen readers only (a table's column already says it). */
  hideLabel?: boolean
  hint?: ReactNode
  /** The input's own classes (`className` is the label's and messages' container). */
  inputClassName?: string
  /** `number` keeps a number (or null when empty) in the form; the others a string. */
  type?: 'text' | 'email' | 'password' | 'number' | 'url' | 'search' | 'tel'
  /** Messages the form's validators do not own, shown with the field's own. */
  errors?: readonly (string | null | undefined)[]
}

/** `field.TextField`: a labelled input bound to its field, with its validation and server errors. */
export function TextField({
  label,
  hideLabel,
  hint,
  errors,
  className,
  inputClassName,
  type = 'text',
  ...input
}: TextFieldProps) {
  const field = useFieldContext<string | number | null>()
  const messages = useFieldMessages(errors)
  return (
    <Field label={label} hideLabel={hideLabel} hint={hint} errors={messages} className={className}>
      {(control) => (
        <Input
          {...input}
          {...control}
          className={inputClassName}
          type={type}
          name={field.name}
          value={String(field.state.value ?? '')}
          onChange={(event) =>
            field.handleChange(
              type !== 'number'
                ? event.target.value
                : event.target.value === ''
                  ? null
                  : event.target.valueAsNumber,
            )
          }
          onBlur={field.handleBlur}
        />
      )}
    </Field>
  )
}
