// A lesson in the page's language (decision 214): each text the translation gives, the English
// one where it gives none, and which texts stayed English so the page marks them `lang="en"`.
// Zod-free: the server localizes what it sends the player, the template editor counts what is
// missing, and neither needs the content format's schemas for it.
import type { TextLangs } from '@/lib/i18n/content-lang'
import type { LessonTranslation, StepTranslation } from './translation.schemas'

/** The languages a lesson can be translated into; English is the lesson as written. */
export const CONTENT_TRANSLATION_LANGUAGES = ['es', 'ar'] as const
export type ContentTranslationLanguage = (typeof CONTENT_TRANSLATION_LANGUAGES)[number]

export function isContentTranslationLanguage(value: unknown): value is ContentTranslationLanguage {
  return (CONTENT_TRANSLATION_LANGUAGES as readonly unknown[]).includes(value)
}

interface StepLike {
  key: string
  kind: string
}
interface LessonLike {
  title: string
  summary: string
  steps: readonly StepLike[]
  translations?: Partial<Record<ContentTranslationLanguage, LessonTranslation>>
}

export type LocalizedStep<S> = S & { textLangs?: TextLangs }
export type LocalizedLesson<C extends LessonLike> = Omit<C, 'translations' | 'steps'> & {
  textLangs?: TextLangs
  steps: LocalizedStep<C['steps'][number]>[]
}

type Loose = Record<string, unknown>

/** Walks a step's texts, giving each the translation's text or the English one. */
function translateStep(step: StepLike, t: StepTranslation | undefined, english: string[]): StepLike {
  const s = step as unknown as Loose
  const out: Loose = { ...s }
  const pick = (path: string, original: unknown, translated: string | null | undefined) => {
    if (typeof original !== 'string') return original
    if (translated) return translated
    english.push(path)
    return original
  }
  for (const field of ['title', 'body', 'instructions', 'question'] as const) {
    if (field in s) out[field] = pick(field, s[field], t?.[field])
  }
  const image = s.image as { src: string; alt: string } | undefined
  if (image) out.image = { ...image, alt: pick('image.alt', image.alt, t?.imageAlt) }
  const list = (field: 'hints' | 'ideas') => {
    const items = s[field] as string[] | undefined
    if (items) out[field] = items.map((item, i) => pick(`${field}.${i}`, item, t?.[field]?.[i]))
  }
  list('hints')
  list('ideas')
  const choices = s.choices as { text: string; feedback: string }[] | undefined
  if (choices) {
    out.choices = choices.map((choice, i) => ({
      ...choice,
      text: pick(`choices.${i}.text`, choice.text, t?.choices?.[i]?.text),
      feedback: pick(`choices.${i}.feedback`, choice.feedback, t?.choices?.[i]?.feedback),
    }))
  }
  const checks = s.checks as { fail: string; pass?: string }[] | undefined
  if (checks) {
    out.checks = checks.map((check, i) => ({
      ...check,
      fail: pick(`checks.${i}.fail`, check.fail, t?.checks?.[i]?.fail),
      ...(check.pass === undefined
        ? {}
        : { pass: pick(`checks.${i}.pass`, check.pass, t?.checks?.[i]?.pass) }),
    }))
  }
  return out as unknown as StepLike
}

/**
 * The lesson in `locale`: translated texts where the lesson has them, English where it does not
 * (listed in `textLangs.english`). English, the pseudo-locale and any language the content has
 * no translations for give the lesson as written. The translations themselves are dropped: the
 * page gets only its own language.
 */
export function localizeLesson<C extends LessonLike>(content: C, locale: string): LocalizedLesson<C> {
  const { translations, ...rest } = content
  if (!isContentTranslationLanguage(locale)) return rest as LocalizedLesson<C>
  const t = translations?.[locale]
  const english: string[] = []
  const steps = content.steps.map((step) => {
    const stepEnglish: string[] = []
    const localized = translateStep(step, t?.steps?.[step.key], stepEnglish)
    return { ...localized, textLangs: { lang: locale, english: stepEnglish } }
  })
  if (!t?.title) english.push('title')
  if (!t?.summary) english.push('summary')
  const title = t?.title ?? content.title
  const summary = t?.summary ?? content.summary
  return {
    ...rest,
    title,
    summary,
    textLangs: { lang: locale, english },
    steps,
  } as unknown as LocalizedLesson<C>
}

/**
 * The texts of a lesson `lang` does not translate, as paths: `title`, `summary`,
 * `steps.<key>.<field>` (`steps.first-walk.hints.1`). Empty when the lesson is complete in it.
 */
export function missingTranslations(content: LessonLike, lang: ContentTranslationLanguage): string[] {
  const localized = localizeLesson(content, lang)
  return [
    ...(localized.textLangs?.english ?? []),
    ...localized.steps.flatMap((step) =>
      (step.textLangs?.english ?? []).map((path) => `steps.${step.key}.${path}`),
    ),
  ]
}

/** How many texts of the lesson a reader of `lang` would read in English, by language. */
export function missingTranslationCounts(content: LessonLike): Record<ContentTranslationLanguage, number> {
  return Object.fromEntries(
    CONTENT_TRANSLATION_LANGUAGES.map((lang) => [lang, missingTranslations(content, lang).length]),
  ) as Record<ContentTranslationLanguage, number>
}
