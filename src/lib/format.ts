import { PSEUDO_LOCALE } from '@/lib/i18n/locales'
import { m } from '@/paraglide/messages'
import { getLocale } from '@/paraglide/runtime'

/**
 * "just now", "5 minutes ago", "yesterday", "3 days ago", then the date, in the page's language.
 * `now` is passed so the server render and the first client render agree (the page loads it with
 * the data).
 */
export function relativeTime(value: Date | string | null | undefined, now: Date = new Date()): string {
  if (!value) return m.dashboard_time_never()
  const date = typeof value === 'string' ? new Date(value) : value
  const seconds = Math.round((now.getTime() - date.getTime()) / 1000)
  if (seconds < 60) return m.dashboard_time_just_now()
  const minutes = Math.round(seconds / 60)
  if (minutes < 60) return m.dashboard_time_minutes_ago({ count: minutes })
  const hours = Math.round(minutes / 60)
  if (hours < 24) return m.dashboard_time_hours_ago({ count: hours })
  const days = Math.round(hours / 24)
  if (days === 1) return m.dashboard_time_yesterday()
  if (days < 7) return m.dashboard_time_days_ago({ count: days })
  return shortDate(date)
}

/** "12 Mar 2026", the same on the server and in every browser; in the page's language. */
export function shortDate(value: Date | string): string {
  const date = typeof value === 'string' ? new Date(value) : value
  if (intlLocale() !== ENGLISH) return marked(shortDateFormat().format(date))
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
  return marked(`${date.getUTCDate()} ${months[date.getUTCMonth()]} ${date.getUTCFullYear()}`)
}

/** English's own forms for dates, times and numbers (the pseudo-locale's too). */
const ENGLISH = 'en-US'

/** The page's language for Intl (decision 204). */
function intlLocale(): string {
  const locale = getLocale()
  return locale === 'en' || locale === PSEUDO_LOCALE ? ENGLISH : locale
}

/**
 * Under the pseudo-locale a formatted date or count carries the markers as well: it went through
 * the language's formatting, so the gate tells it from a text written inline.
 */
function marked(text: string): string {
  return getLocale() === PSEUDO_LOCALE ? `⟦${text}⟧` : text
}

/**
 * Each formatter is made on its first use in a language: a page that imports this file for one of them does not
 * build all seven while it starts (about 100 ms of a lesson page's start at a phone's CPU speed).
 */
function once<T>(make: (locale: string) => T): () => T {
  const made = new Map<string, T>()
  return () => {
    const locale = intlLocale()
    let formatter = made.get(locale)
    if (!formatter) {
      formatter = make(locale)
      made.set(locale, formatter)
    }
    return formatter
  }
}

const longDateFormat = once(
  (locale) => new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }),
)
const dateTimeFormat = once(
  (locale) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }),
)
const clockFormat = once((locale) => new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit' }))
const utcDateTimeFormat = once(
  (locale) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }),
)
const utcDayFormat = once(
  (locale) =>
    new Intl.DateTimeFormat(locale, {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    }),
)
const shortDateFormat = once(
  (locale) =>
    new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }),
)
const countFormat = once((locale) => new Intl.NumberFormat(locale))
const relativeFormat = once((locale) => new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }))

const toDate = (value: Date | string) => (typeof value === 'string' ? new Date(value) : value)

/** "March 12, 2026" (UTC): billing dates. */
export const longDate = (value: Date | string) => marked(longDateFormat().format(toDate(value)))
/** "Mar 12, 2026, 3:05 PM" in the reader's time zone. */
export const dateTime = (value: Date | string) => marked(dateTimeFormat().format(toDate(value)))
/** "3:05 PM" in the reader's time zone: when a lockout ends. */
export const clockTime = (value: Date | string) => marked(clockFormat().format(toDate(value)))
/** "Mar 12, 2026, 3:05 PM" in UTC, for staff pages that say "UTC" beside it. */
export const utcDateTime = (value: Date | string) => marked(utcDateTimeFormat().format(toDate(value)))
/** "Thu, Mar 12, 2026" for a calendar day written as YYYY-MM-DD. */
export const dayLabel = (day: string) => marked(utcDayFormat().format(new Date(`${day}T00:00:00Z`)))
/** "5 minutes ago", "yesterday", "in 2 hours": a signed amount of a unit, in the page's language. */
export const relativeUnit = (value: number, unit: Intl.RelativeTimeFormatUnit) =>
  marked(relativeFormat().format(value, unit))
/** "10,000". */
export const count = (value: number) => countFormat().format(value)
const oneDecimalFormat = once(
  (locale) =>
    new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1, useGrouping: false }),
)
/** "5.3" in English, "5,3" in Spanish: a file's size in MB, one decimal, as the page's language writes it. */
export const oneDecimal = (value: number) => oneDecimalFormat().format(value)
/** "$12.00" from cents. */
export const price = (cents: number, currency = 'USD') =>
  new Intl.NumberFormat(intlLocale(), { style: 'currency', currency }).format(cents / 100)

/** plural() is given English words, so it chooses between them by English's rules. */
const pluralRules = once(() => new Intl.PluralRules(ENGLISH))

/**
 * "1 run", "2 runs", "0 runs", "1,200 students": a count with its word in the form the count
 * takes (Intl.PluralRules). `many` is the word for more than one when it is not `one` + "s".
 */
export function plural(value: number, one: string, many = `${one}s`): string {
  return `${count(value)} ${pluralRules().select(value) === 'one' ? one : many}`
}
