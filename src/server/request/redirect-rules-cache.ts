import type { PathRedirectRule } from '@/access/path-redirects'
import type { Db } from '@/server/db/client'
import { redirectRules } from '@/server/db/schema'

/**
 * How long a process keeps the staff console's path redirects before reading them again (decision
 * 132): every page's request context needs them, and they change a few times a year.
 */
const REDIRECT_RULES_TTL_MS = 10_000

interface Cached {
  readAt: number
  rules: Promise<PathRedirectRule[]>
}

// Per database: tests open several in one process.
const cache = new WeakMap<Db, Cached>()

/** The console's redirect rules, from this process's copy when it is younger than the TTL. */
export function consoleRedirectRules(db: Db, now = Date.now()): Promise<PathRedirectRule[]> {
  const held = cache.get(db)
  if (held && now - held.readAt < REDIRECT_RULES_TTL_MS) return held.rules
  // Run once now (a Drizzle query runs again each time it is awaited); callers share the answer.
  const rules: Promise<PathRedirectRule[]> = db
    .select({ from: redirectRules.fromPath, to: redirectRules.toTarget })
    .from(redirectRules)
    .execute()
  const entry: Cached = { readAt: now, rules }
  cache.set(db, entry)
  // A failed read is not kept: the next request reads again.
  rules.catch(() => {
    if (cache.get(db) === entry) cache.delete(db)
  })
  return rules
}

/** Forgets this process's copy: the staff console changed a rule here. */
export function forgetRedirectRules(db: Db): void {
  cache.delete(db)
}
