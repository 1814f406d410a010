import { eq } from 'drizzle-orm'
import { isReservedSubdomain, SUBDOMAIN_PATTERN } from '@/features/schools/reserved-subdomains'
import { HttpError } from '@/lib/http-error'
import { issueToken } from '@/server/auth/one-time-tokens'
import { hashPassword, verifyPassword } from '@/server/auth/password'
import { checkRateLimit, hitRateLimit } from '@/server/auth/rate-limit'
import type { Db } from '@/server/db/client'
import { profiles, schools, users } from '@/server/db/schema'
import type { AccountSetupInput } from './signup.schemas'

export type SubdomainCheck = { available: true } | { available: false; reason: string }

const SIGNUP_LIMIT = { limit: 10, windowSeconds: 60 * 60 }

export async function checkSubdomain(db: Db, raw: string): Promise<SubdomainCheck> {
  const subdomain = raw.trim().toLowerCase()
  if (!SUBDOMAIN_PATTERN.test(subdomain)) {
    return { available: false, reason: 'Use 3 to 40 lower-case letters, digits or dashes.' }
  }
  if (isReservedSubdomain(subdomain))
    return { available: false, reason: 'That address is reserved. Try another.' }
  const [taken] = await db
    .select({ id: schools.id })
    .from(schools)
    .where(eq(schools.subdomain, subdomain))
    .limit(1)
  if (taken) return { available: false, reason: 'Another school already uses that address. Try another.' }
  return { available: true }
}

/**
 * /account-setup: creates the school and its first admin. A new email gets a new user; an email
 * that already has an account must come with that account's password, and gets an ADMIN profile
 * at the new school. Answers a transfer token so the browser signs in on the new school's host.
 */
export async function createSchoolAccount(
  db: Db,
  input: AccountSetupInput & { ip: string },
): Promise<{ subdomain: string; profileId: string; transferToken: string; userId: string }> {
  const ipKey = `signup:ip:${input.ip}`
  if ((await checkRateLimit(db, ipKey, SIGNUP_LIMIT)).blocked) {
    throw new HttpError(429, 'Too many new schools from here. Wait an hour and try again.')
  }
  await hitRateLimit(db, ipKey, SIGNUP_LIMIT)
  const check = await checkSubdomain(db, input.subdomain)
  if (!check.available)
    throw new HttpError(400, check.reason, [{ field: 'subdomain', message: check.reason }])

  const [existing] = await db
    .select({ id: users.id, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.email, input.email))
    .limit(1)
  if (existing && !(existing.passwordHash && (await verifyPassword(existing.passwordHash, input.password)))) {
    const message =
      'An account already uses this email. Enter its password, or sign in and ask for a new school.'
    throw new HttpError(400, message, [{ field: 'password', message }])
  }
  const passwordHash = existing ? null : await hashPassword(input.password)

  return db.transaction(async (tx) => {
    const [school] = await tx
      .insert(schools)
      .values({ subdomain: input.subdomain, name: input.schoolName })
      .onConflictDoNothing({ target: schools.subdomain })
      .returning({ id: schools.id, subdomain: schools.subdomain })
    if (!school) {
      const reason = 'Another school already uses that address. Try another.'
      throw new HttpError(400, reason, [{ field: 'subdomain', message: reason }])
    }
    let userId = existing?.id
    if (!userId) {
      const [user] = await tx
        .insert(users)
        .values({ email: input.email, name: input.name, passwordHash })
        .returning({ id: users.id })
      userId = user?.id
    }
    if (!userId) throw new Error('The admin was not created.')
    const [profile] = await tx
      .insert(profiles)
      .values({ userId, schoolId: school.id, role: 'ADMIN', name: input.name })
      .returning({ id: profiles.id })
    if (!profile) throw new Error('The admin profile was not created.')
    const { token } = await issueToken(tx, {
      kind: 'transfer',
      userId,
      profileId: profile.id,
      schoolId: school.id,
    })
    return { subdomain: school.subdomain, profileId: profile.id, transferToken: token, userId }
  })
}
