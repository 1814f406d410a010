import { sql } from 'drizzle-orm'
import { check, index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core'
import { schoolClasses } from './classes'
import { createdAt, id } from './columns'
import { cardSectionItems, cards } from './courses'
import { progressStatus, reviewVerdict } from './enums'
import { lessons, lessonVersions } from './lessons'
import { schools } from './schools'
import { profiles } from './users'

/**
 * One student's progress in one lesson of a course. The item and lesson references use
 * NO ACTION on delete: a course item that children have worked on cannot be deleted by itself
 * (no child ever loses work); deleting the school or the student still removes it.
 */
export const lessonProgress = pgTable(
  'lesson_progress',
  {
    id: id(),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    schoolId: uuid('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    cardSectionItemId: uuid('card_section_item_id')
      .notNull()
      .references(() => cardSectionItems.id),
    lessonId: uuid('lesson_id')
      .notNull()
      .references(() => lessons.id),
    lessonVersionId: uuid('lesson_version_id').references(() => lessonVersions.id),
    status: progressStatus('status').notNull().default('not_started'),
    currentStep: integer('current_step').notNull().default(0),
    /** Step key → checks passed, as the runner reports them. */
    checksPassed: jsonb('checks_passed').notNull().default(sql`'{}'::jsonb`),
    attempts: integer('attempts').notNull().default(0),
    timeSpentSeconds: integer('time_spent_seconds').notNull().default(0),
    /** Highest code_revisions.revision saved; autosave sends the revision it builds on. */
    latestRevision: integer('latest_revision').notNull().default(0),
    startedAt: timestamp('started_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('lesson_progress_profile_item_unique').on(t.profileId, t.cardSectionItemId),
    index('lesson_progress_school_item_idx').on(t.schoolId, t.cardSectionItemId),
    // The progress grid's refetch reads only what changed since its cursor.
    index('lesson_progress_school_updated_idx').on(t.schoolId, t.updatedAt),
    check(
      'lesson_progress_counters_non_negative',
      sql`${t.currentStep} >= 0 and ${t.attempts} >= 0 and ${t.timeSpentSeconds} >= 0 and ${t.latestRevision} >= 0`,
    ),
  ],
)

/**
 * Every saved version of a student's code for one step; (progress, step, revision) is unique. A
 * save based on an older revision than the latest (a stale tab) is stored as a revision of its
 * own, marked as kept from another tab, and the newer work stays the latest (decision 011).
 */
export const codeRevisions = pgTable(
  'code_revisions',
  {
    id: id(),
    progressId: uuid('progress_id')
      .notNull()
      .references(() => lessonProgress.id, { onDelete: 'cascade' }),
    stepKey: text('step_key').notNull(),
    revision: integer('revision').notNull(),
    code: text('code').notNull(),
    blocksJson: jsonb('blocks_json'),
    /** The browser tab that saved it, to tell a stale tab from this one. */
    clientId: text('client_id'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('code_revisions_progress_step_revision_unique').on(t.progressId, t.stepKey, t.revision),
    check('code_revisions_revision_positive', sql`${t.revision} >= 1`),
  ],
)

/** A teacher's comment on a student's lesson, optionally pinned to a line or block of a revision. */
export const reviewComments = pgTable(
  'review_comments',
  {
    id: id(),
    progressId: uuid('progress_id')
      .notNull()
      .references(() => lessonProgress.id, { onDelete: 'cascade' }),
    codeRevisionId: uuid('code_revision_id').references(() => codeRevisions.id, {
      onDelete: 'set null',
    }),
    authorProfileId: uuid('author_profile_id').references(() => profiles.id, { onDelete: 'set null' }),
    line: integer('line'),
    blockId: text('block_id'),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('review_comments_progress_id_idx').on(t.progressId),
    check('review_comments_body_length', sql`char_length(${t.body}) between 1 and 2000`),
    check('review_comments_line_positive', sql`${t.line} >= 1`),
  ],
)

/** The overall verdict on a student's lesson, which the student sees. One per progress row. */
export const lessonReviews = pgTable('lesson_reviews', {
  id: id(),
  progressId: uuid('progress_id')
    .notNull()
    .unique('lesson_reviews_progress_id_unique')
    .references(() => lessonProgress.id, { onDelete: 'cascade' }),
  verdict: reviewVerdict('verdict').notNull(),
  reviewerProfileId: uuid('reviewer_profile_id').references(() => profiles.id, { onDelete: 'set null' }),
  /** The lesson's rubric as the teacher ticked it: criterion key → met (decision 194). */
  rubric: jsonb('rubric').notNull().default(sql`'{}'::jsonb`),
  /** When the student pressed "I fixed it" after this verdict: back in the teacher's queue (decision 193). */
  fixedAt: timestamp('fixed_at', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/** A saved class × course progress grid (/dashboard/progress/{dashboardUUID}). */
export const progressDashboards = pgTable(
  'progress_dashboards',
  {
    id: id(),
    schoolId: uuid('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    classId: uuid('class_id')
      .notNull()
      .references(() => schoolClasses.id, { onDelete: 'cascade' }),
    cardId: uuid('card_id')
      .notNull()
      .references(() => cards.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    createdByProfileId: uuid('created_by_profile_id').references(() => profiles.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
  },
  (t) => [
    index('progress_dashboards_school_id_idx').on(t.schoolId),
    // One dashboard per class and course, created when first opened (decision 013).
    unique('progress_dashboards_class_card_unique').on(t.classId, t.cardId),
  ],
)
