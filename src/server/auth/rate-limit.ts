import { eq, sql } from 'drizzle-orm'
import type { Db } from '@/server/db/client'
import { rateLimits } from '@/server/db/schema'

/**
 * Every throttle and lockout of the app (record 030): fixed-window counters in the rate_limits
 * table, shared by every app instance. An attempt is counted BEFORE the password, code or token is
 * checked, by one atomic `insert … on conflict … do update … returning`, so of N parallel attempts
 * at most `limit` are ever judged; the others are refused without being looked at.
 */
export interface RateLimit {
  limit: number
  windowSeconds: number
}

/** Failed logins: per account (an adult's email, or a student) and per IP. */
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

/**
 * One counter an attempt takes from. `onSuccess` says what a successful attempt does to it:
 * - `clear`: forget the earlier misses (the account's owner got in: their typos are forgiven);
 * - `refund`: give back this attempt only (an address a whole class shares: 30 children signing
 *   in right must not use up the misses the address is allowed);
 * - `keep`: it counts anyway (mails sent, schools created).
 */
export interface Counter {
  key: string
  rule: RateLimit
  onSuccess: 'clear' | 'refund' | 'keep'
}

interface Blocked {
  key: string
  /** Seconds until the counter's window ends. */
  retryAfterSeconds: number
}

interface Exhausted {
  key: string
  /** When the lock this failure started ends. */
  until: Date
}

export interface Attempt {
  /** Set when a counter was already at its limit: the attempt must not be judged. */
  blocked: Blocked | null
  /** What this attempt counted as on a counter (1 for the first in its window). */
  count(key: string): number
  /** The attempt was right: counters with `clear` are forgotten, `refund` ones give it back. */
  succeeded(): Promise<void>
  /**
   * The attempt was wrong. A counter this miss brought to its limit starts its window again now,
   * so the lock lasts a whole window from the last miss; it is answered here exactly once per
   * lock (to tell the teacher), even when several misses end at the same moment.
   */
  failed(): Promise<Exhausted[]>
  /**
   * The attempt was turned away for another reason before it was judged (a name on the list, no
   * room): every counter gives its count back, whatever its `onSuccess`.
   */
  cancelled(): Promise<void>
}

interface Taken {
  counter: Counter
  count: number
  /** The window the attempt was counted in, exactly as the database holds it. */
  windowStart: string
  remaining: number
}

async function take(db: Db, counter: Counter): Promise<Taken> {
  const window = sql`make_interval(secs => ${counter.rule.windowSeconds})`
  const result = await db.execute<{ count: number; window_start: string; remaining: number }>(sql`
    insert into ${rateLimits} (key, window_start, count) values (${counter.key}, now(), 1)
    on conflict (key) do update set
      count = case when ${rateLimits.windowStart} + ${window} <= now() then 1 else ${rateLimits.count} + 1 end,
      window_start = case when ${rateLimits.windowStart} + ${window} <= now() then now() else ${rateLimits.windowStart} end
    returning count, window_start::text as window_start,
      greatest(0, ceil(extract(epoch from (window_start + ${window} - now()))))::int as remaining
  `)
  const row = result.rows[0]
  if (!row) throw new Error(`The rate limit ${counter.key} was not counted.`)
  return {
    counter,
    count: Number(row.count),
    windowStart: String(row.window_start),
    remaining: Number(row.remaining),
  }
}

/** Gives one count back, in the window it was taken from only (a new window owes nothing). */
async function refund(db: Db, taken: Taken): Promise<void> {
  await db.execute(sql`
    update ${rateLimits} set count = greatest(${rateLimits.count} - 1, 0)
    where ${rateLimits.key} = ${taken.counter.key} and ${rateLimits.windowStart} = ${taken.windowStart}::timestamptz
  `)
}

/**
 * Counts one attempt against every counter, in order, before anything is checked. When one is
 * past its limit the attempt is refused (`blocked`) and gives back what it took, so a refused
 * attempt never uses up another counter.
 */
export async function takeAttempt(db: Db, counters: readonly Counter[]): Promise<Attempt> {
  const taken: Taken[] = []
  let blocked: Blocked | null = null
  for (const counter of counters) {
    const counted = await take(db, counter)
    taken.push(counted)
    if (counted.count > counter.rule.limit) {
      blocked = { key: counter.key, retryAfterSeconds: Math.max(1, counted.remaining) }
      break
    }
  }
  if (blocked) {
    for (const counted of taken) await refund(db, counted)
    return {
      blocked,
      count: () => 0,
      succeeded: async () => {},
      failed: async () => [],
      cancelled: async () => {},
    }
  }
  return {
    blocked: null,
    count: (key) => taken.find((counted) => counted.counter.key === key)?.count ?? 0,
    async succeeded() {
      for (const counted of taken) {
        if (counted.counter.onSuccess === 'clear') await clearAttempts(db, counted.counter.key)
        else if (counted.counter.onSuccess === 'refund') await refund(db, counted)
      }
    },
    async failed() {
      const exhausted: Exhausted[] = []
      for (const counted of taken) {
        const { key, rule } = counted.counter
        // Only the first miss to find the counter full moves its window: the others no longer
        // match the window they counted in.
        const result = await db.execute<{ until_ms: number }>(sql`
          update ${rateLimits} set window_start = now()
          where ${rateLimits.key} = ${key}
            and ${rateLimits.count} >= ${rule.limit}
            and ${rateLimits.windowStart} = ${counted.windowStart}::timestamptz
          returning (extract(epoch from now() + make_interval(secs => ${rule.windowSeconds})) * 1000)::float8 as until_ms
        `)
        const row = result.rows[0]
        if (row) exhausted.push({ key, until: new Date(Number(row.until_ms)) })
      }
      return exhausted
    },
    async cancelled() {
      for (const counted of taken) await refund(db, counted)
    },
  }
}

/** Forgets a counter (a teacher unlocks a student; a new secret lifts the lock). */
export async function clearAttempts(db: Db, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key))
}
