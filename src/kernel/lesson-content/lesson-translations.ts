// A lesson in the page's language (decision 214): each text the translation gives, the English
// one where it gives none, and which texts stayed English so the page marks them `lang="en"`.
// Zod-free: the server localizes what it sends the player, the template editor counts what is
// missing, and neither needs the content format's schemas for it.
import type { TextLangs } from '@/lib/i18n/content-lang'
import type { LessonTranslation, StepTranslation } from './translation.schemas'

/** The languages a lesson can be translated into; English is the lesson as written. */
export const CONTENT_TRANSLATION_LANGUAGES = ['es', 'ar'] as const
export type ContentTranslationLanguage = (typeof CONTENT_TRANSLATION_LANGUAGES)[number]

function isContentTranslationLanguage(value: unknown): value is ContentTranslationLanguage {
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

type LocalizedStep<S> = S & { textLangs?: TextLangs }
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

/** The values a message uses, by name: `{actual}` and `{actual:side}` both use `actual`. */
export function messagePlaceholders(text: string): string {
  return [...new Set([...text.matchAll(/(?<!\$)\{(\w+)(?::[^}]*)?\}/g)].map((m) => m[1]))].sort().join(',')
}

type Translations = Partial<Record<ContentTranslationLanguage, LessonTranslation>>

/**
 * The translations that still fit the lesson after an edit of its English (the template editor
 * saves with them, decision 214): every text of a step that is still there is kept; only what the
 * edit took away goes (a removed step, a hint or choice beyond the step's new count, a check
 * message whose English now uses other `{placeholders}`). What goes is counted as missing again.
 */
export function fitTranslations(translations: Translations | undefined, steps: readonly unknown[]) {
  if (!translations) return undefined
  const byKey = new Map((steps as Loose[]).map((step) => [step.key as string, step]))
  const fitted: Translations = {}
  for (const lang of CONTENT_TRANSLATION_LANGUAGES) {
    const t = translations[lang]
    // Anything not shaped like a translation is left as it is, for the schema to name.
    if (!t || typeof t.steps !== 'object' || t.steps === null) {
      if (t) fitted[lang] = t
      continue
    }
    const fittedSteps: Record<string, StepTranslation> = {}
    for (const [key, st] of Object.entries(t.steps ?? {})) {
      const step = byKey.get(key)
      if (!step || typeof st !== 'object' || st === null) continue
      const out: StepTranslation = { ...st }
      for (const field of ['hints', 'ideas', 'choices'] as const) {
        const has = (step[field] as unknown[] | undefined)?.length ?? 0
        const list = out[field]
        if (Array.isArray(list)) (out as Loose)[field] = list.slice(0, has)
      }
      const checks = (step.checks as { fail: string; pass?: string }[] | undefined) ?? []
      if (Array.isArray(out.checks)) {
        out.checks = out.checks.slice(0, checks.length).map((check, i) => {
          const fits = (which: 'fail' | 'pass') => {
            const english = checks[i]?.[which]
            const text = check?.[which]
            return typeof text === 'string' &&
              english !== undefined &&
              messagePlaceholders(text) === messagePlaceholders(english)
              ? { [which]: text }
              : {}
          }
          return { ...fits('fail'), ...fits('pass') }
        })
      }
      fittedSteps[key] = out
    }
    fitted[lang] = { ...t, steps: fittedSteps }
  }
  return fitted
}
