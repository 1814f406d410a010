import { and, eq, inArray, notInArray, sql } from 'drizzle-orm'
import { recordAudit } from '@/features/audit/audit-record.server'
import { type Actor, assertAdult } from '@/server/auth/actor'
import { manageableStudents, notFound } from '@/server/auth/managed-scope'
import type { Db } from '@/server/db/client'
import { classMembers, profiles, schoolClasses } from '@/server/db/schema'
import { HttpError } from '@/server/errors'
import { MAX_CLASS_SIZE } from './classes.schemas'
import { findManageableClass } from './managed-class.server'

/**
 * Adds students to a class, at most MAX_CLASS_SIZE in all. The class row is locked while counting
 * so two additions at once cannot pass the limit together. Runs inside the caller's transaction.
 */
export async function addMembersInTransaction(
  tx: Db,
  input: { schoolId: string; classId: string; profileIds: string[] },
): Promise<number> {
  const [locked] = await tx
    .select({ id: schoolClasses.id })
    .from(schoolClasses)
    .where(and(eq(schoolClasses.id, input.classId), eq(schoolClasses.schoolId, input.schoolId)))
    .for('update')
  if (!locked) throw notFound('This class')
  const [count] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(classMembers)
    .where(
      and(
        eq(classMembers.classId, input.classId),
        input.profileIds.length > 0 ? notInArray(classMembers.profileId, input.profileIds) : undefined,
      ),
    )
  const total = Number(count?.n ?? 0) + new Set(input.profileIds).size
  if (total > MAX_CLASS_SIZE) {
    throw new HttpError(
      409,
      `A class can have at most ${MAX_CLASS_SIZE} students. Start a second class for the others.`,
    )
  }
  if (input.profileIds.length === 0) return 0
  const added = await tx
    .insert(classMembers)
    .values([...new Set(input.profileIds)].map((profileId) => ({ classId: input.classId, profileId })))
    .onConflictDoNothing()
    .returning({ profileId: classMembers.profileId })
  return added.length
}

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
