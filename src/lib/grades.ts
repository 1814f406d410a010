/** School grades as stored (-1 pre-K, 0 kindergarten, 1–12), with the words a teacher reads. */
export const GRADES = [-1, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const

export function gradeLabel(grade: number | null | undefined): string {
  if (grade === null || grade === undefined) return 'Mixed grades'
  if (grade === -1) return 'Pre-K'
  if (grade === 0) return 'Kindergarten'
  return `Grade ${grade}`
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
