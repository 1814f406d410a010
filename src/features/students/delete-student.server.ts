import { and, eq, isNull, notExists } from 'drizzle-orm'
import { recordAudit } from '@/features/audit/audit-record.server'
import { type Actor, assertAdult } from '@/server/auth/actor'
import type { Db } from '@/server/db/client'
import { profiles, users } from '@/server/db/schema'
import { findStudent } from './get-student.server'

/** Deletes a student and their work (cascades); their user goes too unless it has other profiles. */
export async function deleteStudent(db: Db, actor: Actor, studentId: string): Promise<void> {
  assertAdult(actor)
  const student = await findStudent(db, actor, studentId)
  await db.transaction(async (tx) => {
    await tx.delete(profiles).where(and(eq(profiles.id, studentId), eq(profiles.schoolId, actor.schoolId)))
    await tx
      .delete(users)
      .where(
        and(
          eq(users.id, student.userId),
          isNull(users.email),
          notExists(tx.select({ id: profiles.id }).from(profiles).where(eq(profiles.userId, student.userId))),
        ),
      )
  })
  recordAudit(db, actor, 'student.deleted', student)
}
