import type { Db } from '@/server/db/client'
import { classMembers, profiles, users } from '@/server/db/schema'
import { addProfile, createUser, type Person, type ProfileOverrides } from './person'
import { uniqueId } from './unique'

export interface StudentOverrides extends Omit<ProfileOverrides, 'name'> {
  role?: 'STUDENT' | 'STUDENT_SESSION'
  /** Default: none (a picture or words login); a string gives the student a password login. */
  password?: string | null
  /** Classes the student is a member of. */
  classIds?: string[]
}

export interface Student extends Person {
  firstName: string
  lastName: string | null
  picturePassword: number | null
  picturePasswordSecond: number | null
  secretWords: string | null
}

/**
 * A student of a school: a user with no email, a unique username, secret picture 3 and secret words
 * "happy tiger" (what a picture or words login asks), optionally in classes.
 */
export async function createStudent(
  db: Db,
  school: { id: string },
  overrides: StudentOverrides = {},
): Promise<Student> {
  const { role = 'STUDENT', password = null, classIds = [], ...profile } = overrides
  const firstName = profile.firstName ?? 'Kid'
  const lastName = profile.lastName === undefined ? `L${uniqueId()}` : profile.lastName
  const name = lastName ? `${firstName} ${lastName}` : firstName
  const user = await createUser(db, { email: null, name, password })
  const picturePassword = profile.picturePassword === undefined ? 3 : profile.picturePassword
  const secretWords = profile.secretWords === undefined ? 'happy tiger' : profile.secretWords
  const person = await addProfile(db, user, school, role, {
    ...profile,
    firstName,
    lastName,
    username: profile.username === undefined ? `u${uniqueId()}` : profile.username,
    picturePassword,
    secretWords,
  })
  if (classIds.length > 0) {
    await db
      .insert(classMembers)
      .values(classIds.map((classId) => ({ classId, profileId: person.profileId })))
  }
  return {
    ...person,
    firstName,
    lastName,
    picturePassword,
    picturePasswordSecond: profile.picturePasswordSecond ?? null,
    secretWords,
  }
}

/** Many students at once (one insert per table), for size tests; in a class when given. */
export async function createStudents(
  db: Db,
  school: { id: string },
  count: number,
  options: { classId?: string } = {},
): Promise<{ profileId: string; name: string; username: string }[]> {
  if (count === 0) return []
  const batch = uniqueId()
  const people = Array.from({ length: count }, (_, i) => ({
    first: `Kid${i}`,
    last: `Bulk${batch}x${i}`,
    username: `b${batch}-${i}`,
  }))
  const userRows = await db
    .insert(users)
    .values(people.map((p) => ({ name: `${p.first} ${p.last}` })))
    .returning({ id: users.id })
  const profileRows = await db
    .insert(profiles)
    .values(
      userRows.map((user, i) => ({
        userId: user.id,
        schoolId: school.id,
        role: 'STUDENT' as const,
        name: `${people[i]!.first} ${people[i]!.last}`,
        firstName: people[i]!.first,
        lastName: people[i]!.last,
        username: people[i]!.username,
        picturePassword: i % 12,
      })),
    )
    .returning({ profileId: profiles.id, name: profiles.name, username: profiles.username })
  if (options.classId) {
    const classId = options.classId
    await db.insert(classMembers).values(profileRows.map((p) => ({ classId, profileId: p.profileId })))
  }
  return profileRows.map((row) => ({ ...row, username: row.username ?? '' }))
}
