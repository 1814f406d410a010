/**
 * The language lessons and courses are written in. Content carries no translations yet (issue 27,
 * part 4): its texts say they are English, so a page in Spanish or Arabic reads them as English
 * (screen readers, the browser's translation) and the pseudo-locale gate knows they are not the
 * product's (decision 204).
 */
export const LESSON_CONTENT_LANG = 'en'
