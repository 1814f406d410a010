import { and, eq } from 'drizzle-orm'
import { addMembersInTransaction } from '@/features/students/class-membership.server'
import { studentPlaces, takeStudentPlaces } from '@/features/students/student-places.server'
import { randomPicturePair } from '@/lib/secret-pictures'
import { randomSecretWords } from '@/lib/students/secret-words'
import { noRoomForChild } from '@/lib/students/student-places'
import { m } from '@/paraglide/messages'
import { hashPassword } from '@/server/auth/password'
import { takeAttempt } from '@/server/auth/rate-limit'
import type { Db } from '@/server/db/client'
import { isUniqueViolation } from '@/server/db/pg-errors'
import { activity, profiles, users } from '@/server/db/schema'
import { HttpError } from '@/server/errors'
import { findActiveClass, type JoinPlace } from './find-class.server'
import { newStudentCounters } from './join-counters.server'
import { joinsBusy } from './quick-join.server'
import { type SignedIn, startStudentSession } from './student-session.server'

export const noSelfRegistration = () => m.join_error_no_self_registration()

/** Hashes a new password: Argon2id (`hashPassword`); a test passes its own to count the calls. */
export type PasswordHasher = (password: string) => Promise<string>

/**
 * /student/register: a username + password student who joins a class of this school by its code.
 * Everything cheap is checked before the password is hashed (decision 161): the code (with its
 * limits), the class's own setting, the new-student limits per address and class, a place under
 * the plan and the username; so a flood of registrations costs the server no hashing.
 */
export async function registerStudent(
  db: Db,
  place: JoinPlace,
  input: { code: string; firstName: string; lastName: string; username: string; password: string },
  hash: PasswordHasher = hashPassword,
): Promise<SignedIn> {
  const schoolClass = await findActiveClass(db, place, input.code)
  if (!schoolClass.selfRegistration) throw new HttpError(403, noSelfRegistration())
  const attempt = await takeAttempt(db, newStudentCounters(place.ip, schoolClass))
  if (attempt.blocked) throw new HttpError(429, joinsBusy())
  let created: { userId: string; profileId: string }
  let usernameWasTaken = false
  try {
    if ((await studentPlaces(db, place.school.id)).left === 0) throw new HttpError(409, noRoomForChild())
    const [taken] = await db
      .select({ id: profiles.id })
      .from(profiles)
      .where(and(eq(profiles.schoolId, place.school.id), eq(profiles.username, input.username)))
      .limit(1)
    usernameWasTaken = Boolean(taken)
    if (taken) throw usernameTaken()
    const passwordHash = await hash(input.password)
    created = await createAccount(db, place, schoolClass, input, passwordHash)
  } catch (error) {
    // A taken username keeps its count: the answer tells which usernames exist, so asking it is
    // limited like making a student. Any other refusal made nobody and tells nothing: it gives
    // back what it took.
    if (isUniqueViolation(error, 'profiles_school_username_unique')) throw usernameTaken()
    if (!usernameWasTaken) await attempt.cancelled()
    throw error
  }
  await attempt.succeeded()
  return startStudentSession(db, place, { ...created, role: 'STUDENT' }, schoolClass.id)
}

function usernameTaken() {
  return new HttpError(409, m.join_error_username_taken(), [
    { field: 'username', message: m.join_error_username_taken_field() },
  ])
}

async function createAccount(
  db: Db,
  place: JoinPlace,
  schoolClass: { id: string; name: string },
  input: { firstName: string; lastName: string; username: string },
  passwordHash: string,
) {
  const name = `${input.firstName} ${input.lastName}`
  const pictures = randomPicturePair()
  return db.transaction(async (tx) => {
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
        picturePassword: pictures.first,
        picturePasswordSecond: pictures.second,
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
}
