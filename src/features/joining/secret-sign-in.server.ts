import { and, eq, isNull } from 'drizzle-orm'
import { normalizeSecretWords } from '@/lib/students/secret-words'
import { m } from '@/paraglide/messages'
import { type Counter, type RateLimit, takeAttempt } from '@/server/auth/rate-limit'
import {
  classSignInCounter,
  recordClassSignInPause,
  recordStudentLock,
  STUDENT_LOCK,
  studentCounter,
  studentSignedIn,
} from '@/server/auth/student-lock'
import type { Db } from '@/server/db/client'
import { classMembers, profiles } from '@/server/db/schema'
import { HttpError } from '@/server/errors'
import { findActiveClass, type JoinPlace } from './find-class.server'
import { classmateKey } from './join-roster.server'
import { type SignedIn, startStudentSession } from './student-session.server'

/** Sign-in misses per address across all students (on top of the per-student lock). */
const MISSES_PER_IP_LIMIT: RateLimit = { limit: 60, windowSeconds: 10 * 60 }

const missCounter = (ip: string): Counter => ({
  key: `join:miss:${ip}`,
  rule: MISSES_PER_IP_LIMIT,
  onSuccess: 'refund',
})

// What a child is told when the tries run out, in the request's language (decision 219).
export const waitAMinute = () => m.join_error_wait_a_minute()
export const askTeacher = () => m.join_error_ask_teacher()
export const classPaused = () => m.join_error_class_paused()

interface Secret {
  picturePassword: number | null
  picturePasswordSecond: number | null
  secretWords: string | null
}

/**
 * Checks a picture or words answer for a child of this class (decision 162). Each answer is
 * counted before it is looked at, per address, per class and per child. The fifth miss locks the
 * child for a minute and tells the teacher (activity `login_locked`); the next lock since the
 * child last got in holds until a teacher unlocks them. The class's misses pause its sign-in.
 */
async function secretSignIn(
  db: Db,
  place: JoinPlace,
  input: { code: string; student: string },
  kind: 'picture' | 'words',
  isRight: (student: Secret) => boolean,
): Promise<SignedIn> {
  const schoolClass = await findActiveClass(db, place, input.code)
  if (schoolClass.loginType !== kind) {
    throw new HttpError(409, m.join_error_signs_in_another_way())
  }
  const members = await db
    .select({
      id: profiles.id,
      userId: profiles.userId,
      name: profiles.name,
      picturePassword: profiles.picturePassword,
      picturePasswordSecond: profiles.picturePasswordSecond,
      secretWords: profiles.secretWords,
      unlockRequiredAt: profiles.unlockRequiredAt,
    })
    .from(classMembers)
    .innerJoin(profiles, eq(profiles.id, classMembers.profileId))
    .where(
      and(
        eq(classMembers.classId, schoolClass.id),
        eq(profiles.role, 'STUDENT'),
        isNull(profiles.archivedAt),
      ),
    )
  const student = members.find((member) => classmateKey(schoolClass.id, member.id) === input.student)
  if (!student) throw new HttpError(404, m.join_error_not_in_class())
  // Only a teacher lifts this lock: nothing is counted or judged until then.
  if (student.unlockRequiredAt) throw new HttpError(423, askTeacher())

  // Counted before the answer is looked at: of many taps at once, at most five are judged.
  const child = studentCounter(student.id)
  const classCounter = classSignInCounter(schoolClass.id, members.length)
  const attempt = await takeAttempt(db, [missCounter(place.ip), classCounter, child])
  if (attempt.blocked?.key === child.key) throw new HttpError(423, waitAMinute())
  if (attempt.blocked?.key === classCounter.key) throw new HttpError(423, classPaused())
  if (attempt.blocked) throw new HttpError(429, m.join_error_slow_down())

  if (isRight(student)) {
    await attempt.succeeded()
    await studentSignedIn(db, student.id)
    return startStudentSession(
      db,
      place,
      { userId: student.userId, profileId: student.id, role: 'STUDENT' },
      schoolClass.id,
    )
  }

  const exhausted = await attempt.failed()
  const classLock = exhausted.find((counter) => counter.key === classCounter.key)
  if (classLock) {
    await recordClassSignInPause(db, {
      schoolId: place.school.id,
      schoolClass: { id: schoolClass.id, name: schoolClass.name },
    })
  }
  const lock = exhausted.find((counter) => counter.key === child.key)
  if (lock) {
    const { teacherMustUnlock } = await recordStudentLock(db, {
      profileId: student.id,
      schoolId: place.school.id,
      studentName: student.name,
      until: lock.until,
      method: kind,
      schoolClass: { id: schoolClass.id, name: schoolClass.name },
    })
    throw new HttpError(423, teacherMustUnlock ? askTeacher() : waitAMinute())
  }
  if (classLock) throw new HttpError(423, classPaused())
  const left = Math.max(1, STUDENT_LOCK.limit - attempt.count(child.key))
  throw new HttpError(
    400,
    kind === 'picture'
      ? student.picturePasswordSecond === null
        ? m.join_error_wrong_picture({ count: left })
        : m.join_error_wrong_pictures({ count: left })
      : m.join_error_wrong_words({ count: left }),
  )
}

/**
 * Two pictures in order for a child who has two (144 pairs); one for a child who still has one
 * picture from before two pictures (decision 162), until the teacher gives them two.
 */
export function signInWithPicture(
  db: Db,
  place: JoinPlace,
  input: { code: string; student: string; pictures: number[] },
) {
  return secretSignIn(db, place, input, 'picture', (student) => {
    const wanted =
      student.picturePasswordSecond === null
        ? [student.picturePassword]
        : [student.picturePassword, student.picturePasswordSecond]
    return (
      student.picturePassword !== null &&
      input.pictures.length === wanted.length &&
      wanted.every((picture, i) => picture === input.pictures[i])
    )
  })
}

export function signInWithWords(
  db: Db,
  place: JoinPlace,
  input: { code: string; student: string; words: string },
) {
  const typed = normalizeSecretWords(input.words)
  return secretSignIn(db, place, input, 'words', (student) => typed !== '' && student.secretWords === typed)
}
