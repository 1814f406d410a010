import { asc, eq, sql } from 'drizzle-orm'
import { toCsv } from '@/lib/csv'
import { secretPicturesLabel } from '@/lib/secret-pictures'
import { m } from '@/paraglide/messages'
import { type Actor, assertAdult } from '@/server/auth/actor'
import type { Db } from '@/server/db/client'
import { profiles, studentImportRows, studentImports } from '@/server/db/schema'
import { HttpError } from '@/server/errors'
import { RESULT_DOWNLOAD_DAYS } from './import-limits'
import { findImport } from './import-records.server'

const DAY_MS = 24 * 3600 * 1000

/** Whether the download window (RESULT_DOWNLOAD_DAYS from the import, as the purge counts) is over. */
function resultExpired(createdAt: Date, now = Date.now()): boolean {
  return now - createdAt.getTime() >= RESULT_DOWNLOAD_DAYS * DAY_MS
}

/** 410 Gone: the file existed and will never come back (a reset is the way to a new password). */
function resultGone(): HttpError {
  return new HttpError(410, m.imports_error_passwords_gone({ days: RESULT_DOWNLOAD_DAYS }))
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
  if (found.status !== 'completed') throw new HttpError(409, m.imports_error_not_finished())
  if (resultExpired(found.createdAt)) throw resultGone()
  const rows = await db
    .select({
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      username: profiles.username,
      password: studentImportRows.generatedPassword,
      className: sql<string>`coalesce(${studentImportRows.data}->>'className', '')`,
      picture: profiles.picturePassword,
      pictureSecond: profiles.picturePasswordSecond,
      words: profiles.secretWords,
    })
    .from(studentImportRows)
    .innerJoin(profiles, eq(profiles.id, studentImportRows.createdProfileId))
    .where(eq(studentImportRows.importId, importId))
    .orderBy(asc(studentImportRows.rowNumber))
  if (rows.length > 0 && rows.every((row) => row.password === null)) throw resultGone()
  const csv = toCsv(
    [
      m.imports_result_col_first_name(),
      m.imports_result_col_last_name(),
      m.imports_result_col_username(),
      m.imports_result_col_password(),
      m.imports_result_col_class(),
      m.imports_result_col_secret_picture(),
      m.imports_result_col_secret_words(),
    ],
    rows.map((row) => [
      row.firstName,
      row.lastName,
      row.username,
      row.password,
      row.className,
      secretPicturesLabel(row.picture, row.pictureSecond),
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
