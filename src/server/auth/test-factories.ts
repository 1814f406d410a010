import { randomUUID } from 'node:crypto'
import type { Db } from '@/server/db/client'
import { profiles, schools, subscriptions, users } from '@/server/db/schema'
import { hashPassword } from './password'

/** Factories for the auth integration tests. Names are unique per call: suites share a database. */
export const short = () => randomUUID().replaceAll('-', '').slice(0, 10)

export const TEST_PASSWORD = 'correct horse battery'

let passwordHash: Promise<string> | undefined
export function testPasswordHash(): Promise<string> {
  passwordHash ??= hashPassword(TEST_PASSWORD)
  return passwordHash
}

export async function makeSchool(db: Db, input: { paid?: boolean; parentSchoolId?: string } = {}) {
  const subdomain = `t-${short()}`
  const [school] = await db
    .insert(schools)
    .values({ subdomain, name: `School ${subdomain}`, parentSchoolId: input.parentSchoolId ?? null })
    .returning()
  if (!school) throw new Error('school not created')
  if (input.paid) {
    await db
      .insert(subscriptions)
      .values({ schoolId: school.id, planId: 'classroom', status: 'active', provider: 'fake' })
  }
  return {
    id: school.id,
    subdomain: school.subdomain,
    name: school.name,
    logoUrl: null,
    parentSchoolId: school.parentSchoolId,
  }
}

export async function makeUser(
  db: Db,
  input: { email?: string | null; userRole?: 'SUPER' | 'STAFF' | 'LESSON_EDITOR' | null } = {},
) {
  const email = input.email === undefined ? `u-${short()}@example.test` : input.email
  const [user] = await db
    .insert(users)
    .values({
      email,
      name: 'Test Person',
      userRole: input.userRole ?? null,
      passwordHash: await testPasswordHash(),
    })
    .returning({ id: users.id })
  if (!user) throw new Error('user not created')
  return { id: user.id, email }
}

export async function makeProfile(
  db: Db,
  input: {
    userId: string
    school: { id: string; subdomain: string }
    role: 'STUDENT' | 'STUDENT_SESSION' | 'TEACHER' | 'ADMIN'
    username?: string
    /** When it was made (the embedded database's clock ticks in milliseconds: give order explicitly). */
    createdAt?: Date
  },
) {
  const [profile] = await db
    .insert(profiles)
    .values({
      userId: input.userId,
      schoolId: input.school.id,
      role: input.role,
      name: `${input.role} ${short()}`,
      username: input.username ?? null,
      ...(input.createdAt ? { createdAt: input.createdAt } : {}),
    })
    .returning({ id: profiles.id, role: profiles.role, name: profiles.name, schoolId: profiles.schoolId })
  if (!profile) throw new Error('profile not created')
  return { ...profile, subdomain: input.school.subdomain }
}
