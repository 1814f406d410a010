import type { AnyFieldApi } from '@tanstack/react-form'
import type { ReactNode } from 'react'
import { Field, messagesOf } from '@/components/ui/field'
import { Input, type InputProps } from '@/components/ui/input'

interface TextFieldProps extends Omit<InputProps, 'id' | 'name' | 'value' | 'onChange' | 'onBlur' | 'form'> {
  field: AnyFieldApi
  label: ReactNode
  hint?: ReactNode
  /** The server's errors for this field (`holder.fieldErrorsOf(name)`). */
  serverErrors?: readonly string[]
}

/** A text input bound to a TanStack Form field, showing its validation and server errors. */
export function TextField({ field, label, hint, serverErrors = [], className, ...input }: TextFieldProps) {
  const showClientErrors = field.state.meta.isTouched || field.form.state.submissionAttempts > 0
  const errors = [...(showClientErrors ? messagesOf(field.state.meta.errors) : []), ...serverErrors]
  return (
    <Field label={label} hint={hint} errors={errors} className={className}>
      {(control) => (
        <Input
          {...input}
          {...control}
          name={field.name}
          value={String(field.state.value ?? '')}
          onChange={(event) => field.handleChange(event.target.value)}
          onBlur={field.handleBlur}
        />
      )}
    </Field>
  )
}
