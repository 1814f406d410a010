import { and, asc, eq, isNull, type SQL, sql } from 'drizzle-orm'
import { MAX_CLASS_SIZE } from '@/features/students/students.schemas'
import { type Actor, isSchoolAdmin } from '@/server/auth/actor'
import { manageableClasses, manageableStudents } from '@/server/auth/managed-scope'
import type { Db } from '@/server/db/client'
import { qualified as q } from '@/server/db/qualified-column'
import { classMembers, profiles, schoolClasses, studentImportRows } from '@/server/db/schema'
import type { ImportRowData } from './csv-parse'
import {
  classKey,
  type ImportClass,
  type RowIssue,
  type ValidationContext,
  validateImportRows,
} from './row-validation'

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

export function chunks<T>(list: readonly T[], size = CHUNK): T[][] {
  const out: T[][] = []
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size))
  return out
}

/** Rechecks every row (after a fix, a skip, a class decision, or before confirming) and stores what changed. */
export async function revalidateImport(db: Db, actor: Actor, importId: string): Promise<StoredRow[]> {
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

export const hasErrors = sql`jsonb_array_length(${studentImportRows.errors}) > 0`

export const hasWarnings = sql`jsonb_array_length(${studentImportRows.warnings}) > 0`
