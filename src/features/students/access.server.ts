import { and, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm'
import type { AuthContext } from '@/server/auth/visitor'
import { groupMembers, groups, groupTeachers, profiles } from '@/server/db/schema'
import { HttpError } from '@/server/errors'
import { qualified as q } from './qualified-column.server'

/**
 * Who may see and change which classes and students, inside the visitor's own school (SPEC §2.5,
 * PRODUCT.md §3, docs/decisions/042): admins and staff every class and student of their school;
 * a teacher the classes they teach and the students in them. Every query here is scoped to
 * auth.schoolId; another school's ids are simply not found (404), never told apart from missing.
 */
export type Actor = Pick<AuthContext, 'profileId' | 'schoolId' | 'visitorType' | 'role' | 'name'>

export const STUDENT_ROLES = ['STUDENT', 'STUDENT_SESSION'] as const

export function isSchoolAdmin(actor: Actor): boolean {
  return actor.visitorType === 'admin' || actor.visitorType === 'staff'
}

/** Teachers, admins and staff; students get 403. */
export function assertAdult(actor: Actor): void {
  if (actor.visitorType === 'student') throw new HttpError(403, 'You do not have access to this.')
}

/** Admin-only actions (SPEC §2.5: students/new is in the admin row). */
export function assertSchoolAdmin(actor: Actor): void {
  assertAdult(actor)
  if (!isSchoolAdmin(actor)) throw new HttpError(403, 'Only a school admin can do this.')
}

/** Classes of the actor's school the actor may manage. */
export function manageableGroups(actor: Actor): SQL {
  const inSchool = eq(groups.schoolId, actor.schoolId)
  if (isSchoolAdmin(actor)) return inSchool
  return and(
    inSchool,
    sql`exists (select 1 from ${groupTeachers} where ${q(groupTeachers.groupId)} = ${q(groups.id)} and ${q(groupTeachers.profileId)} = ${actor.profileId})`,
  )!
}

/** Student profiles of the actor's school the actor may see and change. */
export function manageableStudents(actor: Actor): SQL {
  const base = and(
    eq(profiles.schoolId, actor.schoolId),
    inArray(profiles.role, [...STUDENT_ROLES]),
    isNull(profiles.archivedAt),
  )!
  if (isSchoolAdmin(actor)) return base
  return and(
    base,
    sql`exists (
      select 1 from ${groupMembers}
      join ${groupTeachers} on ${q(groupTeachers.groupId)} = ${q(groupMembers.groupId)}
      where ${q(groupMembers.profileId)} = ${q(profiles.id)} and ${q(groupTeachers.profileId)} = ${actor.profileId}
    )`,
  )!
}

export function notFound(what: string): HttpError {
  return new HttpError(
    404,
    `${what} was not found. It may have been deleted, or it belongs to another school.`,
  )
}
