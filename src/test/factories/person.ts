import { visitorTypeOf } from '@/access/visitor'
import type { Actor } from '@/server/auth/actor'
import { hashPassword } from '@/server/auth/password'
import type { Db } from '@/server/db/client'
import { profiles, users } from '@/server/db/schema'
import { uniqueId } from './unique'

/** The password every factory account signs in with unless a test gives another. */
export const TEST_PASSWORD = 'correct horse battery'

const hashes = new Map<string, Promise<string>>()
/** One hash per password per process: hashing is the slow part of making accounts. */
export function passwordHashOf(password: string): Promise<string> {
  let hash = hashes.get(password)
  if (!hash) {
    hash = hashPassword(password)
    hashes.set(password, hash)
  }
  return hash
}

/** Who is acting, as the domain functions take it from the session (`context.auth`). */
export type TestActor = Actor

export type ProfileRole = 'STUDENT' | 'STUDENT_SESSION' | 'TEACHER' | 'ADMIN'
export type UserRole = 'SUPER' | 'STAFF' | 'LESSON_EDITOR'

/** A profile at a school with its user, and the actor a server function would get for it. */
export interface Person {
  actor: TestActor
  userId: string
  profileId: string
  schoolId: string
  role: ProfileRole
  name: string
  email: string | null
  username: string | null
}

export interface UserOverrides {
  /** Default: a unique address; null for a student's user. */
  email?: string | null
  name?: string
  userRole?: UserRole | null
  /** Default TEST_PASSWORD; null for an account without a password. */
  password?: string | null
  /** Whether a mailed link proved the address (record 030). Default: yes, an established account. */
  verified?: boolean
  disabledAt?: Date | null
}

/** A user without a profile (a sign-in that belongs to no school yet, or one to add profiles to). */
export async function createUser(db: Db, overrides: UserOverrides = {}) {
  const email = overrides.email === undefined ? `u-${uniqueId()}@example.test` : overrides.email
  const password = overrides.password === undefined ? TEST_PASSWORD : overrides.password
  const [user] = await db
    .insert(users)
    .values({
      email,
      name: overrides.name ?? 'Test Person',
      userRole: overrides.userRole ?? null,
      passwordHash: password === null ? null : await passwordHashOf(password),
      emailVerifiedAt: email && overrides.verified !== false ? new Date() : null,
      disabledAt: overrides.disabledAt ?? null,
    })
    .returning({ id: users.id, email: users.email, name: users.name, userRole: users.userRole })
  if (!user) throw new Error('user not created')
  return user
}

export interface ProfileOverrides {
  name?: string
  username?: string | null
  firstName?: string | null
  lastName?: string | null
  grade?: number | null
  picturePassword?: number | null
  /** Default none: one picture, as children had before two pictures (decision 162). */
  picturePasswordSecond?: number | null
  secretWords?: string | null
  pendingVerification?: boolean
  setupCompletedAt?: Date | null
  archivedAt?: Date | null
  /** When it was made (the embedded database's clock ticks in milliseconds: give order explicitly). */
  createdAt?: Date
}

/** A profile (a role at a school) for an existing user. */
export async function addProfile(
  db: Db,
  user: { id: string; email: string | null; name: string; userRole: UserRole | null },
  school: { id: string },
  role: ProfileRole,
  overrides: ProfileOverrides = {},
): Promise<Person> {
  const { createdAt, ...values } = overrides
  const name = overrides.name ?? user.name
  const [profile] = await db
    .insert(profiles)
    .values({
      userId: user.id,
      schoolId: school.id,
      role,
      ...values,
      name,
      ...(createdAt ? { createdAt } : {}),
    })
    .returning({ id: profiles.id, username: profiles.username })
  if (!profile) throw new Error('profile not created')
  const visitorType = visitorTypeOf({ role, user_role: user.userRole })
  if (visitorType === 'anonymous') throw new Error('unreachable: a profile always has a visitor type')
  return {
    userId: user.id,
    profileId: profile.id,
    schoolId: school.id,
    role,
    name,
    email: user.email,
    username: profile.username,
    actor: {
      userId: user.id,
      profileId: profile.id,
      schoolId: school.id,
      visitorType,
      role,
      userRole: user.userRole,
      name,
    },
  }
}
