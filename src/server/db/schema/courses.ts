import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, pgTable, smallint, text, uuid } from 'drizzle-orm/pg-core'
import { createdAt, id } from './columns'
import { cardLanguage, cardSectionItemKind } from './enums'
import { lessons } from './lessons'
import { resources } from './resources'
import { schools } from './schools'

/** A course ("card"): sections of items. school_id null = the global catalog. */
export const cards = pgTable(
  'cards',
  {
    id: id(),
    slug: text('slug').notNull().unique('cards_slug_unique'),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    ageMin: smallint('age_min').notNull(),
    ageMax: smallint('age_max').notNull(),
    language: cardLanguage('language').notNull(),
    color: text('color').notNull().default('#2563eb'),
    icon: text('icon').notNull().default('code'),
    position: integer('position').notNull().default(0),
    published: boolean('published').notNull().default(false),
    schoolId: uuid('school_id').references(() => schools.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('cards_school_id_idx').on(t.schoolId),
    index('cards_published_position_idx').on(t.published, t.position),
    check('cards_slug_format', sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    check('cards_age_range', sql`${t.ageMin} between 3 and 18 and ${t.ageMax} between ${t.ageMin} and 18`),
  ],
)

export const cardSections = pgTable(
  'card_sections',
  {
    id: id(),
    cardId: uuid('card_id')
      .notNull()
      .references(() => cards.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('card_sections_card_id_position_idx').on(t.cardId, t.position)],
)

/** One entry of a section: a lesson or a resource (exactly one, matching kind). */
export const cardSectionItems = pgTable(
  'card_section_items',
  {
    id: id(),
    sectionId: uuid('section_id')
      .notNull()
      .references(() => cardSections.id, { onDelete: 'cascade' }),
    kind: cardSectionItemKind('kind').notNull(),
    lessonId: uuid('lesson_id').references(() => lessons.id, { onDelete: 'cascade' }),
    resourceId: uuid('resource_id').references(() => resources.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('card_section_items_section_id_position_idx').on(t.sectionId, t.position),
    index('card_section_items_lesson_id_idx').on(t.lessonId),
    check(
      'card_section_items_kind_matches',
      sql`(${t.kind} = 'lesson' and ${t.lessonId} is not null and ${t.resourceId} is null)
        or (${t.kind} = 'resource' and ${t.resourceId} is not null and ${t.lessonId} is null)`,
    ),
  ],
)
