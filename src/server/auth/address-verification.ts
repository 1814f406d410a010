import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '@/server/db/client'
import { profiles, users } from '@/server/db/schema'

/**
 * Invitations and verified addresses (record 030). Anyone can type any address when they start a
 * school, so an account's address counts as its holder's only once a mailed one-time link
 * (invitation, reset) was used to choose the account's password. Until then an invitation to it
 * — from a school's team page or a new school's own setup — waits: the profile exists, but signing
 * in does not offer it. Choosing the password through the mailed link verifies the address and
 * every waiting invitation of the account comes alive; whoever had typed the address first loses
 * the account with its old password.
 */
export interface AddressState {
  passwordHash: string | null
  emailVerifiedAt: Date | null
}

export interface InvitationTerms {
  /** The profile waits for the address to be verified. */
  pending: boolean
  /** The mail carries a set-password link (7 days); otherwise it says "sign in". */
  setPasswordLink: boolean
}

export function invitationTerms(user: AddressState): InvitationTerms {
  const verified = user.passwordHash !== null && user.emailVerifiedAt !== null
  return {
    // An account nobody chose a password for yet is safe to add to: nobody can sign in to it
    // without the mailed link.
    pending: user.passwordHash !== null && user.emailVerifiedAt === null,
    setPasswordLink: !verified,
  }
}

/** The holder of the address proved it: the account is verified and its invitations come alive. */
export async function markAddressVerified(db: Db, userId: string): Promise<void> {
  await db.update(users).set({ emailVerifiedAt: sql`now()` }).where(eq(users.id, userId))
  await db
    .update(profiles)
    .set({ pendingVerification: false })
    .where(and(eq(profiles.userId, userId), eq(profiles.pendingVerification, true)))
}
