import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core'
import type { TurtleCommand } from '@/kernel/runner-protocol'
import { createdAt, id } from './columns'
import { cardSectionItems } from './courses'
import { templateStatus } from './enums'
import { schools } from './schools'
import { profiles, users } from './users'

/**
 * A lesson. Its content lives in immutable versions; current_version_id is what new starters get.
 * Students keep the version they started (lesson_progress.lesson_version_id) unless a newer
 * version is marked safe_change.
 */
export const lessons = pgTable(
  'lessons',
  {
    id: id(),
    slug: text('slug').notNull().unique('lessons_slug_unique'),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    isFree: boolean('is_free').notNull().default(false),
    currentVersionId: uuid('current_version_id').references((): AnyPgColumn => lessonVersions.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('lessons_free_idx').on(t.isFree).where(sql`${t.isFree}`),
    check('lessons_slug_format', sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
  ],
)

export const lessonVersions = pgTable(
  'lesson_versions',
  {
    id: id(),
    lessonId: uuid('lesson_id')
      .notNull()
      .references((): AnyPgColumn => lessons.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    content: jsonb('content').notNull(),
    /**
     * The goal pictures of the version's `showGoal` steps: step key → the solution's turtle
     * commands, drawn once in the sandbox when the version is written (publish, seed). Null: not
     * drawn yet (a version from before this column); the lesson-goals job fills it in. Reading a
     * lesson never runs a program (docs/decisions/033-server-sandbox.md).
     */
    goals: jsonb('goals').$type<Record<string, TurtleCommand[]>>(),
    /** A safe change (typo, clearer hint) moves students already in the lesson onto it. */
    safeChange: boolean('safe_change').notNull().default(false),
    publishedBy: uuid('published_by').references(() => users.id, { onDelete: 'set null' }),
    /**
     * Written by the seed from a shipped lesson file. The seed brings a lesson up to date only while
     * its current version is one of these: a version published from the template editor is never
     * replaced by a re-run of the seed (decision 115).
     */
    fromSeed: boolean('from_seed').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    unique('lesson_versions_lesson_version_unique').on(t.lessonId, t.version),
    check('lesson_versions_version_positive', sql`${t.version} >= 1`),
  ],
)

/** Staff's editable drafts (template editor); publishing writes a lesson_versions row. */
export const lessonTemplates = pgTable(
  'lesson_templates',
  {
    id: id(),
    lessonId: uuid('lesson_id').references(() => lessons.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    draft: jsonb('draft').notNull(),
    status: templateStatus('status').notNull().default('draft'),
    updatedByUserId: uuid('updated_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('lesson_templates_lesson_id_idx').on(t.lessonId)],
)

/** A teacher's public share link to one lesson (/share/lesson/{id}); revocable. */
export const lessonShares = pgTable(
  'lesson_shares',
  {
    id: id(),
    cardSectionItemId: uuid('card_section_item_id')
      .notNull()
      .references(() => cardSectionItems.id, { onDelete: 'cascade' }),
    schoolId: uuid('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    createdByProfileId: uuid('created_by_profile_id').references(() => profiles.id, {
      onDelete: 'set null',
    }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('lesson_shares_school_id_idx').on(t.schoolId)],
)
