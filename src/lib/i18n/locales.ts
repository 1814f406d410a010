import type { Locale } from '@/paraglide/runtime'

/**
 * The product's languages (issue 27, decision 204): each named in its own words for the picker,
 * with the direction its text runs. English is the base catalogue; every other one is checked
 * against it (locales.test.ts).
 */
export const LANGUAGES = [
  { locale: 'en', name: 'English', dir: 'ltr' },
  { locale: 'es', name: 'Español', dir: 'ltr' },
  { locale: 'ar', name: 'العربية', dir: 'rtl' },
] as const

export type Language = (typeof LANGUAGES)[number]['locale']

/**
 * The pseudo-locale: English, accented, a third longer and wrapped in markers, generated from the
 * base catalogue. Only a demo or test server honours it; it exists to find inline strings and
 * text that does not fit (e2e/i18n).
 */
export const PSEUDO_LOCALE = 'en-XA'

/** The cookie that remembers a device's chosen language, on every host of the product. */
export const LOCALE_COOKIE = 'locale'
/** A choice is kept for a year and a bit: a school year and the summer after it. */
export const LOCALE_COOKIE_MAX_AGE_SECONDS = 400 * 86_400

export function isLanguage(value: unknown): value is Language {
  return LANGUAGES.some((language) => language.locale === value)
}

export function textDirection(locale: Locale): 'ltr' | 'rtl' {
  return LANGUAGES.find((language) => language.locale === locale)?.dir ?? 'ltr'
}

/**
 * The first language of an `Accept-Language` header the product speaks, by the browser's order
 * of preference (q values), matching on the primary subtag (`es-MX` is Spanish).
 */
export function languageFromAcceptLanguage(header: string | null | undefined): Language | null {
  if (!header) return null
  const ranges = header
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';')
      const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='))
      const weight = q ? Number(q.slice(2)) : 1
      return {
        primary: tag.trim().toLowerCase().split('-')[0] ?? '',
        weight: Number.isFinite(weight) ? weight : 0,
        index,
      }
    })
    .filter((range) => range.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
  for (const range of ranges) {
    if (isLanguage(range.primary)) return range.primary
  }
  return null
}

export interface LocaleSources {
  /** The language chosen on this device (the `locale` cookie). */
  cookie: string | null
  /** The signed-in user's stored choice, when there is one. */
  preference?: string | null
  acceptLanguage: string | null
  /** The school's default language, on a school's host. */
  schoolDefault?: string | null
  /** Whether the pseudo-locale may be chosen (demo and test servers only). */
  pseudoAllowed: boolean
}

/**
 * The language a page is rendered in: the device's choice, then the user's stored choice, then
 * the browser's languages, then the school's default, else English. URLs never carry it.
 */
export function resolveLocale(sources: LocaleSources): Locale {
  if (sources.pseudoAllowed && sources.cookie === PSEUDO_LOCALE) return PSEUDO_LOCALE
  if (isLanguage(sources.cookie)) return sources.cookie
  if (isLanguage(sources.preference)) return sources.preference
  const accepted = languageFromAcceptLanguage(sources.acceptLanguage)
  if (accepted) return accepted
  if (isLanguage(sources.schoolDefault)) return sources.schoolDefault
  return 'en'
}
