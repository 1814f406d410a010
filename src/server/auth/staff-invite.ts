import { and, eq, isNull } from 'drizzle-orm'
import type { UserRole } from '@/access/visitor'
import type { Db } from '@/server/db/client'
import { profiles, schools, users } from '@/server/db/schema'
import { markAddressVerified } from './address-verification'
import type { RedeemedToken } from './one-time-tokens'
import { revokeTokensOfUser } from './one-time-tokens'
import { endSessionsOfUser } from './sessions'

/**
 * Staff roles travel only by a mailed one-time link (issue 21, decision 165): a super admin names
 * an address and a role, the address's holder opens the link, and only then does the account of
 * that address get the role. Nobody gets a role by holding (or claiming) an address.
 */
const STAFF_INVITE_ROLES = ['SUPER', 'STAFF', 'LESSON_EDITOR'] as const satisfies readonly UserRole[]

/** The staff school: the home of staff accounts that have no other profile (decision 008). */
const STAFF_HOME = { subdomain: 'staff', name: 'CodeSchool staff' } as const

export interface StaffInviteDetail {
  userRole: UserRole
  email: string
}

export function staffInviteDetail(detail: unknown): StaffInviteDetail | null {
  if (!detail || typeof detail !== 'object') return null
  const { userRole, email } = detail as Record<string, unknown>
  if (typeof email !== 'string' || !(STAFF_INVITE_ROLES as readonly unknown[]).includes(userRole)) return null
  return { userRole: userRole as UserRole, email }
}

/**
 * Gives the role of a redeemed staff invitation to the account it was mailed for, when that account
 * still has the invited address. Opening the link proves the address, so the account is verified;
 * an account whose address nobody had proved before loses its password and its sessions (whoever
 * typed the address first is out, as with invitations, record 030). An account with no profile gets
 * a teacher's profile at the staff school, so it can sign in. Answers false when the link no
 * longer fits the account.
 */
export async function grantStaffRole(db: Db, token: RedeemedToken): Promise<boolean> {
  const detail = staffInviteDetail(token.detail)
  if (!detail) return false
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ email: users.email, name: users.name, emailVerifiedAt: users.emailVerifiedAt })
      .from(users)
      .where(eq(users.id, token.userId))
      .for('update')
    if (!user || user.email !== detail.email) return false
    if (!user.emailVerifiedAt) {
      await tx.update(users).set({ passwordHash: null }).where(eq(users.id, token.userId))
      await endSessionsOfUser(tx, token.userId)
      await revokeTokensOfUser(tx, token.userId, ['reset', 'invite', 'magic', 'transfer', 'email_change'])
    }
    await tx.update(users).set({ userRole: detail.userRole }).where(eq(users.id, token.userId))
    await markAddressVerified(tx, token.userId)
    const [profile] = await tx
      .select({ id: profiles.id })
      .from(profiles)
      .where(
        and(
          eq(profiles.userId, token.userId),
          eq(profiles.pendingVerification, false),
          isNull(profiles.archivedAt),
        ),
      )
      .limit(1)
    if (!profile) {
      await tx.insert(schools).values(STAFF_HOME).onConflictDoNothing({ target: schools.subdomain })
      const [home] = await tx
        .select({ id: schools.id })
        .from(schools)
        .where(eq(schools.subdomain, STAFF_HOME.subdomain))
      if (!home) throw new Error('The staff school was not stored')
      await tx
        .insert(profiles)
        .values({ userId: token.userId, schoolId: home.id, role: 'TEACHER', name: user.name })
    }
    return true
  })
}
