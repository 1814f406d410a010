import { and, eq, gt, isNull, lt, or } from 'drizzle-orm'
import type { Db } from '@/server/db/client'
import { sessions, users } from '@/server/db/schema'
import { hashToken, randomToken } from './token-hash'

/**
 * Server-side sessions: a random 256-bit token in the HttpOnly `token` cookie, only its SHA-256 in
 * the database. A new session at every sign-in (no fixation), ended at logout and when the user
 * is disabled. A session belongs to the host it was made on: a school (schoolId) or the main host.
 */
export interface NewSession {
  userId: string
  /** The selected profile, when it belongs to the session's host. */
  profileId: string | null
  /** The host's school; null on the main host. */
  schoolId: string | null
  maxAgeSeconds: number
}

export async function createSession(
  db: Db,
  input: NewSession,
): Promise<{ token: string; id: string; expiresAt: Date }> {
  const token = randomToken()
  const expiresAt = new Date(Date.now() + input.maxAgeSeconds * 1000)
  const [row] = await db
    .insert(sessions)
    .values({
      tokenHash: hashToken(token),
      userId: input.userId,
      profileId: input.profileId,
      schoolId: input.schoolId,
      expiresAt,
    })
    .returning({ id: sessions.id })
  if (!row) throw new Error('The session was not created.')
  return { token, id: row.id, expiresAt }
}

export interface LiveSession {
  id: string
  userId: string
  profileId: string | null
  schoolId: string | null
  userRole: 'SUPER' | 'STAFF' | 'LESSON_EDITOR' | null
  email: string | null
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
      userRole: users.userRole,
      email: users.email,
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

export async function endSession(db: Db, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId))
}

export async function endSessionByToken(db: Db, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)))
}

export async function endAllSessionsOfUser(db: Db, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId))
}

/** Disables a user: they can no longer sign in and every session of theirs ends now. */
export async function disableUser(db: Db, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(users).set({ disabledAt: new Date() }).where(eq(users.id, userId))
    await tx.delete(sessions).where(eq(sessions.userId, userId))
  })
}

/** Housekeeping: expired sessions go. */
export async function deleteExpiredSessions(db: Db, now = new Date()): Promise<void> {
  await db.delete(sessions).where(or(lt(sessions.expiresAt, now)))
}
