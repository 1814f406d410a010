import { and, eq } from 'drizzle-orm'
import type { Db } from '@/server/db/client'
import { isUniqueViolation } from '@/server/db/pg-errors'
import { profiles, users } from '@/server/db/schema'
import type { RedeemedToken } from './one-time-tokens'
import { revokeTokensOfUser } from './one-time-tokens'

/**
 * A change of address waits for the new address (issue 21, decision 165): `users.pending_email`
 * holds it and a mailed `email_change` link (detail `{ email }`) confirms it. Until the link is
 * opened the account keeps its address, so nobody can take an address they do not hold.
 */
export function emailChangeDetail(detail: unknown): string | null {
  if (!detail || typeof detail !== 'object') return null
  const { email } = detail as Record<string, unknown>
  return typeof email === 'string' ? email : null
}

/**
 * Moves the account to the address of a redeemed `email_change` link, when it is still the one
 * waiting. Opening the link proves the new address: the account is verified. Links mailed to the
 * old address stop working, and invitations still waiting for the old address to be verified were
 * never this account's (record 030): they are removed. Answers false when the change was
 * cancelled or replaced, or another account took the address meanwhile (the page says only that
 * the link no longer works).
 */
export async function confirmEmailChange(db: Db, token: RedeemedToken): Promise<boolean> {
  const email = emailChangeDetail(token.detail)
  if (!email) return false
  try {
    return await db.transaction(async (tx) => {
      const [moved] = await tx
        .update(users)
        .set({ email, pendingEmail: null, emailVerifiedAt: new Date() })
        .where(and(eq(users.id, token.userId), eq(users.pendingEmail, email)))
        .returning({ id: users.id })
      if (!moved) return false
      await revokeTokensOfUser(tx, token.userId, ['reset', 'invite', 'email_change', 'staff_invite'])
      await tx
        .delete(profiles)
        .where(and(eq(profiles.userId, token.userId), eq(profiles.pendingVerification, true)))
      return true
    })
  } catch (error) {
    if (isUniqueViolation(error)) return false
    throw error
  }
}
