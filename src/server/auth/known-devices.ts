import { and, eq, inArray, lt, sql } from 'drizzle-orm'
import type { Db } from '@/server/db/client'
import { knownDevices } from '@/server/db/schema'
import type { CookieSpec } from './auth-cookies'
import type { Counter, RateLimit } from './rate-limit'
import { hashToken, randomToken } from './token-hash'

/**
 * Devices an adult signed in on before (issue 21, decision 164): a lock-out anyone can cause must
 * not lock the owner out. Each successful adult sign-in leaves a long-lived random cookie; only
 * its SHA-256 is stored, with the account. A sign-in from a device known to the account is judged
 * on that device's own small counter even while the account's counter is full: a stranger's
 * wrong passwords fill the account's counter, never the owner's device's.
 *
 * One browser can be known to a few accounts (a shared computer at school): the cookie holds up
 * to `MAX_TOKENS` tokens, the newest first.
 */
export const KNOWN_DEVICE_COOKIE = 'device'
const MAX_TOKENS = 5
/** A year: a device used less often than that signs in like any other. */
const DEVICE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60

/** Wrong passwords from a device known to the account, per device. */
const KNOWN_DEVICE_LIMIT: RateLimit = { limit: 5, windowSeconds: 15 * 60 }

function tokensOf(cookie: string | null | undefined): string[] {
  if (!cookie) return []
  return cookie
    .split('.')
    .filter((token) => /^[A-Za-z0-9_-]{43}$/.test(token))
    .slice(0, MAX_TOKENS)
}

/** The device of this account the cookie names, if any. */
export async function knownDeviceOf(
  db: Db,
  cookie: string | null | undefined,
  userId: string,
): Promise<{ id: string; token: string } | null> {
  const tokens = tokensOf(cookie)
  if (tokens.length === 0) return null
  const byHash = new Map(tokens.map((token) => [hashToken(token), token]))
  const [row] = await db
    .select({ id: knownDevices.id, tokenHash: knownDevices.tokenHash })
    .from(knownDevices)
    .where(and(eq(knownDevices.userId, userId), inArray(knownDevices.tokenHash, [...byHash.keys()])))
    .limit(1)
  return row ? { id: row.id, token: byHash.get(row.tokenHash)! } : null
}

/** The counter a known device's sign-ins take from instead of the account's and the address's. */
export function knownDeviceCounter(deviceId: string): Counter {
  return { key: `login:device:${deviceId}`, rule: KNOWN_DEVICE_LIMIT, onSuccess: 'clear' }
}

/**
 * After a successful sign-in: the device is (now) known to the account. Answers the cookie, with
 * this account's token first and the other accounts' tokens this browser holds after it.
 */
export async function rememberDevice(
  db: Db,
  userId: string,
  cookie: string | null | undefined,
): Promise<CookieSpec> {
  const known = await knownDeviceOf(db, cookie, userId)
  let token: string
  if (known) {
    token = known.token
    await db.update(knownDevices).set({ lastUsedAt: sql`now()` }).where(eq(knownDevices.id, known.id))
  } else {
    token = randomToken()
    await db.insert(knownDevices).values({ userId, tokenHash: hashToken(token) })
  }
  const others = tokensOf(cookie).filter((other) => other !== token)
  return {
    name: KNOWN_DEVICE_COOKIE,
    value: [token, ...others].slice(0, MAX_TOKENS).join('.'),
    maxAge: DEVICE_MAX_AGE_SECONDS,
    httpOnly: true,
  }
}

/**
 * Upkeep: forgets devices unused for longer than their cookie lives. Their cookie is gone from the
 * browser by then, so the row could only ever match a stolen copy of an old cookie.
 */
export async function forgetStaleDevices(db: Db): Promise<number> {
  const gone = await db
    .delete(knownDevices)
    .where(lt(knownDevices.lastUsedAt, sql`now() - make_interval(secs => ${DEVICE_MAX_AGE_SECONDS})`))
    .returning({ id: knownDevices.id })
  return gone.length
}
