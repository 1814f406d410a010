import { and, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm'
import { STUDENT_ROLES } from '@/access/visitor'
import { m } from '@/paraglide/messages'
import { qualified as q } from '@/server/db/qualified-column'
import { classMembers, classTeachers, profiles, schoolClasses } from '@/server/db/schema'
import { HttpError } from '@/server/errors'
import { type Actor, isSchoolAdmin } from './actor'

/**
 * Which classes and students an actor may see and manage, inside their own school (SPEC §2.5,
 * PRODUCT.md §3, decisions 042 and 114), as SQL conditions every query adds to its `where`: admins and
 * staff every class and student of their school; a teacher the classes they teach and the
 * students in them. Every condition starts with the actor's school; another school's ids are
 * simply not found (404), never told apart from missing ones.
 */
export type ScopeActor = Pick<Actor, 'profileId' | 'schoolId' | 'visitorType'>

const teaches = (actor: ScopeActor) =>
  sql`exists (select 1 from ${classTeachers} where ${q(classTeachers.classId)} = ${q(schoolClasses.id)} and ${q(classTeachers.profileId)} = ${actor.profileId})`

/**
 * Classes of the actor's school the actor may manage: admins and staff every class, archived ones
 * included; a teacher the classes they teach that are not archived (decision 114).
 */
export function manageableClasses(actor: ScopeActor): SQL {
  const inSchool = eq(schoolClasses.schoolId, actor.schoolId)
  if (isSchoolAdmin(actor)) return inSchool
  return and(inSchool, isNull(schoolClasses.archivedAt), teaches(actor))!
}

/**
 * Classes the actor may look at: manageableClasses and, for a teacher, the archived classes they
 * taught, read-only (the "Last year" view: the archived list and the class page, decision 114).
 */
export function readableClasses(actor: ScopeActor): SQL {
  const inSchool = eq(schoolClasses.schoolId, actor.schoolId)
  if (isSchoolAdmin(actor)) return inSchool
  return and(inSchool, teaches(actor))!
}

/** The classes of manageableClasses that are not archived (lists of "my classes"). */
export function activeManageableClasses(actor: ScopeActor): SQL {
  return and(manageableClasses(actor), isNull(schoolClasses.archivedAt))!
}

/**
 * Student profiles of the actor's school the actor may see and change (not archived): admins and
 * staff all; a teacher those in a class they teach that is not archived (decision 114).
 */
export function manageableStudents(actor: ScopeActor): SQL {
  const base = and(
    eq(profiles.schoolId, actor.schoolId),
    inArray(profiles.role, [...STUDENT_ROLES]),
    isNull(profiles.archivedAt),
  )!
  if (isSchoolAdmin(actor)) return base
  return and(
    base,
    sql`exists (
      select 1 from ${classMembers}
      join ${classTeachers} on ${q(classTeachers.classId)} = ${q(classMembers.classId)}
      join ${schoolClasses} on ${q(schoolClasses.id)} = ${q(classMembers.classId)}
      where ${q(classMembers.profileId)} = ${q(profiles.id)} and ${q(classTeachers.profileId)} = ${actor.profileId}
        and ${q(schoolClasses.archivedAt)} is null
    )`,
  )!
}

/** The things a 404 names, each in the request's language (decision 219). */
const THINGS = {
  'A student': m.server_thing_a_student,
  'One of these classes': m.server_thing_one_of_these_classes,
  'One of these students': m.server_thing_one_of_these_students,
  'The school': m.server_thing_the_school,
  'The student': m.server_thing_the_student,
  'The teacher': m.server_thing_the_teacher,
  'This class or course': m.server_thing_this_class_or_course,
  'This class or lesson': m.server_thing_this_class_or_lesson,
  'This class': m.server_thing_this_class,
  'This course': m.server_thing_this_course,
  'This free lesson': m.server_thing_this_free_lesson,
  'This import': m.server_thing_this_import,
  'This lesson template': m.server_thing_this_lesson_template,
  'This lesson': m.server_thing_this_lesson,
  'This progress dashboard': m.server_thing_this_progress_dashboard,
  'This roster sync': m.server_thing_this_roster_sync,
  'This row': m.server_thing_this_row,
  'This student': m.server_thing_this_student,
  'This version of the code': m.server_thing_this_version_of_the_code,
} satisfies Record<string, () => string>

export type NotFoundThing = keyof typeof THINGS

/** A thing a 404 names, in the request's language. */
export const thingName = (what: NotFoundThing) => THINGS[what]()

/** What a class or student outside the actor's scope answers: 404, the same as a missing one. */
export function notFound(what: NotFoundThing): HttpError {
  return new HttpError(404, m.server_not_found({ what: thingName(what) }))
}
