import { randomUUID } from 'node:crypto'
import { and, eq, gt, inArray, isNull, ne, or } from 'drizzle-orm'
import type { Db } from '@/server/db/client'
import { oneTimeTokens, sessions, users } from '@/server/db/schema'
import { hashToken, randomToken } from './token-hash'

/**
 * Server-side sessions: a random 256-bit token in the HttpOnly `token` cookie, only its SHA-256 in
 * the database. A new session at every sign-in (no fixation), ended at logout and when the user
 * is disabled. A session belongs to the host it was made on: a school (schoolId) or the main host.
 *
 * Families (record 028): a sign-in starts a family; a transfer to another host makes a session in
 * the same family. Logout ends the family — every host this browser reached from that sign-in —
 * and the transfer tokens it had asked for.
 */
export interface NewSession {
  userId: string
  /** The selected profile, when it belongs to the session's host. */
  profileId: string | null
  /** The host's school; null on the main host. */
  schoolId: string | null
  maxAgeSeconds: number
  /** The family of the sign-in this session continues (a transfer); a new family otherwise. */
  familyId?: string | null
}

export async function createSession(
  db: Db,
  input: NewSession,
): Promise<{ token: string; id: string; familyId: string; expiresAt: Date }> {
  const token = randomToken()
  const expiresAt = new Date(Date.now() + input.maxAgeSeconds * 1000)
  const familyId = input.familyId ?? randomUUID()
  const [row] = await db
    .insert(sessions)
    .values({
      tokenHash: hashToken(token),
      userId: input.userId,
      profileId: input.profileId,
      schoolId: input.schoolId,
      familyId,
      expiresAt,
    })
    .returning({ id: sessions.id })
  if (!row) throw new Error('The session was not created.')
  return { token, id: row.id, familyId, expiresAt }
}

export interface LiveSession {
  id: string
  userId: string
  profileId: string | null
  schoolId: string | null
  familyId: string
  userRole: 'SUPER' | 'STAFF' | 'LESSON_EDITOR' | null
  email: string | null
  /** The user's stored language (decision 204), read with the session: null when none. */
  locale: string | null
}

/** The live session of a token: not expired, its user not disabled. */
export async function findLiveSession(db: Db, token: string): Promise<LiveSession | null> {
  if (!token || token.length > 200) return null
  const [row] = await db
    .select({
      id: sessions.id,
      userId: sessions.userId,
      profileId: sessions.profileId,
      schoolId: sessions.schoolId,
      familyId: sessions.familyId,
      userRole: users.userRole,
      email: users.email,
      locale: users.locale,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, hashToken(token)),
        gt(sessions.expiresAt, new Date()),
        isNull(users.disabledAt),
      ),
    )
    .limit(1)
  return row ?? null
}

/** Transfer tokens a session family asked for and nobody used yet: they would start it again. */
async function revokeTransfers(db: Db, where: ReturnType<typeof and>): Promise<void> {
  await db
    .delete(oneTimeTokens)
    .where(and(inArray(oneTimeTokens.kind, ['transfer', 'magic']), isNull(oneTimeTokens.usedAt), where))
}

/** Logout: the whole family of this session (every host of the sign-in) and its open transfers. */
export async function endSessionFamily(db: Db, sessionId: string): Promise<void> {
  const [row] = await db
    .select({ familyId: sessions.familyId })
    .from(sessions)
    .where(eq(sessions.id, sessionId))
  if (!row) return
  await db.transaction(async (tx) => {
    await tx.delete(sessions).where(eq(sessions.familyId, row.familyId))
    await revokeTransfers(tx, eq(oneTimeTokens.familyId, row.familyId))
  })
}

/** The family of the session behind a cookie token, if it still lives (a stale cookie at logout). */
export async function endSessionFamilyByToken(db: Db, token: string): Promise<void> {
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(eq(sessions.tokenHash, hashToken(token)))
  if (row) await endSessionFamily(db, row.id)
}

/** Ends one session only (a new sign-in replaces this browser's session on this host). */
export async function endSessionByToken(db: Db, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)))
}

/**
 * Ends every session of a user ("sign out everywhere", a new password, a teacher resetting a
 * child's secret) and the sign-in tokens still open for them. `exceptFamilyId` keeps the browser
 * that made the change signed in, on every host of its sign-in.
 */
export async function endSessionsOfUser(
  db: Db,
  userId: string,
  options: { exceptFamilyId?: string } = {},
): Promise<void> {
  const except = options.exceptFamilyId
  await db.transaction(async (tx) => {
    await tx
      .delete(sessions)
      .where(and(eq(sessions.userId, userId), except ? ne(sessions.familyId, except) : undefined))
    await revokeTransfers(
      tx,
      and(
        eq(oneTimeTokens.userId, userId),
        except ? or(isNull(oneTimeTokens.familyId), ne(oneTimeTokens.familyId, except)) : undefined,
      ),
    )
  })
}

/** Disables a user: they can no longer sign in and every session of theirs ends now. */
export async function disableUser(db: Db, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(users).set({ disabledAt: new Date() }).where(eq(users.id, userId))
    await endSessionsOfUser(tx, userId)
  })
}
