import { sql } from 'drizzle-orm'
import type { Db } from '@/server/db/client'
import { pageViews } from '@/server/db/schema'

/** SPEC §2.4: analytics is off on /login and /join. */
export function isTrackedPath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  return path !== '/login' && path !== '/join'
}

/**
 * First-party page views: one counter per path per day, no visitor identifiers. Identifiers in
 * paths are folded (`/dashboard/groups/{id}`), so the table stays small and holds no personal data.
 */
export function normalizePath(pathname: string): string {
  return (
    pathname
      .split('?')[0]!
      .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, '{id}')
      .replace(/\/+$/, '')
      .slice(0, 200) || '/'
  )
}

export async function recordPageView(db: Db, pathname: string, day = new Date()): Promise<boolean> {
  if (!isTrackedPath(pathname)) return false
  const path = normalizePath(pathname)
  const date = day.toISOString().slice(0, 10)
  await db
    .insert(pageViews)
    .values({ path, day: date, count: 1 })
    .onConflictDoUpdate({
      target: [pageViews.path, pageViews.day],
      set: { count: sql`${pageViews.count} + 1` },
    })
  return true
}
