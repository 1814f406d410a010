import { addMembersInTransaction } from '@/features/classes/class-members.server'
import { takeStudentPlaces } from '@/features/students/student-places.server'
import { randomSecretWords } from '@/lib/students/secret-words'
import { hashPassword } from '@/server/auth/password'
import type { Db } from '@/server/db/client'
import { isUniqueViolation } from '@/server/db/pg-errors'
import { activity, profiles, users } from '@/server/db/schema'
import { HttpError } from '@/server/errors'
import { findActiveClass, type JoinPlace } from './find-class.server'
import { type SignedIn, startStudentSession } from './student-session.server'

function randomPicture(): number {
  const values = new Uint8Array(1)
  for (;;) {
    crypto.getRandomValues(values)
    if (values[0]! < 252) return values[0]! % 12
  }
}

/** /student/register: a username + password student who joins a class of this school by its code. */
export async function registerStudent(
  db: Db,
  place: JoinPlace,
  input: { code: string; firstName: string; lastName: string; username: string; password: string },
): Promise<SignedIn> {
  const schoolClass = await findActiveClass(db, place, input.code)
  const passwordHash = await hashPassword(input.password)
  const name = `${input.firstName} ${input.lastName}`
  try {
    const created = await db.transaction(async (tx) => {
      await takeStudentPlaces(tx, place.school.id, 1, 'child')
      const [user] = await tx.insert(users).values({ name, passwordHash }).returning({ id: users.id })
      const [profile] = await tx
        .insert(profiles)
        .values({
          userId: user!.id,
          schoolId: place.school.id,
          role: 'STUDENT',
          name,
          firstName: input.firstName,
          lastName: input.lastName,
          username: input.username,
          picturePassword: randomPicture(),
          secretWords: randomSecretWords(),
        })
        .returning({ id: profiles.id })
      await addMembersInTransaction(tx, {
        schoolId: place.school.id,
        classId: schoolClass.id,
        profileIds: [profile!.id],
      })
      await tx.insert(activity).values({
        schoolId: place.school.id,
        profileId: profile!.id,
        kind: 'student_joined',
        subject: {
          classId: schoolClass.id,
          className: schoolClass.name,
          studentName: name,
          method: 'register',
        },
      })
      return { userId: user!.id, profileId: profile!.id }
    })
    return startStudentSession(db, place, { ...created, role: 'STUDENT' }, schoolClass.id)
  } catch (error) {
    if (isUniqueViolation(error, 'profiles_school_username_unique')) {
      throw new HttpError(409, 'That username is taken. Try another one.', [
        { field: 'username', message: 'This username is taken.' },
      ])
    }
    throw error
  }
}
