import { and, eq, isNull } from 'drizzle-orm'
import { z } from 'zod'
import { newPasswordSchema } from '@/features/auth/auth.schemas'
import { emailSchema } from '@/features/auth/login.schemas'
import { validInput } from '@/lib/valid-input'
import { hashPassword } from '@/server/auth/password'
import type { Db } from '@/server/db/client'
import { profiles, schools, users } from '@/server/db/schema'
import { HttpError } from '@/server/errors'

/**
 * The first super admin of a deployment (`npm run create-super`, decision 008). A deployment has
 * no demo accounts, and a sign-in needs a profile at some school, so the super admin gets an ADMIN
 * profile at the staff school: `staff.{PRODUCT_HOST}`, a reserved subdomain no school can sign up
 * for. Everything else (schools, more staff) is done from /admin afterwards.
 */
export const STAFF_SCHOOL = { subdomain: 'staff', name: 'CodeSchool staff' } as const

export const createSuperSchema = z.object({
  email: emailSchema,
  name: z.string().trim().min(1, 'Enter a name.').max(60, 'Use at most 60 characters.'),
  /** The adult rules (10+ characters, not a common or trivial one); there is no default. */
  password: newPasswordSchema,
})

export type CreateSuperInput = z.input<typeof createSuperSchema>

export interface CreatedSuper {
  userId: string
  profileId: string
  email: string
  school: string
}

/**
 * Creates a SUPER account with its profile at the staff school. Refuses (409, nothing changed) an
 * email that already has an account, a super admin or not: an existing account is given a role in
 * /admin/users by a super admin, never by re-running this with a new password.
 */
export async function createSuperAdmin(db: Db, raw: CreateSuperInput): Promise<CreatedSuper> {
  const input = validInput(createSuperSchema)(raw)
  const passwordHash = await hashPassword(input.password)
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ userRole: users.userRole })
      .from(users)
      .where(eq(users.email, input.email))
      .limit(1)
    if (existing) {
      throw new HttpError(
        409,
        existing.userRole === 'SUPER'
          ? `${input.email} is already a super admin. Nothing was changed; to get in, use “Forgot password” on the sign-in page.`
          : `${input.email} already has an account. Nothing was changed; a super admin can give it a role in /admin/users, or use another email.`,
        [{ field: 'email', message: 'This email already has an account.' }],
      )
    }

    await tx
      .insert(schools)
      .values({ subdomain: STAFF_SCHOOL.subdomain, name: STAFF_SCHOOL.name })
      .onConflictDoNothing({ target: schools.subdomain })
    const [school] = await tx
      .select({ id: schools.id })
      .from(schools)
      .where(eq(schools.subdomain, STAFF_SCHOOL.subdomain))
      .for('update')
    if (!school) throw new Error('The staff school was not stored')
    // A school that took the address before it was reserved is not made staff's home.
    const [outsider] = await tx
      .select({ id: profiles.id })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.userId))
      .where(and(eq(profiles.schoolId, school.id), isNull(users.userRole)))
      .limit(1)
    if (outsider) {
      throw new HttpError(
        409,
        `A school with its own people already uses the address "${STAFF_SCHOOL.subdomain}", so it cannot hold staff accounts. Nothing was changed.`,
      )
    }

    const [user] = await tx
      .insert(users)
      .values({ email: input.email, name: input.name, userRole: 'SUPER', passwordHash })
      .onConflictDoNothing({ target: users.email })
      .returning({ id: users.id })
    if (!user) throw new HttpError(409, `${input.email} already has an account. Nothing was changed.`)
    const [profile] = await tx
      .insert(profiles)
      .values({ userId: user.id, schoolId: school.id, role: 'ADMIN', name: input.name })
      .returning({ id: profiles.id })
    if (!profile) throw new Error('The super admin profile was not stored')
    return { userId: user.id, profileId: profile.id, email: input.email, school: STAFF_SCHOOL.subdomain }
  })
}
