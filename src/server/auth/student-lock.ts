import { and, eq, isNotNull, or, sql } from 'drizzle-orm'
import type { Db } from '@/server/db/client'
import { activity, profiles, rateLimits } from '@/server/db/schema'
import { type Counter, clearAttempts, LOGIN_LIMITS, type RateLimit } from './rate-limit'

/**
 * PRODUCT.md §2: "Failed attempts lock that student for 1 minute after 5 misses and tell the
 * teacher", whichever way the child signs in (password, picture, secret words): one counter per
 * student. `profiles.locked_until` mirrors the lock for the teacher's screens.
 */
export const STUDENT_LOCK = LOGIN_LIMITS.studentAccount

/**
 * Picture and words sign-in escalate (decision 162): the first lock since the child last got in
 * lasts a minute; from the second on, only a teacher unlocks the child (`unlock_required_at`).
 */
const TEACHER_UNLOCK_FROM_LOCK = 2

/**
 * Picture and words misses of a whole class, whichever child they were for (decision 162): a
 * guesser spreading tries over 30 children is stopped here, and sign-in with pictures or words
 * pauses for the class until a teacher lets it go on (or a day after the last miss). A day allows
 * 40 misses and one more per child: every answer holds a count while it is checked, so a class
 * whose children all tap at the same moment is never turned away by its own right answers.
 */
const CLASS_MISSES_PER_DAY = 40

function classSignInRule(classSize: number): RateLimit {
  return { limit: CLASS_MISSES_PER_DAY + classSize, windowSeconds: 24 * 60 * 60 }
}

export function studentCounter(profileId: string): Counter {
  return { key: `login:student:${profileId}`, rule: STUDENT_LOCK, onSuccess: 'clear' }
}

/**
 * A right answer gives its count back: 30 children signing in right use up nothing. `classSize`:
 * the children of the class who sign in with a secret.
 */
export function classSignInCounter(classId: string, classSize: number): Counter {
  return { key: `login:class:${classId}`, rule: classSignInRule(classSize), onSuccess: 'refund' }
}

/** A username no student has is locked like one that exists, so a lock says nothing about it. */
export function unknownStudentCounter(schoolId: string, username: string): Counter {
  return { key: `login:student:${schoolId}:${username}`, rule: STUDENT_LOCK, onSuccess: 'clear' }
}

export interface StudentLock {
  profileId: string
  schoolId: string
  studentName: string
  until: Date
  method: 'password' | 'picture' | 'words'
  schoolClass?: { id: string; name: string }
}

/**
 * The lock began (once per lock, see Attempt.failed): the teacher's screens and feed show it.
 * A picture or words lock counts toward escalation; the answer says whether only a teacher can
 * unlock the child now. (Password sign-in keeps the one-minute lock: it has its own limits.)
 */
export async function recordStudentLock(db: Db, lock: StudentLock): Promise<{ teacherMustUnlock: boolean }> {
  let teacherMustUnlock = false
  if (lock.method === 'password') {
    await db.update(profiles).set({ lockedUntil: lock.until }).where(eq(profiles.id, lock.profileId))
  } else {
    const [row] = await db
      .update(profiles)
      .set({
        lockedUntil: lock.until,
        signInLocks: sql`least(${profiles.signInLocks} + 1, 1000)`,
        unlockRequiredAt: sql`case when ${profiles.signInLocks} + 1 >= ${TEACHER_UNLOCK_FROM_LOCK} then coalesce(${profiles.unlockRequiredAt}, now()) else ${profiles.unlockRequiredAt} end`,
      })
      .where(eq(profiles.id, lock.profileId))
      .returning({ unlockRequiredAt: profiles.unlockRequiredAt })
    teacherMustUnlock = Boolean(row?.unlockRequiredAt)
  }
  await db.insert(activity).values({
    schoolId: lock.schoolId,
    profileId: lock.profileId,
    kind: 'login_locked',
    subject: {
      ...(lock.schoolClass ? { classId: lock.schoolClass.id, className: lock.schoolClass.name } : {}),
      studentName: lock.studentName,
      method: lock.method,
      ...(teacherMustUnlock ? { teacherMustUnlock: true } : {}),
    },
  })
  return { teacherMustUnlock }
}

/** The class's picture and words sign-in paused (once per pause): the teacher's feed shows it. */
export async function recordClassSignInPause(
  db: Db,
  pause: { schoolId: string; schoolClass: { id: string; name: string } },
): Promise<void> {
  await db.insert(activity).values({
    schoolId: pause.schoolId,
    kind: 'class_sign_in_paused',
    subject: { classId: pause.schoolClass.id, className: pause.schoolClass.name },
  })
}

/** Whether the class's misses paused its picture and words sign-in (shown on the class page). */
export async function classSignInPaused(db: Db, classId: string, classSize: number): Promise<boolean> {
  const { key, rule } = classSignInCounter(classId, classSize)
  const [row] = await db
    .select({ key: rateLimits.key })
    .from(rateLimits)
    .where(
      and(
        eq(rateLimits.key, key),
        sql`${rateLimits.count} >= ${rule.limit}`,
        sql`${rateLimits.windowStart} + make_interval(secs => ${rule.windowSeconds}) > now()`,
      ),
    )
  return Boolean(row)
}

/** A teacher lets the class sign in again: its misses are forgotten. */
export async function resumeClassSignIn(db: Db, classId: string): Promise<void> {
  await clearAttempts(db, classSignInCounter(classId, 0).key)
}

/** The child got in: whatever lock the teacher's screens showed is over, and escalation starts again. */
export async function studentSignedIn(db: Db, profileId: string): Promise<void> {
  await db
    .update(profiles)
    .set({ lockedUntil: null, signInLocks: 0, unlockRequiredAt: null })
    .where(
      and(
        eq(profiles.id, profileId),
        or(
          isNotNull(profiles.lockedUntil),
          isNotNull(profiles.unlockRequiredAt),
          sql`${profiles.signInLocks} <> 0`,
        ),
      ),
    )
}

/**
 * A teacher unlocks the child, or gives them a new secret. An unlock keeps the count of locks, so
 * the next five misses again need the teacher (an unlock is no way in for a guesser); a new secret
 * makes every earlier guess worthless and starts escalation again.
 */
export async function clearStudentLock(
  db: Db,
  profileId: string,
  reason: 'unlocked' | 'new_secret' = 'unlocked',
): Promise<void> {
  await clearAttempts(db, studentCounter(profileId).key)
  await db
    .update(profiles)
    .set({
      lockedUntil: null,
      unlockRequiredAt: null,
      ...(reason === 'new_secret' ? { signInLocks: 0 } : {}),
    })
    .where(eq(profiles.id, profileId))
}
