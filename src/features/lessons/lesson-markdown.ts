import { LESSON_PICTURES } from '@/kernel/lesson-content/lesson-pictures'
import type { ParseOptions } from '@/lib/markdown/parse-markdown'

/** How lesson texts are parsed: `:turtle:` and the other lesson pictures are pictures. */
export const LESSON_MARKDOWN: ParseOptions = { pictures: new Set(Object.keys(LESSON_PICTURES)) }

/** The fields of a lesson, a step or a translation that hold Markdown. */
const MARKDOWN_FIELDS = ['body', 'instructions', 'question'] as const

/** Every Markdown text of the content as the player receives it (its steps' body, instructions, questions). */
export function lessonMarkdownTexts(content: { steps: readonly object[] }): string[] {
  const texts = new Set<string>()
  for (const step of content.steps) {
    for (const field of MARKDOWN_FIELDS) {
      const value = (step as Record<string, unknown>)[field]
      if (typeof value === 'string') texts.add(value)
    }
  }
  return [...texts]
}
