/**
 * The language lessons and courses are written in: English. A lesson may carry translations
 * (decision 214); the server sends the page's language with, per lesson and per step, which texts
 * had none and stayed English (`TextLangs`). Each text says its language, so a page in Spanish or
 * Arabic reads an English text as English (screen readers, the browser's translation) and the
 * pseudo-locale gate knows it is not the product's (decision 204).
 */
export const LESSON_CONTENT_LANG = 'en'

/** The language a localized lesson or step is in, and the texts (paths) that stayed English. */
export interface TextLangs {
  lang: string
  english: readonly string[]
}

/** The language of one text of a localized lesson or step: `path` as in `TextLangs.english`. */
export function langOf(owner: object | null | undefined, path: string): string {
  const langs = (owner as { textLangs?: TextLangs } | null | undefined)?.textLangs
  if (!langs || langs.english.includes(path)) return LESSON_CONTENT_LANG
  return langs.lang
}
