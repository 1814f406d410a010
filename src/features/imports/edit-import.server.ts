import { and, eq, inArray, sql } from 'drizzle-orm'
import { m } from '@/paraglide/messages'
import { type Actor, assertAdult } from '@/server/auth/actor'
import { notFound } from '@/server/auth/managed-scope'
import type { Db } from '@/server/db/client'
import { studentImportRows } from '@/server/db/schema'
import { HttpError } from '@/server/errors'
import type { ImportRowData } from './csv-parse'
import { assertPreview, findImport } from './import-records.server'
import { classKey } from './row-validation'
import { hasErrors, revalidateImport } from './validate-import.server'

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
    throw new HttpError(400, m.imports_error_class_name_long())
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
