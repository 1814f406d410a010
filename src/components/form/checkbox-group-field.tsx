import type { ReactNode } from 'react'
import { CheckboxGroup, type CheckboxGroupOption } from '@/components/ui/checkbox-group'
import { useFieldContext, useFieldMessages } from './form-contexts'

interface CheckboxGroupFieldProps<TValue extends string> {
  legend: ReactNode
  hint?: ReactNode
  options: readonly CheckboxGroupOption<TValue>[]
  /** Said instead of the boxes when there is nothing to choose. */
  emptyText: ReactNode
  columns?: 1 | 2 | 3
  /** A note under the boxes. */
  children?: ReactNode
  errors?: readonly (string | null | undefined)[]
}

/** `field.CheckboxGroupField`: checkboxes that choose any number of values, bound to a list field. */
export function CheckboxGroupField<TValue extends string>({
  errors,
  ...schoolClass
}: CheckboxGroupFieldProps<TValue>) {
  const field = useFieldContext<TValue[]>()
  const messages = useFieldMessages(errors)
  return (
    <CheckboxGroup
      {...schoolClass}
      value={field.state.value}
      onChange={(value) => {
        field.handleChange(value)
        field.handleBlur()
      }}
      errors={messages}
    />
  )
}
