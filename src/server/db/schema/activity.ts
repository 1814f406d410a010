import { sql } from 'drizzle-orm'
import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core'
import { createdAt, id } from './columns'
import { schools } from './schools'
import { profiles } from './users'

/**
 * What happened at a school, newest first: kind is e.g. lesson_started, lesson_completed,
 * student_joined, login_locked; subject holds the ids and names the feed shows.
 */
export const activity = pgTable(
  'activity',
  {
    id: id(),
    schoolId: uuid('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    profileId: uuid('profile_id').references(() => profiles.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    subject: jsonb('subject').notNull().default(sql`'{}'::jsonb`),
    createdAt: createdAt(),
  },
  (t) => [
    index('activity_school_id_created_at_idx').on(t.schoolId, t.createdAt.desc()),
    index('activity_profile_id_created_at_idx').on(t.profileId, t.createdAt.desc()),
  ],
)
