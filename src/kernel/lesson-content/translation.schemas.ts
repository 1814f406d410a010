/**
 * A lesson's translations (decision 214): per language, the texts the child reads, found by the
 * step's key and, in a list (hints, choices, checks, ideas), by position. A text a translation does
 * not give stays English (lesson-translations.ts says which, so the page marks it `lang="en"`).
 * Code, block types, field values and check settings are never translated: only words.
 */
import * as z from 'zod/mini'
import { markdownSchema, text } from './content-text.schemas'
import { CONTENT_TRANSLATION_LANGUAGES, messagePlaceholders } from './lesson-translations'

const stepTranslationSchema = z.strictObject({
  title: z.optional(text(80)),
  /** An explanation's text. */
  body: z.optional(markdownSchema(4000)),
  /** An explanation's image description. */
  imageAlt: z.optional(text(200)),
  /** An exercise's or a free build's instructions. */
  instructions: z.optional(markdownSchema(600)),
  question: z.optional(markdownSchema(600)),
  /** By position; a hint not given stays English. */
  hints: z.optional(z.array(z.nullable(text(300)))),
  choices: z.optional(
    z.array(z.strictObject({ text: z.optional(text(200)), feedback: z.optional(text(300)) })),
  ),
  /** The author's check messages, by position; `{actual}` and the like stay as they are. */
  checks: z.optional(z.array(z.strictObject({ fail: z.optional(text(200)), pass: z.optional(text(200)) }))),
  ideas: z.optional(z.array(z.nullable(text(160)))),
})
export type StepTranslation = z.output<typeof stepTranslationSchema>

const lessonTranslationSchema = z.strictObject({
  title: z.optional(text(80)),
  summary: z.optional(text(200)),
  /** By step key. */
  steps: z.optional(z.record(z.string(), stepTranslationSchema)),
})
export type LessonTranslation = z.output<typeof lessonTranslationSchema>

/** `{ es?: …, ar?: … }`: English is the lesson itself. */
export const lessonTranslationsSchema = z.partialRecord(
  z.enum(CONTENT_TRANSLATION_LANGUAGES),
  lessonTranslationSchema,
)

const courseTranslationSchema = z.strictObject({
  title: z.optional(text(80)),
  description: z.optional(text(400)),
  /** Section titles, by position. */
  sections: z.optional(z.array(z.nullable(text(80)))),
})
export const courseTranslationsSchema = z.partialRecord(
  z.enum(CONTENT_TRANSLATION_LANGUAGES),
  courseTranslationSchema,
)

interface Issue {
  message: string
  path: (string | number)[]
}

const placeholders = messagePlaceholders

/**
 * What a lesson's translations get wrong against the lesson: a step key it does not have, more
 * hints (choices, checks, ideas) than the step, a check message with other `{placeholders}`.
 */
export function translationIssues(lesson: {
  steps: readonly { key: string }[]
  translations?: Partial<Record<string, LessonTranslation>>
}): Issue[] {
  const issues: Issue[] = []
  for (const [lang, translation] of Object.entries(lesson.translations ?? {})) {
    for (const [key, t] of Object.entries(translation?.steps ?? {})) {
      const at = (...rest: (string | number)[]) => ['translations', lang, 'steps', key, ...rest]
      const step = lesson.steps.find((s) => s.key === key) as Record<string, unknown> | undefined
      if (!step) {
        issues.push({ message: `the lesson has no step "${key}"`, path: at() })
        continue
      }
      for (const field of ['title', 'body', 'instructions', 'question'] as const) {
        if (t[field] !== undefined && typeof step[field] !== 'string')
          issues.push({ message: `the step has no ${field}`, path: at(field) })
      }
      if (t.imageAlt !== undefined && !step.image)
        issues.push({ message: 'the step has no image', path: at('imageAlt') })
      for (const field of ['hints', 'choices', 'checks', 'ideas'] as const) {
        const given = t[field]?.length ?? 0
        const has = (step[field] as unknown[] | undefined)?.length ?? 0
        if (given > has)
          issues.push({ message: `the step has ${has} ${field}, not ${given}`, path: at(field) })
      }
      const checks = (step.checks ?? []) as { fail: string; pass?: string }[]
      t.checks?.forEach((check, i) => {
        for (const which of ['fail', 'pass'] as const) {
          const original = checks[i]?.[which]
          const translated = check[which]
          if (translated === undefined) continue
          if (original === undefined)
            issues.push({ message: `the check has no ${which} message`, path: at('checks', i, which) })
          else if (placeholders(translated) !== placeholders(original))
            issues.push({
              message: `use the same {placeholders} as the English message`,
              path: at('checks', i, which),
            })
        }
      })
    }
  }
  return issues
}

/** What an author writes beside a lesson in content/ (`satisfies LessonTranslationsInput`). */
export type LessonTranslationsInput = z.input<typeof lessonTranslationsSchema>
