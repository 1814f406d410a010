import { and, desc, eq, type SQL } from 'drizzle-orm'
import { m } from '@/paraglide/messages'
import { type Actor, assertAdult, isSchoolAdmin } from '@/server/auth/actor'
import { notFound } from '@/server/auth/managed-scope'
import type { Db } from '@/server/db/client'
import { studentImports } from '@/server/db/schema'
import { HttpError } from '@/server/errors'
import { sayImportFailure } from './import-failure-words.server'

/**
 * CSV student import (PRODUCT.md §3, docs/student-import.md): upload → a preview of every row with
 * its errors and warnings → fix or skip rows, create unknown classes → confirm → a job on the queue
 * (import-job.server.ts) creates everyone in one transaction. An admin sees the school's imports;
 * a teacher their own, into their own classes.
 */
export const STUDENT_IMPORT_QUEUE = 'student-import'

export type ImportStatus = 'preview' | 'queued' | 'running' | 'completed' | 'failed'

export interface ImportSummary {
  id: string
  status: ImportStatus
  fileName: string
  rowCount: number
  createdCount: number
  error: string | null
  /** What reading the file noticed (columns not used, names split), shown on the preview. */
  notes: string[]
  createdAt: Date
  completedAt: Date | null
}

const summaryColumns = {
  id: studentImports.id,
  status: studentImports.status,
  fileName: studentImports.fileName,
  rowCount: studentImports.rowCount,
  createdCount: studentImports.createdCount,
  error: studentImports.error,
  notes: studentImports.notes,
  createdAt: studentImports.createdAt,
  completedAt: studentImports.completedAt,
  fileSha256: studentImports.fileSha256,
  createdByProfileId: studentImports.createdByProfileId,
}

function visibleImports(actor: Actor): SQL {
  const inSchool = eq(studentImports.schoolId, actor.schoolId)
  return isSchoolAdmin(actor)
    ? inSchool
    : and(inSchool, eq(studentImports.createdByProfileId, actor.profileId))!
}

export async function findImport(db: Db, actor: Actor, importId: string) {
  const [row] = await db
    .select(summaryColumns)
    .from(studentImports)
    .where(and(eq(studentImports.id, importId), visibleImports(actor)))
  if (!row) throw notFound('This import')
  return withReason(row)
}

/** A failed import's reason in the reader's language (decision 226). */
function withReason<T extends { error: string | null }>(row: T): T {
  return row.error === null ? row : { ...row, error: sayImportFailure(row.error) }
}

export function assertPreview(found: { status: string }) {
  if (found.status !== 'preview') {
    throw new HttpError(409, m.imports_error_already_confirmed())
  }
}

/** The importer's recent imports, newest first (the upload page lists them). */
export async function listImports(db: Db, actor: Actor): Promise<ImportSummary[]> {
  assertAdult(actor)
  const rows = await db
    .select(summaryColumns)
    .from(studentImports)
    .where(visibleImports(actor))
    .orderBy(desc(studentImports.createdAt))
    .limit(20)
  return rows.map(({ fileSha256: _sha, createdByProfileId: _by, ...row }) => withReason(row))
}
