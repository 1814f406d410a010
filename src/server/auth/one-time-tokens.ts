import { and, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm'
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
  /** A mailed link that confirms a new address. */
  email_change: 24 * 60 * 60,
  /** A mailed link that gives a staff role to whoever opens it signed in as the address's owner. */
  staff_invite: 7 * 24 * 60 * 60,
}

export interface IssueTokenInput {
  kind: OneTimeTokenKind
  userId: string
  /** Bound to this profile (transfer: the profile to sign in as). */
  profileId?: string | null
  /** Bound to this school (transfer: the target school). */
  schoolId?: string | null
  /** transfer: the session family asking; the new session joins it (record 028). */
  familyId?: string | null
  /** transfer: SHA-256 of the proof the asking browser was given (record 029). */
  proofHash?: string | null
  /** email_change: `{ email }`; staff_invite: `{ userRole, email }`. */
  detail?: Record<string, string> | null
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
    familyId: input.familyId ?? null,
    proofHash: input.proofHash ?? null,
    detail: input.detail ?? null,
    expiresAt,
  })
  return { token, expiresAt }
}

export interface RedeemedToken {
  id: string
  userId: string
  profileId: string | null
  schoolId: string | null
  familyId: string | null
  proofHash: string | null
  detail: unknown
}

const tokenColumns = {
  id: oneTimeTokens.id,
  userId: oneTimeTokens.userId,
  profileId: oneTimeTokens.profileId,
  schoolId: oneTimeTokens.schoolId,
  familyId: oneTimeTokens.familyId,
  proofHash: oneTimeTokens.proofHash,
  detail: oneTimeTokens.detail,
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
    .returning(tokenColumns)
  return row ?? null
}

/** A token that is still usable (for a page that shows a form or asks before using it). */
export async function peekToken(
  db: Db,
  kind: OneTimeTokenKind,
  token: string,
): Promise<RedeemedToken | null> {
  if (!token || token.length > 200) return null
  const [row] = await db
    .select(tokenColumns)
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

/**
 * Every link still open for a user stops working (a new password: a reset link mailed before it,
 * or a sign-in token, must not outlive it). `exceptId` keeps the one being used.
 */
export async function revokeTokensOfUser(
  db: Db,
  userId: string,
  kinds: readonly OneTimeTokenKind[],
  options: { exceptId?: string } = {},
): Promise<void> {
  await db
    .delete(oneTimeTokens)
    .where(
      and(
        eq(oneTimeTokens.userId, userId),
        inArray(oneTimeTokens.kind, [...kinds]),
        isNull(oneTimeTokens.usedAt),
        options.exceptId ? ne(oneTimeTokens.id, options.exceptId) : undefined,
      ),
    )
}
