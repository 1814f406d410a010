import { and, eq, lt, sql } from 'drizzle-orm'
import { contentSlugSchema } from '@/features/content/content.schemas'
import { m } from '@/paraglide/messages'
import { type RateLimit, takeAttempt } from '@/server/auth/rate-limit'
import type { Db } from '@/server/db/client'
import { contentPages, pageViews } from '@/server/db/schema'
import { HttpError } from '@/server/errors'
import { type KnownPath, matchKnownPath } from './known-paths'

/**
 * First-party page views (SPEC §2.4): one counter per page and day, no visitor identifiers. Only
 * the app's own pages are counted, by their route pattern (`/dashboard/groups/$groupUUID`), so
 * the table holds at most one row per page per day and no personal data (decision 084).
 */

/** Per address: a class behind one school address browses together, a script does not get far. */
export const PAGE_VIEW_LIMIT = { limit: 600, windowSeconds: 10 * 60 } as const satisfies RateLimit

/** SPEC §2.4: analytics is off on /login and /join. */
const UNTRACKED = new Set(['/login', '/join'])

/**
 * A catch-all route counts only what it shows as a page of its own: the public one a published
 * content page (by its slug; anything else there is the 404 page). The dashboard's catch-alls only
 * answer not found or redirect, so they count nothing.
 */
async function pathOfCatchAll(db: Db, known: KnownPath): Promise<string | null> {
  if (known.routeId !== '/_public/$' || known.splat === null) return null
  const slug = known.splat
  if (!contentSlugSchema.safeParse(slug).success) return null
  const [page] = await db
    .select({ slug: contentPages.slug })
    .from(contentPages)
    .where(and(eq(contentPages.slug, slug), eq(contentPages.published, true)))
    .limit(1)
  return page ? `/${page.slug}` : null
}

/** The path a page view is counted under, or null for a path that is not a page of the app. */
async function pageViewPath(db: Db, pathname: string): Promise<string | null> {
  const known = matchKnownPath(pathname)
  if (!known) return null
  return known.splat === null ? known.path : pathOfCatchAll(db, known)
}

async function countView(db: Db, path: string, day: Date): Promise<void> {
  await db
    .insert(pageViews)
    .values({ path, day: day.toISOString().slice(0, 10), count: 1 })
    .onConflictDoUpdate({
      target: [pageViews.path, pageViews.day],
      set: { count: sql`${pageViews.count} + 1` },
    })
}

/**
 * Counts a view of `pathname` from `ip`: 429 past the address's limit (every call counts, known
 * path or not), 400 for a path that is no page of the app (nothing is stored). Answers whether a
 * view was counted (false on /login and /join).
 */
export async function recordPageView(
  db: Db,
  input: { path: string; ip: string },
  day = new Date(),
): Promise<boolean> {
  const attempt = await takeAttempt(db, [
    { key: `page-view:ip:${input.ip}`, rule: PAGE_VIEW_LIMIT, onSuccess: 'keep' },
  ])
  if (attempt.blocked) throw new HttpError(429, m.server_too_many_page_views())
  const path = await pageViewPath(db, input.path)
  if (!path)
    throw new HttpError(400, m.server_not_a_page(), [{ field: 'path', message: m.server_unknown_page() }])
  if (UNTRACKED.has(path)) return false
  await countView(db, path, day)
  return true
}

/**
 * How long the daily counters are kept: 400 days, so a year can be compared with the one before
 * (the staff report shows 30). They hold no personal data (decision 084); the limit keeps the table
 * from growing for ever.
 */
export const PAGE_VIEW_RETENTION_DAYS = 400

/** Upkeep (scheduled daily): deletes the counters of days older than the retention. */
export async function trimPageViews(db: Db, today = new Date()): Promise<number> {
  const cutoff = new Date(today.getTime() - PAGE_VIEW_RETENTION_DAYS * 24 * 3600 * 1000)
  const rows = await db
    .delete(pageViews)
    .where(lt(pageViews.day, cutoff.toISOString().slice(0, 10)))
    .returning({ path: pageViews.path })
  return rows.length
}
