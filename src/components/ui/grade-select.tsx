import { GRADES, gradeLabel, gradeLabelWithAges } from '@/lib/grades'
import { Select, type SelectProps } from './select'

interface GradeSelectProps extends Omit<SelectProps, 'value' | 'onChange' | 'children'> {
  value: number | null
  onChange: (grade: number | null) => void
  /** The first option, for no grade: e.g. "Mixed grades", "Not set", "Choose…". */
  emptyLabel: string
  /** "Grade 2 (ages 7–8)" instead of "Grade 2". */
  showAges?: boolean
}

/** A school grade (Pre-K to Grade 12), or none. */
export function GradeSelect({ value, onChange, emptyLabel, showAges = false, ...props }: GradeSelectProps) {
  return (
    <Select
      {...props}
      value={value === null ? '' : String(value)}
      onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
    >
      <option value="">{emptyLabel}</option>
      {GRADES.map((grade) => (
        <option key={grade} value={grade}>
          {showAges ? gradeLabelWithAges(grade) : gradeLabel(grade)}
        </option>
      ))}
    </Select>
  )
}
