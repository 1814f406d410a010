import { and, eq, isNull, sql } from 'drizzle-orm'
import { recordAudit } from '@/features/audit/audit-record.server'
import { randomPicture } from '@/lib/secret-pictures'
import { tellApart } from '@/lib/students/display-names'
import { m } from '@/paraglide/messages'
import { type Actor, assertAdult } from '@/server/auth/actor'
import { classSignInPaused, resumeClassSignIn } from '@/server/auth/student-lock'
import type { Db } from '@/server/db/client'
import { classMembers, profiles } from '@/server/db/schema'
import { HttpError } from '@/server/errors'
import { findManageableClass } from './managed-class.server'

interface LockedChild {
  profileId: string
  name: string
  /** Locked for a minute: when it ends. Null when only a teacher can unlock them. */
  until: Date | null
  teacherMustUnlock: boolean
}

/** How the class's children sign in now: who is locked out, whether the class is paused (decision 162). */
export interface ClassSignIn {
  /** Wrong tries in a day (40, and one per child) paused picture and words sign-in for the class. */
  paused: boolean
  locked: LockedChild[]
  /** Picture classes: children who still sign in with one picture (12 to guess, not 144). */
  onePicture: number
}

export async function getClassSignIn(db: Db, actor: Actor, classId: string): Promise<ClassSignIn> {
  assertAdult(actor)
  const schoolClass = await findManageableClass(db, actor, classId, true)
  const rows = await db
    .select({
      id: profiles.id,
      name: profiles.name,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      picturePassword: profiles.picturePassword,
      picturePasswordSecond: profiles.picturePasswordSecond,
      lockedUntil:
        sql<Date | null>`case when ${profiles.lockedUntil} > now() then ${profiles.lockedUntil} end`.mapWith(
          profiles.lockedUntil,
        ),
      teacherMustUnlock: sql<boolean>`${profiles.unlockRequiredAt} is not null`.mapWith(Boolean),
    })
    .from(classMembers)
    .innerJoin(profiles, eq(profiles.id, classMembers.profileId))
    .where(and(eq(classMembers.classId, classId), eq(profiles.role, 'STUDENT'), isNull(profiles.archivedAt)))
  const names = tellApart(rows, 'full')
  const locked = rows
    .filter((row) => row.teacherMustUnlock || row.lockedUntil)
    .map((row) => ({
      profileId: row.id,
      name: names.get(row.id) ?? row.name,
      until: row.teacherMustUnlock ? null : row.lockedUntil,
      teacherMustUnlock: row.teacherMustUnlock,
    }))
    .sort((a, b) => a.name.localeCompare(b.name))
  const onePicture =
    schoolClass.loginType === 'picture'
      ? rows.filter((row) => row.picturePassword !== null && row.picturePasswordSecond === null).length
      : 0
  return { paused: await classSignInPaused(db, classId, rows.length), locked, onePicture }
}

/** "Let the class sign in again": the class's misses are forgotten (each child's own lock stays). */
export async function resumeClassSignInAsTeacher(db: Db, actor: Actor, classId: string): Promise<void> {
  assertAdult(actor)
  const schoolClass = await findManageableClass(db, actor, classId)
  await resumeClassSignIn(db, schoolClass.id)
  recordAudit(db, actor, 'class.sign_in.resumed', schoolClass)
}

/**
 * "Give everyone two pictures" (decision 162): each child of the class who still has one picture
 * keeps it and gets a second, tapped after it; the teacher prints new cards. Children who have
 * two already keep theirs. Nobody's session ends: what they knew still starts their pair.
 */
export async function giveClassTwoPictures(
  db: Db,
  actor: Actor,
  classId: string,
): Promise<{ given: number }> {
  assertAdult(actor)
  const schoolClass = await findManageableClass(db, actor, classId)
  if (schoolClass.loginType !== 'picture') {
    throw new HttpError(409, m.classes_error_not_pictures())
  }
  const rows = await db
    .select({ id: profiles.id, name: profiles.name })
    .from(classMembers)
    .innerJoin(profiles, eq(profiles.id, classMembers.profileId))
    .where(
      and(
        eq(classMembers.classId, classId),
        eq(profiles.role, 'STUDENT'),
        isNull(profiles.archivedAt),
        isNull(profiles.picturePasswordSecond),
      ),
    )
  let given = 0
  for (const row of rows) {
    // A child without any picture gets both; one with a picture gets a second (never twice).
    const updated = await db
      .update(profiles)
      .set({
        picturePassword: sql`coalesce(${profiles.picturePassword}, ${randomPicture()})`,
        picturePasswordSecond: randomPicture(),
      })
      .where(and(eq(profiles.id, row.id), isNull(profiles.picturePasswordSecond)))
      .returning({ id: profiles.id })
    if (updated.length === 0) continue
    given += 1
    recordAudit(db, actor, 'student.secret.reset', row, { detail: { what: 'second picture' } })
  }
  return { given }
}
