import { and, eq, isNull } from 'drizzle-orm'
import { normalizeSecretWords } from '@/lib/students/secret-words'
import { type Counter, type RateLimit, takeAttempt } from '@/server/auth/rate-limit'
import { recordStudentLock, STUDENT_LOCK, studentCounter, studentSignedIn } from '@/server/auth/student-lock'
import type { Db } from '@/server/db/client'
import { classMembers, profiles } from '@/server/db/schema'
import { HttpError } from '@/server/errors'
import { findActiveClass, type JoinPlace, SLOW_DOWN } from './find-class.server'
import { type SignedIn, startStudentSession } from './student-session.server'

/** Sign-in misses per address across all students (on top of the per-student lock). */
const MISSES_PER_IP_LIMIT: RateLimit = { limit: 60, windowSeconds: 10 * 60 }

const missCounter = (ip: string): Counter => ({
  key: `join:miss:${ip}`,
  rule: MISSES_PER_IP_LIMIT,
  onSuccess: 'refund',
})

class LockedOutError extends HttpError {
  constructor() {
    super(423, 'Too many wrong tries. Wait one minute, then try again. Your teacher can help.')
  }
}

/**
 * Checks a picture or words answer for a child of this class. A miss counts toward the lock;
 * the fifth locks the child for a minute and tells the teacher (activity `login_locked`).
 */
async function secretSignIn(
  db: Db,
  place: JoinPlace,
  input: { code: string; studentId: string },
  kind: 'picture' | 'words',
  isRight: (student: { picturePassword: number | null; secretWords: string | null }) => boolean,
): Promise<SignedIn> {
  const schoolClass = await findActiveClass(db, place, input.code)
  if (schoolClass.loginType !== kind) {
    throw new HttpError(409, 'Your class signs in another way now. Ask your teacher.')
  }
  const [student] = await db
    .select({
      id: profiles.id,
      userId: profiles.userId,
      name: profiles.name,
      picturePassword: profiles.picturePassword,
      secretWords: profiles.secretWords,
    })
    .from(classMembers)
    .innerJoin(profiles, eq(profiles.id, classMembers.profileId))
    .where(
      and(
        eq(classMembers.classId, schoolClass.id),
        eq(classMembers.profileId, input.studentId),
        eq(profiles.role, 'STUDENT'),
        isNull(profiles.archivedAt),
      ),
    )
  if (!student) throw new HttpError(404, 'We could not find you in this class. Ask your teacher.')

  // Counted before the answer is looked at: of many taps at once, at most five are judged.
  const child = studentCounter(student.id)
  const attempt = await takeAttempt(db, [missCounter(place.ip), child])
  if (attempt.blocked?.key === child.key) throw new LockedOutError()
  if (attempt.blocked) throw new HttpError(429, SLOW_DOWN)

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
  const lock = exhausted.find((counter) => counter.key === child.key)
  if (lock) {
    await recordStudentLock(db, {
      profileId: student.id,
      schoolId: place.school.id,
      studentName: student.name,
      until: lock.until,
      method: kind,
      schoolClass: { id: schoolClass.id, name: schoolClass.name },
    })
    throw new LockedOutError()
  }
  const left = Math.max(1, STUDENT_LOCK.limit - attempt.count(child.key))
  throw new HttpError(
    400,
    kind === 'picture'
      ? `That is not your picture. Try again! (${left} ${left === 1 ? 'try' : 'tries'} left)`
      : `Those are not your secret words. Try again! (${left} ${left === 1 ? 'try' : 'tries'} left)`,
  )
}

export function signInWithPicture(
  db: Db,
  place: JoinPlace,
  input: { code: string; studentId: string; picture: number },
) {
  return secretSignIn(db, place, input, 'picture', (student) => student.picturePassword === input.picture)
}

export function signInWithWords(
  db: Db,
  place: JoinPlace,
  input: { code: string; studentId: string; words: string },
) {
  const typed = normalizeSecretWords(input.words)
  return secretSignIn(db, place, input, 'words', (student) => typed !== '' && student.secretWords === typed)
}
