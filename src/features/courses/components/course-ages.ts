import { CODE_LANGUAGE_LABELS, type CodeLanguage } from '@/lib/code-languages'
import { m } from '@/paraglide/messages'

/** "Ages 6–8 · Blocks": who a course is for and what the children write, in the page's language. */
export function courseAges(course: { ageMin: number; ageMax: number; language: CodeLanguage }): string {
  return m.courses_ages({
    min: course.ageMin,
    max: course.ageMax,
    language:
      course.language === 'blocks' ? m.courses_language_blocks() : CODE_LANGUAGE_LABELS[course.language],
  })
}
