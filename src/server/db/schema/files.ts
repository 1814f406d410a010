import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core'
import { bytea, createdAt, id } from './columns'
import { schools } from './schools'

/** Uploaded files (school logos, resource PDFs and images) kept in the database, ≤ 20 MB each. */
export const files = pgTable(
  'files',
  {
    id: id(),
    schoolId: uuid('school_id').references(() => schools.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    data: bytea('data').notNull(),
    sha256: text('sha256').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('files_school_id_idx').on(t.schoolId),
    check('files_size_bytes_range', sql`${t.sizeBytes} between 0 and 20971520`),
    check('files_sha256_format', sql`${t.sha256} ~ '^[0-9a-f]{64}$'`),
  ],
)
