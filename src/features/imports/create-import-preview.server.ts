import { createHash } from 'node:crypto'
import { type Actor, assertAdult } from '@/server/auth/actor'
import type { Db } from '@/server/db/client'
import { studentImportRows, studentImports } from '@/server/db/schema'
import { HttpError } from '@/server/errors'
import { decodeCsv } from './csv-decode'
import { parseStudentCsv } from './csv-parse'
import { validateImportRows } from './row-validation'
import { chunks, loadValidationContext } from './validate-import.server'

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
        notes: parsed.value.notes,
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
