import type { ReactNode } from 'react'
import { Field } from '@/components/ui/field'
import { Textarea, type TextareaProps } from '@/components/ui/textarea'
import { useFieldContext, useFieldMessages } from './form-contexts'

interface TextareaFieldProps
  extends Omit<TextareaProps, 'id' | 'name' | 'value' | 'onChange' | 'onBlur' | 'form'> {
  label: ReactNode
  hint?: ReactNode
  /** The label and hint's container, e.g. a narrower grid. */
  className?: string
  /** The text area's own classes. */
  inputClassName?: string
  errors?: readonly (string | null | undefined)[]
}

/** `field.TextareaField`: a labelled text area bound to its field. */
export function TextareaField({
  label,
  hint,
  errors,
  className,
  inputClassName,
  ...textarea
}: TextareaFieldProps) {
  const field = useFieldContext<string>()
  const messages = useFieldMessages(errors)
  return (
    <Field label={label} hint={hint} errors={messages} className={className}>
      {(control) => (
        <Textarea
          {...textarea}
          {...control}
          className={inputClassName}
          name={field.name}
          value={field.state.value ?? ''}
          onChange={(event) => field.handleChange(event.target.value)}
          onBlur={field.handleBlur}
        />
      )}
    </Field>
  )
}
