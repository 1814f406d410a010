import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm'
import type { Db } from '@/server/db/client'
import { oneTimeTokens } from '@/server/db/schema'
import type { OneTimeTokenKind } from '@/server/db/schema/enums'
import { hashToken, randomToken } from './token-hash'

/** How long each kind of single-use token lives. */
export const TOKEN_TTL_SECONDS: Record<OneTimeTokenKind, number> = {
  transfer: 60,
  reset: 60 * 60,
  invite: 7 * 24 * 60 * 60,
  magic: 15 * 60,
}

export interface IssueTokenInput {
  kind: OneTimeTokenKind
  userId: string
  /** Bound to this profile (transfer: the profile to sign in as). */
  profileId?: string | null
  /** Bound to this school (transfer: the target school). */
  schoolId?: string | null
  ttlSeconds?: number
}

/**
 * Issues a random single-use token; only its hash is stored. The token itself goes to the one who
 * may use it (a transfer URL, a mail) and never into logs.
 */
export async function issueToken(
  db: Db,
  input: IssueTokenInput,
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomToken()
  const expiresAt = new Date(Date.now() + (input.ttlSeconds ?? TOKEN_TTL_SECONDS[input.kind]) * 1000)
  await db.insert(oneTimeTokens).values({
    kind: input.kind,
    tokenHash: hashToken(token),
    userId: input.userId,
    profileId: input.profileId ?? null,
    schoolId: input.schoolId ?? null,
    expiresAt,
  })
  return { token, expiresAt }
}

export interface RedeemedToken {
  id: string
  userId: string
  profileId: string | null
  schoolId: string | null
}

export interface RedeemTokenInput {
  kind: OneTimeTokenKind
  token: string
  /** When given, the token must be bound to this school (a token for another school fails). */
  schoolId?: string
  /** When given, the token must be bound to this profile. */
  profileId?: string
}

/**
 * Uses a token up: one UPDATE … WHERE used_at IS NULL AND not expired … RETURNING, so of two
 * concurrent redemptions exactly one gets the row. A token of the wrong kind, school or profile,
 * used or expired, gives null and stays as it was.
 */
export async function redeemToken(db: Db, input: RedeemTokenInput): Promise<RedeemedToken | null> {
  if (!input.token || input.token.length > 200) return null
  const conditions = [
    eq(oneTimeTokens.tokenHash, hashToken(input.token)),
    eq(oneTimeTokens.kind, input.kind),
    isNull(oneTimeTokens.usedAt),
    gt(oneTimeTokens.expiresAt, sql`now()`),
  ]
  if (input.schoolId !== undefined) conditions.push(eq(oneTimeTokens.schoolId, input.schoolId))
  if (input.profileId !== undefined) conditions.push(eq(oneTimeTokens.profileId, input.profileId))
  const [row] = await db
    .update(oneTimeTokens)
    .set({ usedAt: sql`now()` })
    .where(and(...conditions))
    .returning({
      id: oneTimeTokens.id,
      userId: oneTimeTokens.userId,
      profileId: oneTimeTokens.profileId,
      schoolId: oneTimeTokens.schoolId,
    })
  return row ?? null
}

/** A token that is still usable (for a page that shows a form before using it). */
export async function peekToken(
  db: Db,
  kind: OneTimeTokenKind,
  token: string,
): Promise<RedeemedToken | null> {
  if (!token || token.length > 200) return null
  const [row] = await db
    .select({
      id: oneTimeTokens.id,
      userId: oneTimeTokens.userId,
      profileId: oneTimeTokens.profileId,
      schoolId: oneTimeTokens.schoolId,
    })
    .from(oneTimeTokens)
    .where(
      and(
        eq(oneTimeTokens.tokenHash, hashToken(token)),
        eq(oneTimeTokens.kind, kind),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, sql`now()`),
      ),
    )
    .limit(1)
  return row ?? null
}

/** Housekeeping: used and expired tokens go after a day. */
export async function deleteStaleTokens(db: Db): Promise<void> {
  const dayAgo = new Date(Date.now() - 86_400_000)
  await db
    .delete(oneTimeTokens)
    .where(or(lt(oneTimeTokens.expiresAt, dayAgo), lt(oneTimeTokens.usedAt, dayAgo)))
}
