import { and, eq, isNotNull } from 'drizzle-orm'
import type { Db } from '@/server/db/client'
import { activity, profiles } from '@/server/db/schema'
import { type Counter, clearAttempts, LOGIN_LIMITS } from './rate-limit'

/**
 * PRODUCT.md §2: "Failed attempts lock that student for 1 minute after 5 misses and tell the
 * teacher", whichever way the child signs in (password, picture, secret words): one counter per
 * student. `profiles.locked_until` mirrors the lock for the teacher's screens.
 */
export const STUDENT_LOCK = LOGIN_LIMITS.studentAccount

export function studentCounter(profileId: string): Counter {
  return { key: `login:student:${profileId}`, rule: STUDENT_LOCK, onSuccess: 'clear' }
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

/** The lock began (once per lock, see Attempt.failed): the teacher's screens and feed show it. */
export async function recordStudentLock(db: Db, lock: StudentLock): Promise<void> {
  await db.update(profiles).set({ lockedUntil: lock.until }).where(eq(profiles.id, lock.profileId))
  await db.insert(activity).values({
    schoolId: lock.schoolId,
    profileId: lock.profileId,
    kind: 'login_locked',
    subject: {
      ...(lock.schoolClass ? { classId: lock.schoolClass.id, className: lock.schoolClass.name } : {}),
      studentName: lock.studentName,
      method: lock.method,
    },
  })
}

/** The child got in: whatever lock the teacher's screens showed is over. */
export async function studentSignedIn(db: Db, profileId: string): Promise<void> {
  await db
    .update(profiles)
    .set({ lockedUntil: null })
    .where(and(eq(profiles.id, profileId), isNotNull(profiles.lockedUntil)))
}

/** A teacher unlocks the child, or gives them a new secret. */
export async function clearStudentLock(db: Db, profileId: string): Promise<void> {
  await clearAttempts(db, studentCounter(profileId).key)
  await db.update(profiles).set({ lockedUntil: null }).where(eq(profiles.id, profileId))
}
