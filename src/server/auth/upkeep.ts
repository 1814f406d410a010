import { lt, sql } from 'drizzle-orm'
import type { Db } from '@/server/db/client'
import {
  classroomConsents,
  identityLinkTickets,
  oidcSignInAttempts,
  oneTimeTokens,
  rateLimits,
  sessions,
} from '@/server/db/schema'
import { forgetStaleDevices } from './known-devices'

/** Longer than the longest rate-limit window (1 hour): a counter older than this counts nothing. */
const RATE_LIMIT_KEEP_HOURS = 24

/**
 * Upkeep (scheduled, docs/operations.md): deletes what can no longer sign anyone in: sessions past
 * their expiry, one-time tokens (transfer, reset, invite, magic) past theirs, used or not, and
 * rate-limit counters whose window ended long ago, and provider sign-in attempts, linking
 * tickets and Google Classroom consents past theirs (issue 22), and known devices unused for longer than their cookie lives
 * (decision 164). A session or token is refused from the moment
 * it expires (findLiveSession, redeemToken); this only stops the rows from piling up.
 */
export async function deleteExpiredSignIns(db: Db): Promise<{
  sessions: number
  tokens: number
  rateLimits: number
  providerSignIns: number
  knownDevices: number
}> {
  const gone = await db
    .delete(sessions)
    .where(lt(sessions.expiresAt, sql`now()`))
    .returning({ id: sessions.id })
  const tokens = await db
    .delete(oneTimeTokens)
    .where(lt(oneTimeTokens.expiresAt, sql`now()`))
    .returning({ id: oneTimeTokens.id })
  const counters = await db
    .delete(rateLimits)
    .where(lt(rateLimits.windowStart, sql`now() - make_interval(hours => ${RATE_LIMIT_KEEP_HOURS})`))
    .returning({ key: rateLimits.key })
  const attempts = await db
    .delete(oidcSignInAttempts)
    .where(lt(oidcSignInAttempts.expiresAt, sql`now()`))
    .returning({ id: oidcSignInAttempts.id })
  const tickets = await db
    .delete(identityLinkTickets)
    .where(lt(identityLinkTickets.expiresAt, sql`now()`))
    .returning({ id: identityLinkTickets.id })
  const consents = await db
    .delete(classroomConsents)
    .where(lt(classroomConsents.expiresAt, sql`now()`))
    .returning({ id: classroomConsents.id })
  return {
    sessions: gone.length,
    tokens: tokens.length,
    rateLimits: counters.length,
    providerSignIns: attempts.length + tickets.length + consents.length,
    knownDevices: await forgetStaleDevices(db),
  }
}
