import { eq, sql } from 'drizzle-orm'
import type { Db } from '@/server/db/client'
import { rateLimits } from '@/server/db/schema'

/**
 * Fixed-window counters in the rate_limits table, shared by every app instance. A key counts
 * events (e.g. failed logins) within `windowSeconds`; at `limit` it is blocked until the window ends.
 */
export interface RateLimit {
  limit: number
  windowSeconds: number
}

/** Failed logins: per account (an adult's email, or a student at a school) and per IP. */
export const LOGIN_LIMITS = {
  adultAccount: { limit: 10, windowSeconds: 15 * 60 },
  // PRODUCT.md §2: a student is locked for a minute after 5 misses.
  studentAccount: { limit: 5, windowSeconds: 60 },
  ip: { limit: 50, windowSeconds: 15 * 60 },
  /** Wrong transfer / one-time tokens per IP. */
  tokenIp: { limit: 30, windowSeconds: 15 * 60 },
  /** Reset mails per address, and per IP. */
  resetAccount: { limit: 5, windowSeconds: 60 * 60 },
  resetIp: { limit: 30, windowSeconds: 60 * 60 },
} as const satisfies Record<string, RateLimit>

export interface RateLimitStatus {
  blocked: boolean
  /** Seconds until the window ends (0 when not blocked). */
  retryAfterSeconds: number
}

/** Whether the key is blocked now, without counting. */
export async function checkRateLimit(db: Db, key: string, rule: RateLimit): Promise<RateLimitStatus> {
  const [row] = await db
    .select({
      count: rateLimits.count,
      remaining: sql<number>`greatest(0, ceil(extract(epoch from (${rateLimits.windowStart} + make_interval(secs => ${rule.windowSeconds}) - now()))))::int`,
    })
    .from(rateLimits)
    .where(eq(rateLimits.key, key))
  if (!row || row.remaining <= 0 || row.count < rule.limit) return { blocked: false, retryAfterSeconds: 0 }
  return { blocked: true, retryAfterSeconds: Number(row.remaining) }
}

/** Counts one event (atomically; a window that has ended starts again at 1). */
export async function hitRateLimit(db: Db, key: string, rule: RateLimit): Promise<RateLimitStatus> {
  const window = sql`make_interval(secs => ${rule.windowSeconds})`
  const result = await db.execute<{ count: number; remaining: number }>(sql`
    insert into ${rateLimits} (key, window_start, count) values (${key}, now(), 1)
    on conflict (key) do update set
      count = case when ${rateLimits.windowStart} + ${window} <= now() then 1 else ${rateLimits.count} + 1 end,
      window_start = case when ${rateLimits.windowStart} + ${window} <= now() then now() else ${rateLimits.windowStart} end
    returning count, greatest(0, ceil(extract(epoch from (window_start + ${window} - now()))))::int as remaining
  `)
  const row = result.rows[0]
  const count = Number(row?.count ?? 0)
  return count >= rule.limit
    ? { blocked: true, retryAfterSeconds: Number(row?.remaining ?? rule.windowSeconds) }
    : { blocked: false, retryAfterSeconds: 0 }
}

export async function clearRateLimit(db: Db, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key))
}
