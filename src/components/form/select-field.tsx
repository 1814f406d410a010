import type { ReactNode } from 'react'
import { Field } from '@/components/ui/field'
import { Select, type SelectProps } from '@/components/ui/select'
import { useFieldContext, useFieldMessages } from './form-contexts'

interface SelectOption<TValue extends string | number> {
  value: TValue
  label: string
}

interface SelectFieldProps<TValue extends string | number>
  extends Omit<SelectProps, 'id' | 'name' | 'value' | 'onChange' | 'onBlur' | 'form' | 'children'> {
  label: ReactNode
  hint?: ReactNode
  /** The choices; the chosen option's `value` (a string or a number) goes into the form. */
  options: readonly SelectOption<TValue>[]
  errors?: readonly (string | null | undefined)[]
}

/** `field.SelectField`: a labelled native select bound to its field. */
export function SelectField<TValue extends string | number>({
  label,
  hint,
  options,
  errors,
  className,
  ...select
}: SelectFieldProps<TValue>) {
  const field = useFieldContext<TValue>()
  const messages = useFieldMessages(errors)
  return (
    <Field label={label} hint={hint} errors={messages} className={className}>
      {(control) => (
        <Select
          {...select}
          {...control}
          name={field.name}
          value={String(field.state.value)}
          onChange={(event) => {
            const chosen = options.find((option) => String(option.value) === event.target.value)
            if (chosen) field.handleChange(chosen.value)
          }}
          onBlur={field.handleBlur}
        >
          {options.map((option) => (
            <option key={String(option.value)} value={String(option.value)}>
              {option.label}
            </option>
          ))}
        </Select>
      )}
    </Field>
  )
}
