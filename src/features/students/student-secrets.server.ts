import { eq } from 'drizzle-orm'
import { recordAudit } from '@/features/audit/audit-record.server'
import { randomPicturePair } from '@/lib/secret-pictures'
import { randomSecretWords } from '@/lib/students/secret-words'
import { generateStudentPassword } from '@/lib/students/student-password'
import { m } from '@/paraglide/messages'
import { type Actor, assertAdult } from '@/server/auth/actor'
import { revokeTokensOfUser } from '@/server/auth/one-time-tokens'
import { hashPassword } from '@/server/auth/password'
import { endSessionsOfUser } from '@/server/auth/sessions'
import { clearStudentLock } from '@/server/auth/student-lock'
import type { Db } from '@/server/db/client'
import { profiles, users } from '@/server/db/schema'
import { HttpError } from '@/server/errors'
import { findStudent } from './get-student.server'

export interface NewCredentials {
  studentId: string
  username: string | null
  /** Shown once: only its hash is kept. */
  password: string | null
  picturePassword: number | null
  /** The second picture, tapped after the first (decision 162); null for a child who has one. */
  picturePasswordSecond: number | null
  secretWords: string | null
}

/** A new password, picture or pair of secret words; the new secret is returned to show once. */
export async function resetStudentSecret(
  db: Db,
  actor: Actor,
  studentId: string,
  what: 'password' | 'picture' | 'words',
): Promise<NewCredentials> {
  assertAdult(actor)
  const student = await findStudent(db, actor, studentId)
  if (student.role !== 'STUDENT') {
    throw new HttpError(409, m.students_error_quick_join_secret())
  }
  const result: NewCredentials = {
    studentId,
    username: student.username,
    password: null,
    picturePassword: student.picturePassword,
    picturePasswordSecond: student.picturePasswordSecond,
    secretWords: student.secretWords,
  }
  if (what === 'password') {
    result.password = generateStudentPassword()
    await db
      .update(users)
      .set({ passwordHash: await hashPassword(result.password) })
      .where(eq(users.id, student.userId))
  } else if (what === 'picture') {
    // New pictures are always two (decision 162), never the pair the child had.
    const pair = randomPicturePair({ first: student.picturePassword, second: student.picturePasswordSecond })
    result.picturePassword = pair.first
    result.picturePasswordSecond = pair.second
    await db
      .update(profiles)
      .set({ picturePassword: pair.first, picturePasswordSecond: pair.second })
      .where(eq(profiles.id, studentId))
  } else {
    let words = randomSecretWords()
    while (words === student.secretWords) words = randomSecretWords()
    result.secretWords = words
    await db.update(profiles).set({ secretWords: words }).where(eq(profiles.id, studentId))
  }
  // Whoever signed in with the old secret is out (record 028), and a fresh secret lifts a lockout.
  await endSessionsOfUser(db, student.userId)
  // …and a printed sign-in card stops working with the old secret (decision 172).
  await revokeTokensOfUser(db, student.userId, ['magic'])
  await clearStudentLock(db, studentId, 'new_secret')
  if (what === 'password') recordAudit(db, actor, 'student.password.reset', student)
  else recordAudit(db, actor, 'student.secret.reset', student, { detail: { what } })
  return result
}

export async function unlockStudent(db: Db, actor: Actor, studentId: string): Promise<void> {
  assertAdult(actor)
  const student = await findStudent(db, actor, studentId)
  await clearStudentLock(db, studentId)
  recordAudit(db, actor, 'student.unlocked', student)
}
