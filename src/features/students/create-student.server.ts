import { recordAudit } from '@/features/audit/audit-record.server'
import { randomPicturePair } from '@/lib/secret-pictures'
import { randomSecretWords } from '@/lib/students/secret-words'
import { generateStudentPassword } from '@/lib/students/student-password'
import { type Actor, assertSchoolAdmin } from '@/server/auth/actor'
import { hashPassword } from '@/server/auth/password'
import type { Db } from '@/server/db/client'
import { isUniqueViolation } from '@/server/db/pg-errors'
import { profiles, users } from '@/server/db/schema'
import { addMembersInTransaction } from './class-membership.server'
import { checkClasses } from './get-student.server'
import { takeStudentPlaces } from './student-places.server'
import type { NewCredentials } from './student-secrets.server'
import type { CreateStudentValues } from './students.schemas'
import { freeUsername, USERNAME_INDEX, usernameTaken } from './usernames.server'

/** Adds one student (admins only, SPEC §2.5 students/new) with a username, password, picture and words. */
export async function createStudent(
  db: Db,
  actor: Actor,
  input: CreateStudentValues,
): Promise<NewCredentials> {
  assertSchoolAdmin(actor)
  const classIds = await checkClasses(db, actor, input.classIds)
  const password = input.password || generateStudentPassword()
  const passwordHash = await hashPassword(password)
  // Two pictures in a row (decision 162).
  const { first: picturePassword, second: picturePasswordSecond } = randomPicturePair()
  const secretWords = randomSecretWords()
  const name = `${input.firstName} ${input.lastName}`
  for (let attempt = 0; ; attempt++) {
    const username =
      input.username || (await freeUsername(db, actor.schoolId, input.firstName, input.lastName))
    try {
      const studentId = await db.transaction(async (tx) => {
        await takeStudentPlaces(tx, actor.schoolId, 1, 'adult')
        const [user] = await tx.insert(users).values({ name, passwordHash }).returning({ id: users.id })
        const [profile] = await tx
          .insert(profiles)
          .values({
            userId: user!.id,
            schoolId: actor.schoolId,
            role: 'STUDENT',
            name,
            firstName: input.firstName,
            lastName: input.lastName,
            username,
            grade: input.grade,
            picturePassword,
            picturePasswordSecond,
            secretWords,
          })
          .returning({ id: profiles.id })
        for (const classId of classIds) {
          await addMembersInTransaction(tx, { schoolId: actor.schoolId, classId, profileIds: [profile!.id] })
        }
        return profile!.id
      })
      recordAudit(db, actor, 'student.created', { id: studentId, name })
      return { studentId, username, password, picturePassword, picturePasswordSecond, secretWords }
    } catch (error) {
      if (!isUniqueViolation(error, USERNAME_INDEX)) throw error
      if (input.username) throw usernameTaken(input.username)
      if (attempt >= 3) throw error
    }
  }
}
