import type { PathRedirectRule } from '@/access/path-redirects'
import { keptPerProcess } from '@/server/db/kept-per-process'
import { redirectRules } from '@/server/db/schema'

/**
 * The staff console's path redirects, read at most once per 10 s per process (decision 132): every
 * page's request context needs them, and they change a few times a year. The console's add and
 * delete call `forgetRedirectRules` so that the change shows at once in their process.
 */
const rulesKept = keptPerProcess<PathRedirectRule[]>(10_000, (db) =>
  db.select({ from: redirectRules.fromPath, to: redirectRules.toTarget }).from(redirectRules).execute(),
)

export const consoleRedirectRules = rulesKept
export const forgetRedirectRules = rulesKept.forget
