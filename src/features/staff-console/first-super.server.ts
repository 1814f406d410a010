import { and, eq, isNull } from 'drizzle-orm'
import { z } from 'zod'
import { newPasswordSchema } from '@/features/auth/auth.schemas'
import { emailSchema } from '@/features/auth/login.schemas'
import { validInput } from '@/lib/valid-input'
import { m } from '@/paraglide/messages'
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
  name: z
    .string()
    .trim()
    .min(1, { error: () => m.staff_error_name_empty() })
    .max(60, { error: () => m.staff_error_too_long({ max: 60 }) }),
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
          ? m.staff_super_exists_super({ email: input.email })
          : m.staff_super_exists_account({ email: input.email }),
        [{ field: 'email', message: m.staff_super_exists_field() }],
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
      throw new HttpError(409, m.staff_super_address_taken({ subdomain: STAFF_SCHOOL.subdomain }))
    }

    const [user] = await tx
      .insert(users)
      .values({ email: input.email, name: input.name, userRole: 'SUPER', passwordHash })
      .onConflictDoNothing({ target: users.email })
      .returning({ id: users.id })
    if (!user) throw new HttpError(409, m.staff_super_exists({ email: input.email }))
    const [profile] = await tx
      .insert(profiles)
      .values({ userId: user.id, schoolId: school.id, role: 'ADMIN', name: input.name })
      .returning({ id: profiles.id })
    if (!profile) throw new Error('The super admin profile was not stored')
    return { userId: user.id, profileId: profile.id, email: input.email, school: STAFF_SCHOOL.subdomain }
  })
}
