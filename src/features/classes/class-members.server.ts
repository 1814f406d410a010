import { and, eq, inArray } from 'drizzle-orm'
import { recordAudit } from '@/features/audit/audit-record.server'
import { addMembersInTransaction } from '@/features/students/class-membership.server'
import { type Actor, assertAdult } from '@/server/auth/actor'
import { manageableStudents, notFound } from '@/server/auth/managed-scope'
import type { Db } from '@/server/db/client'
import { classMembers, profiles } from '@/server/db/schema'
import { findManageableClass } from './managed-class.server'

export async function addClassMembers(
  db: Db,
  actor: Actor,
  input: { classId: string; profileIds: string[] },
): Promise<{ added: number }> {
  assertAdult(actor)
  const schoolClass = await findManageableClass(db, actor, input.classId)
  const profileIds = [...new Set(input.profileIds)]
  // Admins may add any student of the school; teachers the students they already teach.
  const found = await db
    .select({ id: profiles.id, name: profiles.name })
    .from(profiles)
    .where(and(inArray(profiles.id, profileIds), manageableStudents(actor)))
  if (found.length !== profileIds.length) throw notFound('One of these students')
  const added = await db.transaction((tx) =>
    addMembersInTransaction(tx, { schoolId: actor.schoolId, classId: input.classId, profileIds }),
  )
  for (const student of found)
    recordAudit(db, actor, 'student.moved', student, { detail: { to: [schoolClass.name] } })
  return { added }
}

export async function removeClassMember(
  db: Db,
  actor: Actor,
  input: { classId: string; profileId: string },
): Promise<void> {
  assertAdult(actor)
  const schoolClass = await findManageableClass(db, actor, input.classId)
  const removed = await db
    .delete(classMembers)
    .where(and(eq(classMembers.classId, input.classId), eq(classMembers.profileId, input.profileId)))
    .returning({ profileId: classMembers.profileId })
  if (removed.length === 0) throw notFound('This student')
  const [student] = await db
    .select({ name: profiles.name })
    .from(profiles)
    .where(eq(profiles.id, input.profileId))
  const subject = { id: input.profileId, name: student?.name ?? null }
  recordAudit(db, actor, 'student.moved', subject, { detail: { from: [schoolClass.name] } })
}
