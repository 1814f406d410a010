import { eq } from 'drizzle-orm'
import { HttpError } from '@/lib/http-error'
import { m } from '@/paraglide/messages'
import { markAddressVerified } from '@/server/auth/address-verification'
import { issueToken, peekToken, redeemToken, revokeTokensOfUser } from '@/server/auth/one-time-tokens'
import { hashPassword } from '@/server/auth/password'
import { LOGIN_LIMITS, takeAttempt } from '@/server/auth/rate-limit'
import { endSessionsOfUser } from '@/server/auth/sessions'
import type { Db } from '@/server/db/client'
import { knownDevices, users } from '@/server/db/schema'
import { mailLocale } from '@/server/i18n/user-locale'
import { invitationMail, passwordResetMail } from '@/server/mail/auth-mails'
import { sendMail } from '@/server/mail/mailer'

export type PasswordTokenKind = 'reset' | 'invite'

/** The same answer whether or not an account uses the address, in the request's language. */
export const resetRequested = () => m.login_reset_requested()
export const passwordLinkExpired = () => m.login_error_password_link_expired()

/**
 * /forgot-password: mails a single-use reset link (1 hour) when an account uses the address, and
 * nothing otherwise (a form that mails any address typed into it is a way to send strangers mail,
 * issue 21). The answer is the same sentence either way. Counted per IP (429) and per address
 * (quietly: a sixth request within the hour gets the same answer and no mail).
 */
export async function requestPasswordReset(
  db: Db,
  input: { email: string; origin: string; ip: string },
): Promise<{ message: string }> {
  const byIp = await takeAttempt(db, [
    { key: `reset:ip:${input.ip}`, rule: LOGIN_LIMITS.resetIp, onSuccess: 'keep' },
  ])
  if (byIp.blocked) throw new HttpError(429, m.login_error_too_many_resets())
  const byAddress = await takeAttempt(db, [
    { key: `reset:email:${input.email}`, rule: LOGIN_LIMITS.resetAccount, onSuccess: 'keep' },
  ])
  if (byAddress.blocked) return { message: resetRequested() }
  const [user] = await db
    .select({ id: users.id, name: users.name, disabledAt: users.disabledAt })
    .from(users)
    .where(eq(users.email, input.email))
    .limit(1)
  if (user && !user.disabledAt) {
    const { token } = await issueToken(db, { kind: 'reset', userId: user.id })
    const link = `${input.origin}/reset-password?token=${encodeURIComponent(token)}`
    const locale = await mailLocale(db, { userId: user.id })
    await sendMail(db, passwordResetMail({ to: input.email, name: user.name, link, locale }))
  }
  return { message: resetRequested() }
}

/** Mails an invited adult a /set-password link (7 days). Used by the teachers and admins screens. */
export async function sendInvitation(
  db: Db,
  input: { userId: string; email: string; name: string; schoolName: string; origin: string },
): Promise<void> {
  const { token } = await issueToken(db, { kind: 'invite', userId: input.userId })
  const link = `${input.origin}/set-password?token=${encodeURIComponent(token)}`
  const locale = await mailLocale(db, { userId: input.userId })
  await sendMail(
    db,
    invitationMail({ to: input.email, name: input.name, school: input.schoolName, link, locale }),
  )
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
 * Sets a new password with a reset or invitation token. The token is used up atomically; the
 * mailed link proves the address, so the account is verified and its waiting invitations come
 * alive (record 030); every session of the user ends and every other link still open for them
 * stops working (record 028): a stolen session, or whoever typed the address first, is out.
 */
export async function setPasswordWithToken(
  db: Db,
  input: { kind: PasswordTokenKind; token: string; password: string },
): Promise<{ email: string | null; userId: string }> {
  const redeemed = await redeemToken(db, { kind: input.kind, token: input.token })
  if (!redeemed) throw new HttpError(400, passwordLinkExpired())
  const passwordHash = await hashPassword(input.password)
  return db.transaction(async (tx) => {
    const [user] = await tx
      .update(users)
      .set({ passwordHash })
      .where(eq(users.id, redeemed.userId))
      .returning({ email: users.email })
    await markAddressVerified(tx, redeemed.userId)
    await endSessionsOfUser(tx, redeemed.userId)
    await revokeTokensOfUser(tx, redeemed.userId, ['reset', 'invite', 'magic', 'transfer'])
    // A device someone else signed in on with the old password is no longer the owner's (decision 164).
    await tx.delete(knownDevices).where(eq(knownDevices.userId, redeemed.userId))
    return { email: user?.email ?? null, userId: redeemed.userId }
  })
}
