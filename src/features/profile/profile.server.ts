import { and, eq, ne } from 'drizzle-orm'
import { ADULTS } from '@/access/visitor'
import { newPasswordSchema } from '@/features/auth/auth.schemas'
import { type Actor, assertActor } from '@/server/auth/actor'
import { issueToken, revokeTokensOfUser } from '@/server/auth/one-time-tokens'
import { hashPassword, verifyPassword } from '@/server/auth/password'
import { endSessionsOfUser } from '@/server/auth/sessions'
import type { Db } from '@/server/db/client'
import { isUniqueViolation } from '@/server/db/pg-errors'
import { profiles, schools, users } from '@/server/db/schema'
import { HttpError } from '@/server/errors'
import { confirmAddressMail } from '@/server/mail/auth-mails'
import { sendMail } from '@/server/mail/mailer'

/** The signed-in adult's own details (/dashboard/profile): name, email, password. */

export interface MyProfile {
  name: string
  email: string | null
  role: Actor['role']
  schoolName: string
}

export async function getMyProfile(db: Db, actor: Actor): Promise<MyProfile> {
  assertActor(actor, ...ADULTS)
  const [row] = await db
    .select({ name: profiles.name, email: users.email, role: profiles.role, schoolName: schools.name })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .innerJoin(schools, eq(schools.id, profiles.schoolId))
    .where(and(eq(profiles.id, actor.profileId), eq(profiles.userId, actor.userId)))
  if (!row) throw new HttpError(404, 'Your profile was not found. Sign in again.')
  return row
}

/** Renames the profile here and the account (what mails and other schools' lists show). */
export async function updateMyName(db: Db, actor: Actor, input: { name: string }): Promise<void> {
  assertActor(actor, ...ADULTS)
  await db.transaction(async (tx) => {
    await tx.update(profiles).set({ name: input.name }).where(eq(profiles.id, actor.profileId))
    await tx.update(users).set({ name: input.name }).where(eq(users.id, actor.userId))
  })
}

async function checkCurrentPassword(db: Db, userId: string, password: string): Promise<void> {
  const [user] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId))
  if (!user?.passwordHash || !(await verifyPassword(user.passwordHash, password))) {
    const message = 'That is not your current password.'
    throw new HttpError(400, message, [{ field: 'currentPassword', message }])
  }
}

/**
 * A new address is not verified (record 030): invitations to it wait until its holder uses the
 * mailed link (choose the password again), which proves it is theirs.
 */
export async function changeMyEmail(
  db: Db,
  actor: Actor,
  input: { email: string; currentPassword: string },
  options: { origin: string },
): Promise<void> {
  assertActor(actor, ...ADULTS)
  await checkCurrentPassword(db, actor.userId, input.currentPassword)
  const taken = () => {
    const message = 'Another account already uses this email address.'
    return new HttpError(409, message, [{ field: 'email', message }])
  }
  const [other] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, input.email), ne(users.id, actor.userId)))
  if (other) throw taken()
  const [before] = await db
    .select({ email: users.email, name: users.name })
    .from(users)
    .where(eq(users.id, actor.userId))
  if (before?.email === input.email) return
  try {
    await db
      .update(users)
      .set({ email: input.email, emailVerifiedAt: null })
      .where(eq(users.id, actor.userId))
  } catch (error) {
    if (isUniqueViolation(error)) throw taken()
    throw error
  }
  // Links mailed to the old address must not reset the account any more, and invitations still
  // waiting for the old address to be verified were never this account's: proving the new address
  // must not bring them alive (record 030).
  await revokeTokensOfUser(db, actor.userId, ['reset', 'invite'])
  await db
    .delete(profiles)
    .where(and(eq(profiles.userId, actor.userId), eq(profiles.pendingVerification, true)))
  const { token } = await issueToken(db, { kind: 'reset', userId: actor.userId })
  await sendMail(
    db,
    confirmAddressMail({
      to: input.email,
      name: before?.name ?? actor.name,
      link: `${options.origin}/reset-password?token=${encodeURIComponent(token)}`,
    }),
  )
}

/**
 * Changes the password. Every other session of the account ends (a stolen session stops working)
 * and links mailed before (reset) stop working; the browser making the change stays signed in, on
 * every host of its sign-in (its session family, record 028).
 */
export async function changeMyPassword(
  db: Db,
  actor: Actor,
  input: { currentPassword: string; newPassword: string },
  options: { keepFamilyId?: string } = {},
): Promise<void> {
  assertActor(actor, ...ADULTS)
  await checkCurrentPassword(db, actor.userId, input.currentPassword)
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, actor.userId))
  const weak = (message: string) => new HttpError(400, message, [{ field: 'newPassword', message }])
  const policy = newPasswordSchema.safeParse(input.newPassword)
  if (!policy.success) throw weak(policy.error.issues[0]?.message ?? 'Choose a longer password.')
  const localPart = user?.email?.split('@')[0]?.toLowerCase() ?? ''
  if (localPart.length >= 4 && input.newPassword.toLowerCase().includes(localPart)) {
    throw weak('Do not use your email address in your password.')
  }
  if (input.newPassword === input.currentPassword) {
    throw weak('Choose a password different from the current one.')
  }
  const passwordHash = await hashPassword(input.newPassword)
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, actor.userId))
    await endSessionsOfUser(tx, actor.userId, { exceptFamilyId: options.keepFamilyId })
    await revokeTokensOfUser(tx, actor.userId, ['reset', 'magic'])
  })
}
