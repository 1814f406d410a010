import { LANGUAGES, PSEUDO_LOCALE } from '@/lib/i18n/locales'
import { type Locale, overwriteGetLocale } from '@/paraglide/runtime'

/**
 * In the browser, the language is the one the server rendered the page in (`<html lang>`): read
 * once before hydration, so the first render matches the server's and nothing flashes in English.
 * A new choice reloads the page (decision 204).
 */
export function readDocumentLocale(doc: Document): void {
  const lang = doc.documentElement.lang
  const locale: Locale =
    lang === PSEUDO_LOCALE
      ? PSEUDO_LOCALE
      : (LANGUAGES.find((language) => language.locale === lang)?.locale ?? 'en')
  overwriteGetLocale(() => locale)
}
