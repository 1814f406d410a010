import { and, asc, eq, isNull, sql } from 'drizzle-orm'
import { ADULTS } from '@/access/visitor'
import { createSchoolClass } from '@/features/classes/class-form.server'
import { getLoginCards, type LoginCards } from '@/features/students/login-cards.server'
import { type Actor, assertActor } from '@/server/auth/actor'
import type { Db } from '@/server/db/client'
import { qualified } from '@/server/db/qualified-column'
import { classCards, classMembers, classTeachers, schoolClasses, schools } from '@/server/db/schema'
import { listSetupCourses } from './overview.server'
import type { SetupClassValues } from './setup.schemas'

/**
 * The teacher's first-run wizard (/dashboard/setup): my name → my first class → a course → the
 * join code and printable cards. Classes are made by the classes feature (createSchoolClass); this file
 * only gathers what the wizard shows.
 */

export interface SetupState {
  name: string
  schoolName: string
  allowedLoginTypes: ('picture' | 'words' | 'password')[]
  courses: Awaited<ReturnType<typeof listSetupCourses>>
  /** Classes the teacher already teaches, newest first: a returning teacher can jump to the end. */
  myClasses: { id: string; name: string; joinCode: string; students: number; courses: number }[]
}

export async function getSetupState(db: Db, actor: Actor): Promise<SetupState> {
  assertActor(actor, ...ADULTS)
  const [school] = await db
    .select({ name: schools.name, allowedLoginTypes: schools.allowedLoginTypes })
    .from(schools)
    .where(eq(schools.id, actor.schoolId))
  const myClasses = await db
    .select({
      id: schoolClasses.id,
      name: schoolClasses.name,
      joinCode: schoolClasses.joinCode,
      students: sql<number>`(select count(*)::int from ${classMembers} where ${classMembers.classId} = ${qualified(schoolClasses.id)})`,
      courses: sql<number>`(select count(*)::int from ${classCards} where ${classCards.classId} = ${qualified(schoolClasses.id)})`,
    })
    .from(schoolClasses)
    .innerJoin(
      classTeachers,
      and(eq(classTeachers.classId, schoolClasses.id), eq(classTeachers.profileId, actor.profileId)),
    )
    .where(and(eq(schoolClasses.schoolId, actor.schoolId), isNull(schoolClasses.archivedAt)))
    .orderBy(sql`${schoolClasses.createdAt} desc`, asc(schoolClasses.name))
  return {
    name: actor.name,
    schoolName: school?.name ?? '',
    allowedLoginTypes: school?.allowedLoginTypes ?? ['password'],
    courses: await listSetupCourses(db, actor),
    myClasses: myClasses.map((row) => ({
      ...row,
      students: Number(row.students),
      courses: Number(row.courses),
    })),
  }
}

/**
 * Creates the wizard's class through the classes feature, with the actor teaching it (an admin
 * running the wizard teaches it too) and the chosen course assigned. The classes feature checks the
 * login type against the school's settings and the course against the school's catalog.
 */
export async function createSetupClass(
  db: Db,
  actor: Actor,
  input: SetupClassValues,
): Promise<{ id: string; joinCode: string }> {
  assertActor(actor, ...ADULTS)
  return createSchoolClass(db, actor, {
    name: input.name,
    grade: input.grade,
    loginType: input.loginType,
    quickJoin: input.quickJoin,
    teacherIds: actor.visitorType === 'teacher' ? [] : [actor.profileId],
    cardIds: input.cardId ? [input.cardId] : [],
  })
}

/** What the last step prints: the class's login cards (students' cards, or join cards when empty). */
export async function getSetupCards(db: Db, actor: Actor, classId: string): Promise<LoginCards> {
  assertActor(actor, ...ADULTS)
  return getLoginCards(db, actor, [classId])
}
