import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { bytea, createdAt, id } from './columns'
import { schools } from './schools'
import { profiles } from './users'

/**
 * A ZIP of a school's data (or one student's) that its admin asked for (docs/privacy.md). The
 * `data-export` job fills `data`; the archive is deleted `expires_at` (7 days after it is ready)
 * by the upkeep. A student's export goes with the student.
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: id(),
    schoolId: uuid('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    /** Null: the whole school. */
    studentProfileId: uuid('student_profile_id').references(() => profiles.id, { onDelete: 'cascade' }),
    requestedByProfileId: uuid('requested_by_profile_id').references(() => profiles.id, {
      onDelete: 'set null',
    }),
    status: text('status').notNull().default('queued'),
    fileName: text('file_name'),
    sizeBytes: integer('size_bytes'),
    data: bytea('data'),
    error: text('error'),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [
    index('data_exports_school_id_created_at_idx').on(t.schoolId, t.createdAt),
    index('data_exports_expires_at_idx').on(t.expiresAt),
    check('data_exports_status_known', sql`${t.status} in ('queued', 'running', 'ready', 'failed')`),
  ],
)
