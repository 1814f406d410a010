import { and, asc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm'
import { type StudentPlaces, studentPlaces } from '@/features/students/student-places.server'
import { type Actor, assertAdult, isSchoolAdmin } from '@/server/auth/actor'
import type { Db } from '@/server/db/client'
import { profiles, studentImportRows, studentImports } from '@/server/db/schema'
import { findImport, type ImportStatus, type ImportSummary } from './import-records.server'
import { purgeExpiredImportSecrets } from './import-result.server'
import type { ImportView } from './import-views'
import { IMPORT_ROWS_PAGE_SIZE } from './imports.schemas'
import { hasErrors, hasWarnings, type StoredRow } from './validate-import.server'

export interface ImportPage {
  import: ImportSummary & { createdByProfileId: string | null }
  counts: { total: number; toCreate: number; withErrors: number; withWarnings: number; skipped: number }
  /** Classes named in the file that do not exist, and whether the admin chose to create them. */
  classes: { name: string; rows: number; create: boolean }[]
  view: ImportView
  page: number
  pageSize: number
  rows: StoredRow[]
  /** Rows matching the view (for paging). */
  viewTotal: number
  /** The same file, already imported (or being imported) at this school. */
  alreadyImported: { id: string; status: ImportStatus; createdCount: number; completedAt: Date | null } | null
  /** Created students (completed imports): name and username, first page only. */
  created: { profileId: string; name: string; username: string | null; className: string }[]
  /** While in preview: the school's places for students under its plan (decision 113). */
  places: StudentPlaces | null
  /** The viewer may change the plan (an admin): the notice links to the Subscription page. */
  canUpgrade: boolean
}

function viewCondition(view: ImportView): SQL | undefined {
  switch (view) {
    case 'problems':
      return and(eq(studentImportRows.action, 'create'), hasErrors)
    case 'warnings':
      return and(eq(studentImportRows.action, 'create'), hasWarnings, sql`not ${hasErrors}`)
    case 'skipped':
      return eq(studentImportRows.action, 'skip')
    default:
      return undefined
  }
}

/** The preview, the progress or the result of an import, in a fixed number of queries. */
export async function getImportPage(
  db: Db,
  actor: Actor,
  input: { importId: string; view?: ImportView; page?: number },
): Promise<ImportPage> {
  assertAdult(actor)
  const found = await findImport(db, actor, input.importId)
  // Not while the page polls a running import: the purge is for imports days old.
  if (found.status !== 'queued' && found.status !== 'running') await purgeExpiredImportSecrets(db)
  const [counts] = await db
    .select({
      total: sql<number>`count(*)::int`,
      toCreate: sql<number>`(count(*) filter (where ${studentImportRows.action} = 'create'))::int`,
      withErrors: sql<number>`(count(*) filter (where ${studentImportRows.action} = 'create' and ${hasErrors}))::int`,
      withWarnings: sql<number>`(count(*) filter (where ${studentImportRows.action} = 'create' and ${hasWarnings} and not ${hasErrors}))::int`,
      skipped: sql<number>`(count(*) filter (where ${studentImportRows.action} = 'skip'))::int`,
    })
    .from(studentImportRows)
    .where(eq(studentImportRows.importId, input.importId))
  const classRows = await db
    .select({
      name: sql<string>`min(${studentImportRows.data}->>'className')`,
      rows: sql<number>`count(*)::int`,
      create: sql<boolean>`bool_or(coalesce((${studentImportRows.data}->>'createClass')::boolean, false))`,
    })
    .from(studentImportRows)
    .where(
      and(
        eq(studentImportRows.importId, input.importId),
        eq(studentImportRows.action, 'create'),
        sql`(${studentImportRows.errors} @> '[{"code":"unknown_class"}]' or coalesce((${studentImportRows.data}->>'createClass')::boolean, false))`,
      ),
    )
    .groupBy(sql`lower(trim(${studentImportRows.data}->>'className'))`)
    .orderBy(sql`lower(trim(${studentImportRows.data}->>'className'))`)

  const defaultView: ImportView =
    found.status === 'preview' && (counts?.withErrors ?? 0) > 0 ? 'problems' : 'all'
  const view = input.view ?? defaultView
  const page = input.page ?? 1
  const condition = viewCondition(view)
  const pageRows = await db
    .select({
      id: studentImportRows.id,
      rowNumber: studentImportRows.rowNumber,
      data: studentImportRows.data,
      action: studentImportRows.action,
      errors: studentImportRows.errors,
      warnings: studentImportRows.warnings,
      viewTotal: sql<number>`count(*) over ()`,
    })
    .from(studentImportRows)
    .where(and(eq(studentImportRows.importId, input.importId), condition))
    .orderBy(asc(studentImportRows.rowNumber))
    .limit(IMPORT_ROWS_PAGE_SIZE)
    .offset((page - 1) * IMPORT_ROWS_PAGE_SIZE)

  const [already] = await db
    .select({
      id: studentImports.id,
      status: studentImports.status,
      createdCount: studentImports.createdCount,
      completedAt: studentImports.completedAt,
    })
    .from(studentImports)
    .where(
      and(
        eq(studentImports.schoolId, actor.schoolId),
        eq(studentImports.fileSha256, found.fileSha256),
        ne(studentImports.id, found.id),
        inArray(studentImports.status, ['queued', 'running', 'completed']),
      ),
    )
    .limit(1)

  const created =
    found.status === 'completed'
      ? await db
          .select({
            profileId: profiles.id,
            name: profiles.name,
            username: profiles.username,
            className: sql<string>`coalesce(${studentImportRows.data}->>'className', '')`,
          })
          .from(studentImportRows)
          .innerJoin(profiles, eq(profiles.id, studentImportRows.createdProfileId))
          .where(eq(studentImportRows.importId, input.importId))
          .orderBy(asc(studentImportRows.rowNumber))
          .limit(IMPORT_ROWS_PAGE_SIZE)
      : []

  const { fileSha256: _sha, ...summary } = found
  return {
    import: summary,
    counts: {
      total: Number(counts?.total ?? 0),
      toCreate: Number(counts?.toCreate ?? 0),
      withErrors: Number(counts?.withErrors ?? 0),
      withWarnings: Number(counts?.withWarnings ?? 0),
      skipped: Number(counts?.skipped ?? 0),
    },
    classes: classRows.map((row) => ({
      name: row.name.trim(),
      rows: Number(row.rows),
      create: Boolean(row.create),
    })),
    view,
    page,
    pageSize: IMPORT_ROWS_PAGE_SIZE,
    rows: pageRows.map(({ viewTotal: _total, ...row }) => row as StoredRow),
    viewTotal: Number(pageRows[0]?.viewTotal ?? 0),
    alreadyImported: already ?? null,
    places: found.status === 'preview' ? await studentPlaces(db, actor.schoolId) : null,
    canUpgrade: isSchoolAdmin(actor),
    created,
  }
}
