/**
 * "just now", "5 minutes ago", "yesterday", "3 days ago", then the date. `now` is passed so the
 * server render and the first client render agree (the page loads it with the data).
 */
export function relativeTime(value: Date | string | null | undefined, now: Date = new Date()): string {
  if (!value) return 'Never'
  const date = typeof value === 'string' ? new Date(value) : value
  const seconds = Math.round((now.getTime() - date.getTime()) / 1000)
  if (seconds < 60) return 'Just now'
  const minutes = Math.round(seconds / 60)
  if (minutes < 60) return `${minutes} minute${minutes === 1 ? '' : 's'} ago`
  const hours = Math.round(minutes / 60)
  if (hours < 24) return `${hours} hour${hours === 1 ? '' : 's'} ago`
  const days = Math.round(hours / 24)
  if (days === 1) return 'Yesterday'
  if (days < 7) return `${days} days ago`
  return shortDate(date)
}

/** "12 Mar 2026", the same on the server and in every browser. */
export function shortDate(value: Date | string): string {
  const date = typeof value === 'string' ? new Date(value) : value
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
  return `${date.getUTCDate()} ${months[date.getUTCMonth()]} ${date.getUTCFullYear()}`
}

/** The product's one locale for dates, times and numbers. */
const LOCALE = 'en-US'

/**
 * Each formatter is made on its first use: a page that imports this file for one of them does not
 * build all seven while it starts (about 100 ms of a lesson page's start at a phone's CPU speed).
 */
function once<T>(make: () => T): () => T {
  let made: T | undefined
  return () => {
    made ??= make()
    return made
  }
}

const longDateFormat = once(() => new Intl.DateTimeFormat(LOCALE, { dateStyle: 'long', timeZone: 'UTC' }))
const dateTimeFormat = once(
  () => new Intl.DateTimeFormat(LOCALE, { dateStyle: 'medium', timeStyle: 'short' }),
)
const clockFormat = once(() => new Intl.DateTimeFormat(LOCALE, { hour: 'numeric', minute: '2-digit' }))
const utcDateTimeFormat = once(
  () => new Intl.DateTimeFormat(LOCALE, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }),
)
const utcDayFormat = once(
  () =>
    new Intl.DateTimeFormat(LOCALE, {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    }),
)
const countFormat = once(() => new Intl.NumberFormat(LOCALE))

const toDate = (value: Date | string) => (typeof value === 'string' ? new Date(value) : value)

/** "March 12, 2026" (UTC): billing dates. */
export const longDate = (value: Date | string) => longDateFormat().format(toDate(value))
/** "Mar 12, 2026, 3:05 PM" in the reader's time zone. */
export const dateTime = (value: Date | string) => dateTimeFormat().format(toDate(value))
/** "3:05 PM" in the reader's time zone: when a lockout ends. */
export const clockTime = (value: Date | string) => clockFormat().format(toDate(value))
/** "Mar 12, 2026, 3:05 PM" in UTC, for staff pages that say "UTC" beside it. */
export const utcDateTime = (value: Date | string) => utcDateTimeFormat().format(toDate(value))
/** "Thu, Mar 12, 2026" for a calendar day written as YYYY-MM-DD. */
export const dayLabel = (day: string) => utcDayFormat().format(new Date(`${day}T00:00:00Z`))
/** "10,000". */
export const count = (value: number) => countFormat().format(value)
/** "$12.00" from cents. */
export const price = (cents: number, currency = 'USD') =>
  new Intl.NumberFormat(LOCALE, { style: 'currency', currency }).format(cents / 100)

const pluralRules = once(() => new Intl.PluralRules(LOCALE))

/**
 * "1 run", "2 runs", "0 runs", "1,200 students": a count with its word in the form the count
 * takes (Intl.PluralRules). `many` is the word for more than one when it is not `one` + "s".
 */
export function plural(value: number, one: string, many = `${one}s`): string {
  return `${count(value)} ${pluralRules().select(value) === 'one' ? one : many}`
}
