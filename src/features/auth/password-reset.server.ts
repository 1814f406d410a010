import { eq } from 'drizzle-orm'
import { HttpError } from '@/lib/http-error'
import { issueToken, peekToken, redeemToken } from '@/server/auth/one-time-tokens'
import { hashPassword } from '@/server/auth/password'
import { checkRateLimit, hitRateLimit, LOGIN_LIMITS } from '@/server/auth/rate-limit'
import { endAllSessionsOfUser } from '@/server/auth/sessions'
import type { Db } from '@/server/db/client'
import { users } from '@/server/db/schema'
import { invitationMail, passwordResetMail } from '@/server/mail/auth-mails'
import { sendMail } from '@/server/mail/mailer'

export type PasswordTokenKind = 'reset' | 'invite'

export const RESET_REQUESTED =
  'If an account uses that address, we have sent it a link to choose a new password. The link works for one hour.'
export const PASSWORD_LINK_EXPIRED =
  'This link has expired or was already used. Ask for a new one on the “Forgot password” page.'

/**
 * /forgot-password: mails a single-use reset link (1 hour) when an account uses the address. The
 * answer is the same either way, so the page does not tell who has an account.
 */
export async function requestPasswordReset(
  db: Db,
  input: { email: string; origin: string; ip: string },
): Promise<{ message: string }> {
  const ipKey = `reset:ip:${input.ip}`
  const accountKey = `reset:email:${input.email}`
  if ((await checkRateLimit(db, ipKey, LOGIN_LIMITS.resetIp)).blocked) {
    throw new HttpError(429, 'Too many attempts. Wait an hour and try again.')
  }
  await hitRateLimit(db, ipKey, LOGIN_LIMITS.resetIp)
  const accountStatus = await hitRateLimit(db, accountKey, LOGIN_LIMITS.resetAccount)
  const [user] = await db
    .select({ id: users.id, name: users.name, disabledAt: users.disabledAt })
    .from(users)
    .where(eq(users.email, input.email))
    .limit(1)
  if (user && !user.disabledAt && !accountStatus.blocked) {
    const { token } = await issueToken(db, { kind: 'reset', userId: user.id })
    const link = `${input.origin}/reset-password?token=${encodeURIComponent(token)}`
    await sendMail(db, passwordResetMail({ to: input.email, name: user.name, link }))
  }
  return { message: RESET_REQUESTED }
}

/** Mails an invited adult a /set-password link (7 days). Used by the teachers and admins screens. */
export async function sendInvitation(
  db: Db,
  input: { userId: string; email: string; name: string; schoolName: string; origin: string },
): Promise<void> {
  const { token } = await issueToken(db, { kind: 'invite', userId: input.userId })
  const link = `${input.origin}/set-password?token=${encodeURIComponent(token)}`
  await sendMail(db, invitationMail({ to: input.email, name: input.name, school: input.schoolName, link }))
}

/** Whether a reset / invitation link can still be used (the page shows the form or says it expired). */
export async function passwordTokenStatus(
  db: Db,
  kind: PasswordTokenKind,
  token: string,
): Promise<{ valid: boolean; email: string | null }> {
  const found = await peekToken(db, kind, token)
  if (!found) return { valid: false, email: null }
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, found.userId))
  return { valid: true, email: user?.email ?? null }
}

/**
 * Sets a new password with a reset or invitation token: the token is used up atomically, every
 * session of the user ends (a stolen session does not survive a reset).
 */
export async function setPasswordWithToken(
  db: Db,
  input: { kind: PasswordTokenKind; token: string; password: string },
): Promise<{ email: string | null }> {
  const redeemed = await redeemToken(db, { kind: input.kind, token: input.token })
  if (!redeemed) throw new HttpError(400, PASSWORD_LINK_EXPIRED)
  const passwordHash = await hashPassword(input.password)
  const [user] = await db
    .update(users)
    .set({ passwordHash })
    .where(eq(users.id, redeemed.userId))
    .returning({ email: users.email })
  await endAllSessionsOfUser(db, redeemed.userId)
  return { email: user?.email ?? null }
}
