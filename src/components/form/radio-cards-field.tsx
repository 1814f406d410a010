import type { ReactNode } from 'react'
import { type RadioCardOption, RadioCards } from '@/components/ui/radio-cards'
import { useFieldContext, useFieldMessages } from './form-contexts'

interface RadioCardsFieldProps<TValue extends string> {
  legend: ReactNode
  options: readonly RadioCardOption<TValue>[]
  columns?: 1 | 2 | 3
  /** The option that stands for null in the form (e.g. "Choose later"). */
  nullOption?: TValue
  className?: string
  errors?: readonly (string | null | undefined)[]
}

/** `field.RadioCardsField`: one choice drawn as cards, bound to its field. */
export function RadioCardsField<TValue extends string>({
  nullOption,
  errors,
  ...cards
}: RadioCardsFieldProps<TValue>) {
  const field = useFieldContext<TValue | null>()
  const messages = useFieldMessages(errors)
  return (
    <RadioCards
      {...cards}
      name={field.name}
      value={field.state.value ?? nullOption ?? null}
      onChange={(value) =>
        field.handleChange(nullOption !== undefined && value === nullOption ? null : value)
      }
      errors={messages}
    />
  )
}
