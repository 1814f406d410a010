import type { ReactNode } from 'react'
import { Field } from '@/components/ui/field'
import { GradeSelect } from '@/components/ui/grade-select'
import { useFieldContext, useFieldMessages } from './form-contexts'

interface GradeFieldProps {
  label: ReactNode
  hint?: ReactNode
  /** The first option, for no grade: e.g. "Mixed grades", "Not set". */
  emptyLabel: string
  className?: string
  /** "Grade 2 (ages 7–8)" instead of "Grade 2". */
  showAges?: boolean
  errors?: readonly (string | null | undefined)[]
}

/** `field.GradeField`: a school grade (Pre-K to Grade 12) or none, bound to its field. */
export function GradeField({ label, hint, emptyLabel, className, showAges, errors }: GradeFieldProps) {
  const field = useFieldContext<number | null>()
  const messages = useFieldMessages(errors)
  return (
    <Field label={label} hint={hint} errors={messages} className={className}>
      {(control) => (
        <GradeSelect
          {...control}
          name={field.name}
          value={field.state.value}
          onChange={field.handleChange}
          onBlur={field.handleBlur}
          emptyLabel={emptyLabel}
          showAges={showAges}
        />
      )}
    </Field>
  )
}
