import { eq, sql } from 'drizzle-orm'
import { classStartLesson } from '@/features/courses/class-start-lesson.server'
import { type CookieSpec, profileCookieMaxAge, signInCookies } from '@/server/auth/auth-cookies'
import { createSession } from '@/server/auth/sessions'
import type { Db } from '@/server/db/client'
import { profiles } from '@/server/db/schema'
import type { JoinPlace } from './find-class.server'

export interface SignedIn {
  profileId: string
  cookies: CookieSpec[]
  /** Where the child goes next. */
  redirectTo: string
}

export async function startStudentSession(
  db: Db,
  place: JoinPlace,
  student: { userId: string; profileId: string; role: 'STUDENT' | 'STUDENT_SESSION' },
  classId: string,
): Promise<SignedIn> {
  const session = await createSession(db, {
    userId: student.userId,
    profileId: student.profileId,
    schoolId: place.school.id,
    maxAgeSeconds: profileCookieMaxAge(student.role),
  })
  await db.update(profiles).set({ lastActiveAt: sql`now()` }).where(eq(profiles.id, student.profileId))
  // Straight into the class's lesson: a child who came for it should not have to find it.
  const lesson = await classStartLesson(db, {
    schoolId: place.school.id,
    classId,
    profileId: student.profileId,
  })
  return {
    profileId: student.profileId,
    cookies: signInCookies({
      account: place.school.subdomain,
      profileId: student.profileId,
      role: student.role,
      token: session.token,
    }),
    redirectTo: lesson ? `/student/lesson/${lesson}` : '/student/courses',
  }
}
