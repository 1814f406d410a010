import { and, eq, notInArray, sql } from 'drizzle-orm'
import { m } from '@/paraglide/messages'
import { notFound } from '@/server/auth/managed-scope'
import type { Db } from '@/server/db/client'
import { classMembers, schoolClasses } from '@/server/db/schema'
import { HttpError } from '@/server/errors'
import { MAX_CLASS_SIZE } from './students.schemas'

// A student's classes: adding a new or edited student to the classes chosen for them, as the class
// page, a join and an import do. Below the classes (decision 170).

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
    throw new HttpError(409, m.students_error_class_max({ max: MAX_CLASS_SIZE }))
  }
  if (input.profileIds.length === 0) return 0
  const added = await tx
    .insert(classMembers)
    .values([...new Set(input.profileIds)].map((profileId) => ({ classId: input.classId, profileId })))
    .onConflictDoNothing()
    .returning({ profileId: classMembers.profileId })
  return added.length
}
