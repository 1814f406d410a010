import { desc, gte, sql } from 'drizzle-orm'
import type { Actor } from '@/server/auth/actor'
import type { Db } from '@/server/db/client'
import { pageViews } from '@/server/db/schema'
import { assertStaff } from './staff-actor.server'

const REPORT_DAYS = 30
const TOP_PATHS = 20

export interface PageViewReport {
  /** Every day of the last 30 (UTC), oldest first, including days without views. */
  days: { day: string; views: number }[]
  topPaths: { path: string; views: number }[]
  total: number
}

/** First-party page views (src/features/analytics): views per day for 30 days and the top paths. */
export async function pageViewReport(db: Db, actor: Actor, today = new Date()): Promise<PageViewReport> {
  assertStaff(actor)
  const dayList: string[] = []
  for (let offset = REPORT_DAYS - 1; offset >= 0; offset--) {
    const day = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - offset))
    dayList.push(day.toISOString().slice(0, 10))
  }
  const since = dayList[0]!
  const views = sql<number>`sum(${pageViews.count})::int`
  const [perDay, perPath] = await Promise.all([
    db
      .select({ day: pageViews.day, views })
      .from(pageViews)
      .where(gte(pageViews.day, since))
      .groupBy(pageViews.day),
    db
      .select({ path: pageViews.path, views })
      .from(pageViews)
      .where(gte(pageViews.day, since))
      .groupBy(pageViews.path)
      .orderBy(desc(views), pageViews.path)
      .limit(TOP_PATHS),
  ])
  const byDay = new Map(perDay.map((row) => [String(row.day), Number(row.views)]))
  const days = dayList.map((day) => ({ day, views: byDay.get(day) ?? 0 }))
  return {
    days,
    topPaths: perPath.map((row) => ({ path: row.path, views: Number(row.views) })),
    total: days.reduce((sum, day) => sum + day.views, 0),
  }
}
