import { sql } from 'drizzle-orm'
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { createdAt, id } from './columns'
import { studentImportRowAction, studentImportStatus } from './enums'
import { schools } from './schools'
import { profiles } from './users'

/**
 * A CSV student import: preview → queued → running → completed | failed (all or nothing).
 * The same file confirmed twice at one school is refused by the partial unique index, so running
 * it twice creates no duplicates; previews and failed imports do not count.
 */
export const studentImports = pgTable(
  'student_imports',
  {
    id: id(),
    schoolId: uuid('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    createdByProfileId: uuid('created_by_profile_id').references(() => profiles.id, {
      onDelete: 'set null',
    }),
    status: studentImportStatus('status').notNull().default('preview'),
    fileName: text('file_name').notNull(),
    fileSha256: text('file_sha256').notNull(),
    rowCount: integer('row_count').notNull().default(0),
    createdCount: integer('created_count').notNull().default(0),
    error: text('error'),
    /** What reading the file noticed ("These columns are not used: …"), shown on the preview. */
    notes: jsonb('notes').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    createdAt: createdAt(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    index('student_imports_school_id_idx').on(t.schoolId, t.createdAt),
    uniqueIndex('student_imports_school_file_confirmed_unique')
      .on(t.schoolId, t.fileSha256)
      .where(sql`${t.status} in ('queued', 'running', 'completed')`),
    check('student_imports_row_count_range', sql`${t.rowCount} between 0 and 10000`),
    check('student_imports_file_sha256_format', sql`${t.fileSha256} ~ '^[0-9a-f]{64}$'`),
  ],
)

/**
 * One CSV row with its validation result. generated_password is shown once in the downloadable
 * result; the imports feature clears it when the import is older than its download window.
 */
export const studentImportRows = pgTable(
  'student_import_rows',
  {
    id: id(),
    importId: uuid('import_id')
      .notNull()
      .references(() => studentImports.id, { onDelete: 'cascade' }),
    rowNumber: integer('row_number').notNull(),
    data: jsonb('data').notNull(),
    errors: jsonb('errors').notNull().default(sql`'[]'::jsonb`),
    warnings: jsonb('warnings').notNull().default(sql`'[]'::jsonb`),
    action: studentImportRowAction('action').notNull().default('create'),
    createdProfileId: uuid('created_profile_id').references(() => profiles.id, { onDelete: 'set null' }),
    generatedPassword: text('generated_password'),
  },
  (t) => [unique('student_import_rows_import_row_unique').on(t.importId, t.rowNumber)],
)
