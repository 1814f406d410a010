import { m } from '@/paraglide/messages'

/** School grades as stored (-1 pre-K, 0 kindergarten, 1–12), with the words a teacher reads. */
export const GRADES = [-1, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const

export function gradeLabel(grade: number | null | undefined): string {
  if (grade === null || grade === undefined) return m.classes_grade_mixed()
  if (grade === -1) return m.classes_grade_pre_k()
  if (grade === 0) return m.classes_grade_kindergarten()
  return m.classes_grade_number({ grade })
}

/** The usual ages of children in a grade (US: Grade 1 is 6–7), for matching courses made for an age. */
function gradeAges(grade: number): { min: number; max: number } {
  return { min: grade + 5, max: grade + 6 }
}

/** "Grade 2 (ages 7–8)": a grade with the ages it usually means. */
export function gradeLabelWithAges(grade: number): string {
  const ages = gradeAges(grade)
  return m.classes_grade_with_ages({ grade: gradeLabel(grade), min: ages.min, max: ages.max })
}

/**
 * Of `courses` (in catalog order), the one made for the ages of `grade`: the most years in
 * common, the first in the catalog on a tie; none for mixed grades or when no course fits.
 */
export function courseForGrade<T extends { ageMin: number; ageMax: number }>(
  grade: number | null,
  courses: readonly T[],
): T | undefined {
  if (grade === null) return undefined
  const ages = gradeAges(grade)
  let best: T | undefined
  let bestYears = 0
  for (const course of courses) {
    const years = Math.min(ages.max, course.ageMax) - Math.max(ages.min, course.ageMin) + 1
    if (years > bestYears) {
      best = course
      bestYears = years
    }
  }
  return best
}

/**
 * A grade as people write it in a spreadsheet: "3", "Grade 3", "Year 3", "3rd", "K", "Kindergarten",
 * "Pre-K", "PK". Undefined when it is not a grade; null when empty.
 */
export function parseGrade(input: string): number | null | undefined {
  const text = input.trim().toLowerCase()
  if (text === '') return null
  if (/^(pre-?k|pk|prek|pre-?kindergarten|nursery)$/.test(text)) return -1
  if (/^(k|kg|kinder|kindergarten|reception)$/.test(text)) return 0
  const match = /^(?:grade|year|yr|gr\.?|class)?\s*(\d{1,2})(?:st|nd|rd|th)?(?:\s*grade)?$/.exec(text)
  if (!match) return undefined
  const value = Number(match[1])
  return value >= 0 && value <= 12 ? value : undefined
}
