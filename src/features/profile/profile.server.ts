import { and, eq, ne } from 'drizzle-orm'
import { ADULTS } from '@/access/visitor'
import { newPasswordSchema } from '@/features/auth/auth.schemas'
import { m } from '@/paraglide/messages'
import { type Actor, assertActor } from '@/server/auth/actor'
import { issueToken, revokeTokensOfUser } from '@/server/auth/one-time-tokens'
import { hashPassword, verifyPassword } from '@/server/auth/password'
import { type RateLimit, takeAttempt } from '@/server/auth/rate-limit'
import { endSessionsOfUser } from '@/server/auth/sessions'
import type { Db } from '@/server/db/client'
import { profiles, schools, users } from '@/server/db/schema'
import { HttpError } from '@/server/errors'
import { mailLocale } from '@/server/i18n/user-locale'
import { confirmAddressMail } from '@/server/mail/auth-mails'
import { sendMail } from '@/server/mail/mailer'

/** The signed-in adult's own details (/dashboard/profile): name, email, password. */

export interface MyProfile {
  name: string
  email: string | null
  /** A new address waiting for its holder to open the mailed link (issue 21). */
  pendingEmail: string | null
  role: Actor['role']
  schoolName: string
}

export async function getMyProfile(db: Db, actor: Actor): Promise<MyProfile> {
  assertActor(actor, ...ADULTS)
  const [row] = await db
    .select({
      name: profiles.name,
      email: users.email,
      pendingEmail: users.pendingEmail,
      role: profiles.role,
      schoolName: schools.name,
    })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .innerJoin(schools, eq(schools.id, profiles.schoolId))
    .where(and(eq(profiles.id, actor.profileId), eq(profiles.userId, actor.userId)))
  if (!row) throw new HttpError(404, m.profile_error_not_found())
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

/** Wrong current passwords per account: the check is a password guess like any sign-in (issue 21). */
const CURRENT_PASSWORD_LIMIT: RateLimit = { limit: 5, windowSeconds: 15 * 60 }

/**
 * The current password, asked before the address or the password changes. Counted per account
 * before it is judged (record 030): a stolen session cannot guess the password behind it.
 */
async function checkCurrentPassword(db: Db, userId: string, password: string): Promise<void> {
  const attempt = await takeAttempt(db, [
    { key: `password-check:user:${userId}`, rule: CURRENT_PASSWORD_LIMIT, onSuccess: 'clear' },
  ])
  if (attempt.blocked) {
    const minutes = Math.max(1, Math.ceil(attempt.blocked.retryAfterSeconds / 60))
    const message = `Too many wrong passwords. Wait ${minutes === 1 ? 'a minute' : `${minutes} minutes`} and try again.`
    throw new HttpError(429, message, [{ field: 'currentPassword', message }])
  }
  const [user] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId))
  if (!user?.passwordHash || !(await verifyPassword(user.passwordHash, password))) {
    await attempt.failed()
    const message = 'That is not your current password.'
    throw new HttpError(400, message, [{ field: 'currentPassword', message }])
  }
  await attempt.succeeded()
}

/** What a change of address answers, whoever holds the new address (issue 21). */
export function emailChangeSent(email: string): string {
  return `We sent a link to ${email}. Your address changes when you open it; until then it stays as it is.`
}

/**
 * Asks to move the account to a new address (decision 165): the address waits in
 * `users.pending_email` and the new address gets a one-time link (one day); the account moves only
 * when it is opened, so nobody takes an address they do not hold. The answer is the same whether
 * or not another account uses the address — that one gets no mail, and nothing changes. A new
 * request replaces a waiting one.
 */
export async function changeMyEmail(
  db: Db,
  actor: Actor,
  input: { email: string; currentPassword: string },
  options: { origin: string },
): Promise<{ message: string }> {
  assertActor(actor, ...ADULTS)
  await checkCurrentPassword(db, actor.userId, input.currentPassword)
  const email = input.email.trim().toLowerCase()
  const [before] = await db
    .select({ email: users.email, name: users.name })
    .from(users)
    .where(eq(users.id, actor.userId))
  if (before?.email === email) {
    await cancelMyEmailChange(db, actor)
    return { message: 'That is already your address.' }
  }
  await db.update(users).set({ pendingEmail: email }).where(eq(users.id, actor.userId))
  await revokeTokensOfUser(db, actor.userId, ['email_change'])
  const [other] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), ne(users.id, actor.userId)))
  if (!other) {
    const { token } = await issueToken(db, { kind: 'email_change', userId: actor.userId, detail: { email } })
    await sendMail(
      db,
      confirmAddressMail({
        to: email,
        name: before?.name ?? actor.name,
        link: `${options.origin}/token?token=${encodeURIComponent(token)}`,
        locale: await mailLocale(db, { userId: actor.userId, schoolId: actor.schoolId }),
      }),
    )
  }
  return { message: emailChangeSent(email) }
}

/** Drops a waiting change of address: its link stops working. */
export async function cancelMyEmailChange(db: Db, actor: Actor): Promise<void> {
  assertActor(actor, ...ADULTS)
  await db.update(users).set({ pendingEmail: null }).where(eq(users.id, actor.userId))
  await revokeTokensOfUser(db, actor.userId, ['email_change'])
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
