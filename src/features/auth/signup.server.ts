import { eq } from 'drizzle-orm'
import { HttpError } from '@/lib/http-error'
import { isReservedSubdomain, SUBDOMAIN_PATTERN } from '@/lib/reserved-subdomains'
import { m } from '@/paraglide/messages'
import { invitationTerms } from '@/server/auth/address-verification'
import { issueToken } from '@/server/auth/one-time-tokens'
import { type RateLimit, takeAttempt } from '@/server/auth/rate-limit'
import type { Db } from '@/server/db/client'
import { profiles, schools, users } from '@/server/db/schema'
import { mailLocale } from '@/server/i18n/user-locale'
import { newSchoolMail } from '@/server/mail/auth-mails'
import { sendMail } from '@/server/mail/mailer'
import type { AccountSetupInput } from './signup.schemas'

export type SubdomainCheck = { available: true } | { available: false; reason: string }

/** New schools per IP, and per address (every one of them sends that address a mail). */
export const SIGNUP_IP_LIMIT: RateLimit = { limit: 10, windowSeconds: 60 * 60 }
export const SIGNUP_ADDRESS_LIMIT: RateLimit = { limit: 3, windowSeconds: 60 * 60 }

export function checkYourInbox(email: string): string {
  return m.login_school_ready_check_inbox({ email })
}

export async function checkSubdomain(db: Db, raw: string): Promise<SubdomainCheck> {
  const subdomain = raw.trim().toLowerCase()
  if (!SUBDOMAIN_PATTERN.test(subdomain)) {
    return { available: false, reason: m.login_error_subdomain_form() }
  }
  if (isReservedSubdomain(subdomain)) return { available: false, reason: m.login_error_subdomain_reserved() }
  const [taken] = await db
    .select({ id: schools.id })
    .from(schools)
    .where(eq(schools.subdomain, subdomain))
    .limit(1)
  if (taken) return { available: false, reason: m.login_error_subdomain_taken() }
  return { available: true }
}

/**
 * /account-setup: creates the school with its first admin and mails the address (record 030). The
 * answer is the same whether the address is new or has an account, verified or not: "check your
 * inbox". A new address gets a user without a password; an existing one gets an ADMIN profile —
 * at once when its address is verified, otherwise waiting until it is. The mail carries the link
 * that finishes it: choose a password on the school's own host (new or unverified), or sign in as
 * usual (verified). Nobody is signed in by this request.
 */
export async function createSchoolAccount(
  db: Db,
  input: AccountSetupInput & { ip: string; schoolOrigin: string },
): Promise<{ message: string; schoolId: string }> {
  const attempt = await takeAttempt(db, [
    { key: `signup:ip:${input.ip}`, rule: SIGNUP_IP_LIMIT, onSuccess: 'keep' },
    { key: `signup:email:${input.email}`, rule: SIGNUP_ADDRESS_LIMIT, onSuccess: 'keep' },
  ])
  if (attempt.blocked) throw new HttpError(429, m.login_error_too_many_schools())
  const check = await checkSubdomain(db, input.subdomain)
  if (!check.available)
    throw new HttpError(400, check.reason, [{ field: 'subdomain', message: check.reason }])

  const created = await db.transaction(async (tx) => {
    const [school] = await tx
      .insert(schools)
      .values({ subdomain: input.subdomain, name: input.schoolName })
      .onConflictDoNothing({ target: schools.subdomain })
      .returning({ id: schools.id, subdomain: schools.subdomain })
    if (!school) {
      const reason = m.login_error_subdomain_taken()
      throw new HttpError(400, reason, [{ field: 'subdomain', message: reason }])
    }
    await tx
      .insert(users)
      .values({ email: input.email, name: input.name })
      .onConflictDoNothing({ target: users.email })
    const [user] = await tx
      .select({ id: users.id, passwordHash: users.passwordHash, emailVerifiedAt: users.emailVerifiedAt })
      .from(users)
      .where(eq(users.email, input.email))
      .for('update')
    if (!user) throw new Error('The admin was not stored.')
    const terms = invitationTerms(user)
    const [profile] = await tx
      .insert(profiles)
      .values({
        userId: user.id,
        schoolId: school.id,
        role: 'ADMIN',
        name: input.name,
        pendingVerification: terms.pending,
      })
      .returning({ id: profiles.id })
    if (!profile) throw new Error('The admin profile was not created.')
    const token = terms.setPasswordLink
      ? (
          await issueToken(tx, {
            kind: 'invite',
            userId: user.id,
            profileId: profile.id,
            schoolId: school.id,
          })
        ).token
      : null
    return { schoolId: school.id, token }
  })

  // After the commit: no mail for a school that was not made, and no SMTP call inside it.
  await sendMail(
    db,
    newSchoolMail({
      to: input.email,
      name: input.name,
      school: input.schoolName,
      link: created.token
        ? `${input.schoolOrigin}/set-password?token=${encodeURIComponent(created.token)}`
        : `${input.schoolOrigin}/login?redirect=${encodeURIComponent('/dashboard/overview')}`,
      setPassword: created.token !== null,
      locale: await mailLocale(db, { email: input.email, schoolId: created.schoolId }),
    }),
  )
  return { message: checkYourInbox(input.email), schoolId: created.schoolId }
}
