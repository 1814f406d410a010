import { createHash } from 'node:crypto'
import { and, asc, desc, eq, inArray, isNull, ne, type SQL, sql } from 'drizzle-orm'
import { MAX_CLASS_SIZE } from '@/features/classes/classes.schemas'
import { toCsv } from '@/lib/csv'
import { secretPictureLabel } from '@/lib/secret-pictures'
import { type Actor, assertAdult, isSchoolAdmin } from '@/server/auth/actor'
import { manageableClasses, manageableStudents, notFound } from '@/server/auth/managed-scope'
import type { Db } from '@/server/db/client'
import { isUniqueViolation } from '@/server/db/pg-errors'
import { qualified as q } from '@/server/db/qualified-column'
import { classMembers, profiles, schoolClasses, studentImportRows, studentImports } from '@/server/db/schema'
import { HttpError } from '@/server/errors'
import { enqueueJob } from '@/server/jobs/queue'
import { decodeCsv } from './csv-decode'
import type { ImportRowData } from './csv-parse'
import { parseStudentCsv } from './csv-parse'
import { RESULT_DOWNLOAD_DAYS } from './import-limits'
import { IMPORT_ROWS_PAGE_SIZE, type ImportView } from './imports.schemas'
import {
  classKey,
  type ImportClass,
  type RowIssue,
  type ValidationContext,
  validateImportRows,
} from './row-validation'

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

async function findImport(db: Db, actor: Actor, importId: string) {
  const [row] = await db
    .select(summaryColumns)
    .from(studentImports)
    .where(and(eq(studentImports.id, importId), visibleImports(actor)))
  if (!row) throw notFound('This import')
  return row
}

/** What the checks need to know about the school, as the importer sees it. */
export async function loadValidationContext(db: Db, actor: Actor): Promise<ValidationContext> {
  const usernameRows = await db
    .select({ username: profiles.username })
    .from(profiles)
    .where(and(eq(profiles.schoolId, actor.schoolId), sql`${profiles.username} is not null`))
  const classRows = await db
    .select({
      id: schoolClasses.id,
      name: schoolClasses.name,
      manageable: sql<boolean>`${manageableClasses(actor)}`,
      memberCount: sql<number>`(select count(*)::int from ${classMembers} where ${q(classMembers.classId)} = ${q(schoolClasses.id)})`,
    })
    .from(schoolClasses)
    .where(and(eq(schoolClasses.schoolId, actor.schoolId), isNull(schoolClasses.archivedAt)))
    .orderBy(asc(schoolClasses.createdAt))
  const classes = new Map<string, ImportClass>()
  const otherClasses = new Set<string>()
  for (const row of classRows) {
    const key = classKey(row.name)
    if (row.manageable) {
      if (!classes.has(key))
        classes.set(key, { id: row.id, name: row.name, memberCount: Number(row.memberCount) })
    } else {
      otherClasses.add(key)
    }
  }
  const nameRows = await db
    .select({ name: profiles.name, className: schoolClasses.name })
    .from(profiles)
    .leftJoin(classMembers, eq(classMembers.profileId, profiles.id))
    .leftJoin(
      schoolClasses,
      and(eq(schoolClasses.id, classMembers.classId), isNull(schoolClasses.archivedAt)),
    )
    .where(manageableStudents(actor))
  const existingNames = new Map<string, string[]>()
  for (const row of nameRows) {
    const key = row.name.trim().toLocaleLowerCase()
    const list = existingNames.get(key) ?? []
    if (row.className && !list.includes(row.className)) list.push(row.className)
    existingNames.set(key, list)
  }
  return {
    takenUsernames: new Set(
      usernameRows.flatMap((row) => (row.username ? [row.username.toLowerCase()] : [])),
    ),
    classes,
    otherClasses,
    existingNames,
    requireClass: !isSchoolAdmin(actor),
    maxClassSize: MAX_CLASS_SIZE,
  }
}

export interface StoredRow {
  id: string
  rowNumber: number
  data: ImportRowData
  action: 'create' | 'skip'
  errors: RowIssue[]
  warnings: RowIssue[]
}

async function loadRows(db: Db, importId: string, where?: SQL): Promise<StoredRow[]> {
  const rows = await db
    .select({
      id: studentImportRows.id,
      rowNumber: studentImportRows.rowNumber,
      data: studentImportRows.data,
      action: studentImportRows.action,
      errors: studentImportRows.errors,
      warnings: studentImportRows.warnings,
    })
    .from(studentImportRows)
    .where(and(eq(studentImportRows.importId, importId), where))
    .orderBy(asc(studentImportRows.rowNumber))
  return rows as StoredRow[]
}

const CHUNK = 1000

function chunks<T>(list: readonly T[], size = CHUNK): T[][] {
  const out: T[][] = []
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size))
  return out
}

/** Rechecks every row (after a fix, a skip, a class decision, or before confirming) and stores what changed. */
async function revalidateImport(db: Db, actor: Actor, importId: string): Promise<StoredRow[]> {
  const rows = await loadRows(db, importId)
  const results = validateImportRows(rows, await loadValidationContext(db, actor))
  const changed: { id: string; errors: string; warnings: string }[] = []
  rows.forEach((row, index) => {
    const result = results[index]!
    const errors = JSON.stringify(result.errors)
    const warnings = JSON.stringify(result.warnings)
    if (errors !== JSON.stringify(row.errors) || warnings !== JSON.stringify(row.warnings)) {
      changed.push({ id: row.id, errors, warnings })
    }
    row.errors = result.errors
    row.warnings = result.warnings
  })
  for (const part of chunks(changed)) {
    await db.execute(sql`
      update ${studentImportRows} set errors = v.errors::jsonb, warnings = v.warnings::jsonb
      from (values ${sql.join(
        part.map((c) => sql`(${c.id}::uuid, ${c.errors}, ${c.warnings})`),
        sql`, `,
      )}) as v(id, errors, warnings)
      where ${studentImportRows}.id = v.id
    `)
  }
  return rows
}

/** Reads an uploaded CSV and stores its preview. A file we cannot read gets a 400 saying why. */
export async function createImportPreview(
  db: Db,
  actor: Actor,
  input: { fileName: string; bytes: Uint8Array },
): Promise<{ importId: string; notes: string[] }> {
  assertAdult(actor)
  const decoded = decodeCsv(input.bytes)
  if (!decoded.ok) throw new HttpError(400, decoded.message, [{ field: 'file', message: decoded.message }])
  const parsed = parseStudentCsv(decoded.text)
  if (!parsed.ok) throw new HttpError(400, parsed.message, [{ field: 'file', message: parsed.message }])
  const rows = parsed.value.rows.map((row) => ({ ...row, action: 'create' as const }))
  const results = validateImportRows(rows, await loadValidationContext(db, actor))
  const fileSha256 = createHash('sha256').update(input.bytes).digest('hex')
  const fileName = (input.fileName.trim() || 'students.csv').slice(0, 200)
  const importId = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(studentImports)
      .values({
        schoolId: actor.schoolId,
        createdByProfileId: actor.profileId,
        fileName,
        fileSha256,
        rowCount: rows.length,
      })
      .returning({ id: studentImports.id })
    for (const part of chunks(rows.map((row, index) => ({ row, result: results[index]! })))) {
      await tx.insert(studentImportRows).values(
        part.map(({ row, result }) => ({
          importId: created!.id,
          rowNumber: row.rowNumber,
          data: row.data,
          errors: result.errors,
          warnings: result.warnings,
        })),
      )
    }
    return created!.id
  })
  return { importId, notes: parsed.value.notes }
}

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
}

const hasErrors = sql`jsonb_array_length(${studentImportRows.errors}) > 0`
const hasWarnings = sql`jsonb_array_length(${studentImportRows.warnings}) > 0`

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
    created,
  }
}

function assertPreview(found: { status: string }) {
  if (found.status !== 'preview') {
    throw new HttpError(409, 'This import has already been confirmed; it cannot be changed any more.')
  }
}

/** An inline fix of one row; the whole file is checked again (a fix can end or start a duplicate). */
export async function fixImportRow(
  db: Db,
  actor: Actor,
  input: { importId: string; rowNumber: number; data: Omit<ImportRowData, 'createClass'> },
): Promise<void> {
  assertAdult(actor)
  assertPreview(await findImport(db, actor, input.importId))
  const trimmed = Object.fromEntries(Object.entries(input.data).map(([key, value]) => [key, value.trim()]))
  const updated = await db
    .update(studentImportRows)
    .set({
      // Keep the class decision: a fix of a name does not undo "create this class".
      data: sql`${JSON.stringify(trimmed)}::jsonb || jsonb_strip_nulls(jsonb_build_object('createClass', ${studentImportRows.data}->'createClass'))`,
      action: 'create',
    })
    .where(
      and(eq(studentImportRows.importId, input.importId), eq(studentImportRows.rowNumber, input.rowNumber)),
    )
    .returning({ id: studentImportRows.id })
  if (updated.length === 0) throw notFound('This row')
  await revalidateImport(db, actor, input.importId)
}

/** Skips rows (or brings them back): given rows, or every row that still has an error. */
export async function setImportRowsAction(
  db: Db,
  actor: Actor,
  input: { importId: string; action: 'create' | 'skip'; rowNumbers?: number[]; withErrors?: boolean },
): Promise<{ changed: number }> {
  assertAdult(actor)
  assertPreview(await findImport(db, actor, input.importId))
  const which = input.withErrors
    ? hasErrors
    : input.rowNumbers?.length
      ? inArray(studentImportRows.rowNumber, input.rowNumbers)
      : sql`false`
  const changed = await db
    .update(studentImportRows)
    .set({ action: input.action })
    .where(and(eq(studentImportRows.importId, input.importId), which))
    .returning({ id: studentImportRows.id })
  await revalidateImport(db, actor, input.importId)
  return { changed: changed.length }
}

/** "Create this class": rows naming an unknown class get it made when the import runs. */
export async function decideImportClass(
  db: Db,
  actor: Actor,
  input: { importId: string; className: string; create: boolean },
): Promise<void> {
  assertAdult(actor)
  assertPreview(await findImport(db, actor, input.importId))
  const name = input.className.trim()
  if (input.create && Array.from(name).length > 60) {
    throw new HttpError(400, 'A class name can be at most 60 characters. Fix the name in the rows instead.')
  }
  await db
    .update(studentImportRows)
    .set({
      data: input.create
        ? sql`${studentImportRows.data} || '{"createClass": true}'::jsonb`
        : sql`${studentImportRows.data} - 'createClass'`,
    })
    .where(
      and(
        eq(studentImportRows.importId, input.importId),
        sql`lower(trim(${studentImportRows.data}->>'className')) = ${classKey(name)}`,
      ),
    )
  await revalidateImport(db, actor, input.importId)
}

/**
 * Confirms an import: checks every row again, then queues the job, once. A second confirm of the
 * same import returns its state; confirming the same file again at this school is refused (409)
 * while an earlier import of it is queued, running or done.
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
    throw new HttpError(
      409,
      `${withErrors} ${withErrors === 1 ? 'row still has a problem' : 'rows still have problems'}. Fix or skip ${withErrors === 1 ? 'it' : 'them'}, then import.`,
    )
  }
  if (creating.length === 0) throw new HttpError(400, 'Every row is skipped, so there is nobody to import.')
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
    const when = earlier ? ` on ${earlier.createdAt.toISOString().slice(0, 10)}` : ''
    throw new HttpError(
      409,
      `This file was already imported${when}${earlier?.status === 'completed' ? ` (${earlier.createdCount} students)` : ''}. Importing it again would add everyone twice.`,
    )
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
  return rows.map(({ fileSha256: _sha, createdByProfileId: _by, ...row }) => row)
}

const DAY_MS = 24 * 3600 * 1000

/** Whether the download window (RESULT_DOWNLOAD_DAYS from the import, as the purge counts) is over. */
function resultExpired(createdAt: Date, now = Date.now()): boolean {
  return now - createdAt.getTime() >= RESULT_DOWNLOAD_DAYS * DAY_MS
}

/** 410 Gone: the file existed and will never come back (a reset is the way to a new password). */
function resultGone(): HttpError {
  return new HttpError(
    410,
    `The passwords of this import were kept for ${RESULT_DOWNLOAD_DAYS} days and are gone. Reset a student's password on their page.`,
  )
}

/**
 * The result file: every new student with the username and password to hand out, their picture and
 * secret words. Available for RESULT_DOWNLOAD_DAYS after the import, then the passwords are gone.
 */
export async function getImportResultCsv(
  db: Db,
  actor: Actor,
  importId: string,
): Promise<{ fileName: string; csv: string }> {
  assertAdult(actor)
  await purgeExpiredImportSecrets(db)
  const found = await findImport(db, actor, importId)
  if (found.status !== 'completed') throw new HttpError(409, 'The import has not finished yet.')
  if (resultExpired(found.createdAt)) throw resultGone()
  const rows = await db
    .select({
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      username: profiles.username,
      password: studentImportRows.generatedPassword,
      className: sql<string>`coalesce(${studentImportRows.data}->>'className', '')`,
      picture: profiles.picturePassword,
      words: profiles.secretWords,
    })
    .from(studentImportRows)
    .innerJoin(profiles, eq(profiles.id, studentImportRows.createdProfileId))
    .where(eq(studentImportRows.importId, importId))
    .orderBy(asc(studentImportRows.rowNumber))
  if (rows.length > 0 && rows.every((row) => row.password === null)) throw resultGone()
  const csv = toCsv(
    ['First name', 'Last name', 'Username', 'Password', 'Class', 'Secret picture', 'Secret words'],
    rows.map((row) => [
      row.firstName,
      row.lastName,
      row.username,
      row.password,
      row.className,
      secretPictureLabel(row.picture),
      row.words,
    ]),
  )
  const base =
    found.fileName
      .replace(/\.[^.]+$/, '')
      .replace(/[^\w.-]+/g, '-')
      .slice(0, 60) || 'students'
  return { fileName: `${base}-accounts.csv`, csv }
}

/**
 * Passwords are kept only for the download window: afterwards the result's passwords and the
 * file's password cells of abandoned previews are wiped. Runs every hour (upkeep, src/job-registry.ts),
 * at the start of each import job, when an import page is opened and before a result download.
 * Answers how many rows it wiped.
 */
export async function purgeExpiredImportSecrets(db: Db): Promise<number> {
  // "<=", as resultExpired: an import exactly 7 days old is expired in both places.
  const old = sql`${studentImports.createdAt} <= now() - make_interval(days => ${RESULT_DOWNLOAD_DAYS})`
  const purged = await db.execute<{ id: string }>(sql`
    update ${studentImportRows} set generated_password = null, data = data || '{"password": ""}'::jsonb
    where import_id in (select id from ${studentImports} where ${old})
      and (generated_password is not null or data->>'password' <> '')
    returning id
  `)
  return purged.rows.length
}
