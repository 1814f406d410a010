import { and, eq, inArray } from 'drizzle-orm'
import { noRoomMessage, studentPlaces } from '@/features/students/student-places.server'
import { m } from '@/paraglide/messages'
import { type Actor, assertAdult } from '@/server/auth/actor'
import type { Db } from '@/server/db/client'
import { isUniqueViolation } from '@/server/db/pg-errors'
import { studentImports } from '@/server/db/schema'
import { HttpError } from '@/server/errors'
import { enqueueJob } from '@/server/jobs/queue'
import { findImport, type ImportStatus, STUDENT_IMPORT_QUEUE } from './import-records.server'
import { revalidateImport } from './validate-import.server'

/**
 * Confirms an import: checks every row again, then queues the job, once. A second confirm of the
 * same import returns its state; confirming the same file again at this school is refused (409)
 * while an earlier import of it is queued, running or done, and so is an import with more students
 * than the school's plan has places left.
 */
export async function confirmImport(
  db: Db,
  actor: Actor,
  importId: string,
): Promise<{ status: ImportStatus }> {
  assertAdult(actor)
  const found = await findImport(db, actor, importId)
  if (found.status !== 'preview') return { status: found.status }
  const rows = await revalidateImport(db, actor, importId)
  const creating = rows.filter((row) => row.action === 'create')
  const withErrors = creating.filter((row) => row.errors.length > 0).length
  if (withErrors > 0) {
    throw new HttpError(409, m.imports_error_rows_with_problems({ count: withErrors }))
  }
  if (creating.length === 0) throw new HttpError(400, m.imports_error_all_skipped())
  // All or nothing (decision 113): rows beyond the plan's places are not imported in part.
  const places = await studentPlaces(db, actor.schoolId)
  if (places.left !== null && creating.length > places.left) {
    throw new HttpError(409, noRoomMessage(places, creating.length))
  }
  try {
    return await db.transaction(async (tx) => {
      const [queued] = await tx
        .update(studentImports)
        .set({ status: 'queued', error: null, createdCount: 0 })
        .where(and(eq(studentImports.id, importId), eq(studentImports.status, 'preview')))
        .returning({ status: studentImports.status })
      if (!queued) {
        const [now] = await tx
          .select({ status: studentImports.status })
          .from(studentImports)
          .where(eq(studentImports.id, importId))
        return { status: now!.status }
      }
      await enqueueJob(tx, {
        queue: STUDENT_IMPORT_QUEUE,
        payload: { importId },
        dedupeKey: `${STUDENT_IMPORT_QUEUE}:${importId}`,
        maxAttempts: 5,
      })
      return { status: 'queued' as const }
    })
  } catch (error) {
    if (!isUniqueViolation(error, 'student_imports_school_file_confirmed_unique')) throw error
    const [earlier] = await db
      .select({
        createdAt: studentImports.createdAt,
        createdCount: studentImports.createdCount,
        status: studentImports.status,
      })
      .from(studentImports)
      .where(
        and(
          eq(studentImports.schoolId, actor.schoolId),
          eq(studentImports.fileSha256, found.fileSha256),
          inArray(studentImports.status, ['queued', 'running', 'completed']),
        ),
      )
    const date = earlier?.createdAt.toISOString().slice(0, 10)
    throw new HttpError(
      409,
      !earlier || !date
        ? m.imports_error_imported_before()
        : earlier.status === 'completed'
          ? m.imports_error_imported_before_on_count({ date, count: earlier.createdCount })
          : m.imports_error_imported_before_on({ date }),
    )
  }
}
