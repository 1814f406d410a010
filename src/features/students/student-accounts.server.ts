import { and, asc, eq, isNull } from 'drizzle-orm'
import { recordAudit } from '@/features/audit/audit-record.server'
import { randomPicturePair } from '@/lib/secret-pictures'
import { randomSecretWords } from '@/lib/students/secret-words'
import { generateStudentPassword } from '@/lib/students/student-password'
import { m } from '@/paraglide/messages'
import { type Actor, assertAdult } from '@/server/auth/actor'
import { hashPassword } from '@/server/auth/password'
import type { Db } from '@/server/db/client'
import { isUniqueViolation } from '@/server/db/pg-errors'
import { classMembers, profiles, users } from '@/server/db/schema'
import { HttpError } from '@/server/errors'
import { checkClasses, findStudent } from './get-student.server'
import type { NewCredentials } from './student-secrets.server'
import { freeUsername, USERNAME_INDEX } from './usernames.server'

/**
 * Turns a quick-join (STUDENT_SESSION) profile into a student account: a username, a password, a
 * secret picture and secret words are made; the last name is optional. The profile stays the same
 * row, so everything it did (progress, saved code) stays with it, however long ago it joined: the
 * 2 hours of quick join limit its cookie, not its work.
 */
export async function convertSessionStudent(
  db: Db,
  actor: Actor,
  studentId: string,
  input: { firstName: string; lastName?: string | null },
): Promise<NewCredentials> {
  assertAdult(actor)
  const student = await findStudent(db, actor, studentId)
  if (student.role !== 'STUDENT_SESSION') throw new HttpError(409, m.students_error_has_account())
  const made = await makeAccount(db, actor.schoolId, student, input)
  recordAudit(db, actor, 'student.converted', student)
  return made
}

async function makeAccount(
  db: Db,
  schoolId: string,
  student: { id: string; userId: string },
  input: { firstName: string; lastName?: string | null },
): Promise<NewCredentials> {
  const firstName = input.firstName.trim()
  const lastName = input.lastName?.trim() || null
  const name = lastName ? `${firstName} ${lastName}` : firstName
  const password = generateStudentPassword()
  const passwordHash = await hashPassword(password)
  // Two pictures in a row (decision 162).
  const { first: picturePassword, second: picturePasswordSecond } = randomPicturePair()
  const secretWords = randomSecretWords()
  for (let attempt = 0; ; attempt++) {
    const username = await freeUsername(db, schoolId, firstName, lastName)
    try {
      const converted = await db.transaction(async (tx) => {
        // Only a quick-join profile becomes an account: two teachers pressing at once make one.
        const rows = await tx
          .update(profiles)
          .set({
            role: 'STUDENT',
            name,
            firstName,
            lastName,
            username,
            picturePassword,
            picturePasswordSecond,
            secretWords,
          })
          .where(and(eq(profiles.id, student.id), eq(profiles.role, 'STUDENT_SESSION')))
          .returning({ id: profiles.id })
        if (rows.length === 0) return false
        await tx.update(users).set({ passwordHash, name }).where(eq(users.id, student.userId))
        return true
      })
      if (!converted) throw new HttpError(409, m.students_error_has_account())
      return {
        studentId: student.id,
        username,
        password,
        picturePassword,
        picturePasswordSecond,
        secretWords,
      }
    } catch (error) {
      if (!isUniqueViolation(error, USERNAME_INDEX) || attempt >= 3) throw error
    }
  }
}

/**
 * One action for a whole class: every quick-joined child of it gets an account, named as they typed
 * it ("Leo", "Leo K"). Their login cards can be printed right after. Returns how many were made.
 */
export async function makeAccountsForClass(
  db: Db,
  actor: Actor,
  classId: string,
): Promise<{ created: number }> {
  assertAdult(actor)
  const [schoolClass] = await checkClasses(db, actor, [classId])
  const sessionChildren = await db
    .select({
      id: profiles.id,
      userId: profiles.userId,
      name: profiles.name,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
    })
    .from(classMembers)
    .innerJoin(profiles, eq(profiles.id, classMembers.profileId))
    .where(
      and(
        eq(classMembers.classId, schoolClass!),
        eq(profiles.role, 'STUDENT_SESSION'),
        eq(profiles.schoolId, actor.schoolId),
        isNull(profiles.archivedAt),
      ),
    )
    .orderBy(asc(profiles.createdAt), asc(profiles.id))
  let created = 0
  for (const child of sessionChildren) {
    try {
      await makeAccount(db, actor.schoolId, child, {
        firstName: child.firstName ?? child.name,
        lastName: child.lastName,
      })
      created++
      recordAudit(db, actor, 'student.converted', child)
    } catch (error) {
      // Made meanwhile by another teacher: nothing to do for this child.
      if (!(error instanceof HttpError && error.status === 409)) throw error
    }
  }
  return { created }
}
