import { sql } from 'drizzle-orm'
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { id } from './columns'
import { schools } from './schools'
import { users } from './users'

/**
 * Who saw or changed a child's data, and what staff did in the console (issue 21, part 2). Written
 * in batches; an admin reads and exports the school's rows. A child's id and name stay after the
 * child is deleted, so the record still says who deleted them (retention: docs/privacy.md).
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: id(),
    /** Null for staff console actions that concern no single school. */
    schoolId: uuid('school_id').references(() => schools.id, { onDelete: 'cascade' }),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    /** ADMIN, TEACHER, SUPER, STAFF, LESSON_EDITOR. Students are never actors. */
    actorRole: text('actor_role').notNull(),
    /** e.g. student.work.viewed, student.updated, staff.school.created (audit-actions.ts). */
    action: text('action').notNull(),
    subjectId: uuid('subject_id'),
    subjectName: text('subject_name'),
    detail: jsonb('detail').notNull().default(sql`'{}'::jsonb`),
    /** The host the request came to (a school's subdomain or the main host). */
    host: text('host').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_events_school_id_at_idx').on(t.schoolId, t.at.desc()),
    index('audit_events_subject_id_idx').on(t.subjectId),
    index('audit_events_at_idx').on(t.at),
  ],
)
