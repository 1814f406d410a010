/**
 * Takes one-time secrets out of what monitoring sends (issue 8, decision 080): reset, invitation,
 * magic-sign-in and transfer tokens travel in query strings (`/reset-password?token=…`,
 * `/set-password?token=…`, `/token?token=…`, `/login-finalize?token=…`), a class's join code in
 * `/join?code=…`, and a share link's id is the only key to the shared lesson
 * (`/share/lesson/{id}`). Sentry copies URLs into an event's request, its breadcrumbs (navigation,
 * fetch), its transaction name and spans, and replays; every string of what is sent goes through
 * `scrubText`, wherever the SDK put it.
 */
export const FILTERED = '[Filtered]'

const SECRET_QUERY = /([?&#;](?:[\w-]*token|code|secret|password|key|state|sig|signature)=)[^&#\s"'<>;]+/gi
const SECRET_PATH = /(\/share\/lesson\/)[^/?#\s"'<>]+/gi

export function scrubText(text: string): string {
  return text.replace(SECRET_QUERY, `$1${FILTERED}`).replace(SECRET_PATH, `$1${FILTERED}`)
}

/** A copy of `value` with every string (object keys included) scrubbed. */
export function scrubDeep<T>(value: T, seen = new WeakMap<object, unknown>()): T {
  if (typeof value === 'string') return scrubText(value) as T
  if (value === null || typeof value !== 'object') return value
  const known = seen.get(value)
  if (known) return known as T
  if (Array.isArray(value)) {
    const copy: unknown[] = []
    seen.set(value, copy)
    for (const item of value) copy.push(scrubDeep(item, seen))
    return copy as T
  }
  // Only plain data is rewritten; typed arrays, dates and the like pass as they are.
  const prototype = Object.getPrototypeOf(value)
  if (prototype !== Object.prototype && prototype !== null) return value
  const copy: Record<string, unknown> = {}
  seen.set(value, copy)
  for (const [key, item] of Object.entries(value)) copy[scrubText(key)] = scrubDeep(item, seen)
  return copy as T
}
