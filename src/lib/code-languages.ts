/** The languages a lesson's code is written in (a course's language is its code steps'). */
export const CODE_LANGUAGES = ['blocks', 'javascript', 'python'] as const
export type CodeLanguage = (typeof CODE_LANGUAGES)[number]

/** How a course's language is named on cards and pages. */
export const CODE_LANGUAGE_LABELS: Readonly<Record<CodeLanguage, string>> = {
  blocks: 'Blocks',
  javascript: 'JavaScript',
  python: 'Python',
}
