import type { Db } from '@/server/db/client'
import { addProfile, createUser, type Person, type ProfileOverrides, type UserOverrides } from './person'
import { uniqueId } from './unique'

export type AdultOverrides = UserOverrides &
  Pick<ProfileOverrides, 'pendingVerification' | 'archivedAt' | 'createdAt'>

/**
 * An adult with a profile at a school: a unique email, the test password, and an address a mailed
 * link has verified (record 030) unless `verified: false`.
 */
export async function createAdult(
  db: Db,
  school: { id: string },
  role: 'TEACHER' | 'ADMIN',
  overrides: AdultOverrides = {},
): Promise<Person> {
  const { pendingVerification, archivedAt, createdAt, ...userOverrides } = overrides
  const id = uniqueId()
  const user = await createUser(db, {
    name: `${role === 'ADMIN' ? 'Admin' : 'Teacher'} ${id}`,
    email: `${role.toLowerCase()}-${id}@example.test`,
    ...userOverrides,
  })
  return addProfile(db, user, school, role, { pendingVerification, archivedAt, createdAt })
}

export const createTeacher = (db: Db, school: { id: string }, overrides: AdultOverrides = {}) =>
  createAdult(db, school, 'TEACHER', overrides)

export const createAdmin = (db: Db, school: { id: string }, overrides: AdultOverrides = {}) =>
  createAdult(db, school, 'ADMIN', overrides)

/** Internal staff (a user role) land at a school through an ADMIN profile, as in the demo data. */
export const createStaff = (
  db: Db,
  school: { id: string },
  overrides: AdultOverrides & { userRole?: 'SUPER' | 'STAFF' | 'LESSON_EDITOR' } = {},
) => createAdult(db, school, 'ADMIN', { userRole: 'STAFF', ...overrides })
