import { sql } from 'drizzle-orm'
import { check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core'
import { createdAt, id } from './columns'
import { cards } from './courses'
import { resourceKind } from './enums'
import { files } from './files'
import { schools } from './schools'
import { profiles } from './users'

/** Teacher resources (lesson plans, slides, worksheets, videos, links): uploaded or linked. */
export const resources = pgTable(
  'resources',
  {
    id: id(),
    schoolId: uuid('school_id').references(() => schools.id, { onDelete: 'cascade' }),
    cardId: uuid('card_id').references(() => cards.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    kind: resourceKind('kind').notNull(),
    url: text('url'),
    fileId: uuid('file_id').references(() => files.id, { onDelete: 'cascade' }),
    createdByProfileId: uuid('created_by_profile_id').references(() => profiles.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
  },
  (t) => [
    index('resources_card_id_idx').on(t.cardId),
    index('resources_school_id_idx').on(t.schoolId),
    check('resources_url_or_file', sql`${t.url} is not null or ${t.fileId} is not null`),
    check('resources_url_scheme', sql`${t.url} ~ '^https?://'`),
  ],
)
