import { and, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm'
import { ADMINS, STUDENT_ROLES } from '@/access/visitor'
import { recordAudit } from '@/features/audit/audit-record.server'
import { m } from '@/paraglide/messages'
import { type Actor, assertActor } from '@/server/auth/actor'
import type { Db } from '@/server/db/client'
import { dataExports, profiles } from '@/server/db/schema'
import { HttpError } from '@/server/errors'
import { zipFiles } from '@/server/files/zip'
import { enqueueJob } from '@/server/jobs/queue'
import { type JobHandler, PermanentJobError } from '@/server/jobs/worker'
import { schoolArchiveEntries, studentArchiveEntries } from './school-archive.server'

/**
 * Data exports as a job (docs/privacy.md, decision 134): an admin asks, the `data-export` job
 * builds the ZIP on any instance, the admin downloads it from /api/exports/{id} for 7 days, then
 * the upkeep deletes it.
 */

export const DATA_EXPORT_QUEUE = 'data-export'
/** How long a finished export (ready or failed) is kept. */
const EXPORT_KEEP_DAYS = 7

export interface DataExportSummary {
  id: string
  status: 'queued' | 'running' | 'ready' | 'failed'
  fileName: string | null
  sizeBytes: number | null
  error: string | null
  createdAt: string
  finishedAt: string | null
  expiresAt: string | null
}

async function assertStudentOfSchool(db: Db, schoolId: string, studentId: string) {
  const [student] = await db
    .select({ id: profiles.id, name: profiles.name })
    .from(profiles)
    .where(
      and(
        eq(profiles.id, studentId),
        eq(profiles.schoolId, schoolId),
        inArray(profiles.role, [...STUDENT_ROLES]),
      ),
    )
  if (!student) throw new HttpError(404, m.exports_error_student_not_found())
  return student
}

const scopeOf = (schoolId: string, studentId: string | undefined) =>
  and(
    eq(dataExports.schoolId, schoolId),
    studentId ? eq(dataExports.studentProfileId, studentId) : isNull(dataExports.studentProfileId),
  )

/**
 * Queues an export of the whole school (no `studentId`) or of one student. While one for the same
 * scope is still queued or running, that one is returned instead of a second.
 */
export async function requestDataExport(
  db: Db,
  actor: Actor,
  input: { studentId?: string },
): Promise<{ id: string }> {
  assertActor(actor, ...ADMINS)
  const student = input.studentId ? await assertStudentOfSchool(db, actor.schoolId, input.studentId) : null
  if (student) recordAudit(db, actor, 'student.exported', student, { detail: { what: 'ZIP of everything' } })
  else recordAudit(db, actor, 'school.exported', null, { detail: { what: 'ZIP of everything' } })
  return db.transaction(async (tx) => {
    const [pending] = await tx
      .select({ id: dataExports.id })
      .from(dataExports)
      .where(
        and(scopeOf(actor.schoolId, input.studentId), inArray(dataExports.status, ['queued', 'running'])),
      )
      .limit(1)
    if (pending) return pending
    const [created] = await tx
      .insert(dataExports)
      .values({
        schoolId: actor.schoolId,
        studentProfileId: input.studentId ?? null,
        requestedByProfileId: actor.profileId,
      })
      .returning({ id: dataExports.id })
    if (!created) throw new Error('The export was not recorded.')
    await enqueueJob(tx, {
      queue: DATA_EXPORT_QUEUE,
      payload: { exportId: created.id },
      dedupeKey: `${DATA_EXPORT_QUEUE}:${created.id}`,
    })
    return created
  })
}

/** The latest exports of the school (or of one student), newest first, without their bytes. */
export async function listDataExports(
  db: Db,
  actor: Actor,
  input: { studentId?: string },
): Promise<DataExportSummary[]> {
  assertActor(actor, ...ADMINS)
  const rows = await db
    .select({
      id: dataExports.id,
      status: dataExports.status,
      fileName: dataExports.fileName,
      sizeBytes: dataExports.sizeBytes,
      error: dataExports.error,
      createdAt: dataExports.createdAt,
      finishedAt: dataExports.finishedAt,
      expiresAt: dataExports.expiresAt,
    })
    .from(dataExports)
    .where(scopeOf(actor.schoolId, input.studentId))
    .orderBy(desc(dataExports.createdAt))
    .limit(3)
  return rows.map((row) => ({
    ...row,
    status: row.status as DataExportSummary['status'],
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
  }))
}

/** The ZIP for /api/exports/{id}: only an admin of the export's school, only while it is kept. */
export async function readDataExportFile(
  db: Db,
  actor: Actor,
  exportId: string,
): Promise<{ fileName: string; data: Uint8Array }> {
  assertActor(actor, ...ADMINS)
  const [row] = await db
    .select({
      fileName: dataExports.fileName,
      data: dataExports.data,
      studentId: dataExports.studentProfileId,
      studentName: profiles.name,
    })
    .from(dataExports)
    .leftJoin(profiles, eq(profiles.id, dataExports.studentProfileId))
    .where(
      and(
        eq(dataExports.id, exportId),
        eq(dataExports.schoolId, actor.schoolId),
        eq(dataExports.status, 'ready'),
        sql`${dataExports.expiresAt} > now()`,
      ),
    )
  if (!row?.data || !row.fileName) {
    throw new HttpError(404, m.exports_error_not_available())
  }
  const subject = row.studentId ? { id: row.studentId, name: row.studentName } : null
  recordAudit(db, actor, 'export.downloaded', subject, { detail: { file: row.fileName } })
  return { fileName: row.fileName, data: row.data }
}

export function dataExportJob(): JobHandler {
  return {
    async run({ db, job }) {
      const { exportId } = job.payload as { exportId?: string }
      if (!exportId) throw new PermanentJobError('The job has no export id.')
      const [row] = await db
        .select({
          schoolId: dataExports.schoolId,
          studentId: dataExports.studentProfileId,
          status: dataExports.status,
        })
        .from(dataExports)
        .where(eq(dataExports.id, exportId))
      // Deleted meanwhile (with its student or school), or already finished by an earlier run.
      if (!row || row.status === 'ready' || row.status === 'failed') return
      await db.update(dataExports).set({ status: 'running' }).where(eq(dataExports.id, exportId))
      const archive = row.studentId
        ? await studentArchiveEntries(db, row.schoolId, row.studentId)
        : await schoolArchiveEntries(db, row.schoolId)
      const zip = zipFiles(archive.entries)
      await db
        .update(dataExports)
        .set({
          status: 'ready',
          fileName: archive.fileName,
          sizeBytes: zip.length,
          data: zip,
          finishedAt: sql`now()`,
          expiresAt: sql`now() + make_interval(days => ${EXPORT_KEEP_DAYS})`,
        })
        .where(and(eq(dataExports.id, exportId), inArray(dataExports.status, ['queued', 'running'])))
      return { bytes: zip.length, files: archive.entries.length }
    },
    async onFailed(db, job, error) {
      const { exportId } = job.payload as { exportId?: string }
      if (!exportId) return
      await db
        .update(dataExports)
        .set({
          status: 'failed',
          error: `The export could not be made. ${error.slice(0, 300)}`,
          finishedAt: sql`now()`,
          expiresAt: sql`now() + make_interval(days => ${EXPORT_KEEP_DAYS})`,
        })
        .where(eq(dataExports.id, exportId))
    },
  }
}

/** Upkeep: exports past their 7 days go, archive and all (ready or failed). */
export async function deleteExpiredExports(db: Db): Promise<number> {
  const deleted = await db
    .delete(dataExports)
    .where(lt(dataExports.expiresAt, sql`now()`))
    .returning({ id: dataExports.id })
  return deleted.length
}
