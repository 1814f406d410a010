import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { schoolClasses } from './classes'
import { createdAt, id } from './columns'
import { schools } from './schools'
import { profiles } from './users'

/**
 * Roster sync (issue 22, decisions 174–176): a school's information system, Google Classroom or
 * Clever says who its students, teachers and classes are; a sync compares that roster with the
 * school and applies the difference. Nothing here is shared between schools: every row names its
 * school, and a roster's sourcedIds mean something only inside that school.
 */

/**
 * A roster the school reads from on its own: OneRoster REST (one per school, daily) or a
 * teacher's Google Classroom. A OneRoster CSV upload needs no source row. The client secret is
 * encrypted with SECRETS_KEY (docs/integrations.md).
 */
export const rosterSources = pgTable(
  'roster_sources',
  {
    id: id(),
    schoolId: uuid('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** Google Classroom: the teacher whose classes these are; null for the school's own sources. */
    ownerProfileId: uuid('owner_profile_id').references(() => profiles.id, { onDelete: 'cascade' }),
    baseUrl: text('base_url'),
    tokenUrl: text('token_url'),
    clientId: text('client_id'),
    clientSecretEncrypted: text('client_secret_encrypted'),
    /** The upkeep syncs it once a day. */
    daily: boolean('daily').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('roster_sources_school_kind_unique')
      .on(t.schoolId, t.kind)
      .where(sql`${t.ownerProfileId} is null`),
    uniqueIndex('roster_sources_owner_kind_unique')
      .on(t.ownerProfileId, t.kind)
      .where(sql`${t.ownerProfileId} is not null`),
    check('roster_sources_kind', sql`${t.kind} in ('oneroster_rest', 'google_classroom', 'clever')`),
  ],
)

/**
 * One sync: staged → preview → (needs_approval) → queued → running → completed | failed.
 * The record the admin reads: who or what ran it, when, the source, the counts per kind
 * (`plan` before, `result` after) and the errors per kind.
 */
export const rosterSyncs = pgTable(
  'roster_syncs',
  {
    id: id(),
    schoolId: uuid('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    sourceId: uuid('source_id').references(() => rosterSources.id, { onDelete: 'set null' }),
    /** oneroster_csv, oneroster_rest, google_classroom, clever. */
    source: text('source').notNull(),
    /** bulk: the roster is whole (who is missing is archived); delta: only the rows given change. */
    mode: text('mode').notNull().default('bulk'),
    status: text('status').notNull().default('preview'),
    /** Who started it; null with trigger 'schedule' (the daily upkeep). */
    startedByProfileId: uuid('started_by_profile_id').references(() => profiles.id, { onDelete: 'set null' }),
    trigger: text('trigger').notNull().default('admin'),
    fileName: text('file_name'),
    fileSha256: text('file_sha256'),
    progressDone: integer('progress_done').notNull().default(0),
    progressTotal: integer('progress_total').notNull().default(0),
    plan: jsonb('plan'),
    result: jsonb('result'),
    errors: jsonb('errors').notNull().default(sql`'[]'::jsonb`),
    errorCount: integer('error_count').notNull().default(0),
    /** The admin agreed to archive more than 20 % of the school's students. */
    archiveApproved: boolean('archive_approved').notNull().default(false),
    createdAt: createdAt(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('roster_syncs_school_created_idx').on(t.schoolId, t.createdAt),
    check(
      'roster_syncs_source',
      sql`${t.source} in ('oneroster_csv', 'oneroster_rest', 'google_classroom', 'clever')`,
    ),
    check('roster_syncs_mode', sql`${t.mode} in ('bulk', 'delta')`),
    check(
      'roster_syncs_status',
      sql`${t.status} in ('staging', 'preview', 'needs_approval', 'queued', 'running', 'completed', 'failed', 'cancelled')`,
    ),
    check('roster_syncs_trigger', sql`${t.trigger} in ('admin', 'teacher', 'schedule')`),
  ],
)

/**
 * A sync's roster as read (staging): only the fields this product uses. Passwords, guardians and
 * demographics are never read into it. Emptied when the sync ends.
 */
export const rosterSyncRecords = pgTable(
  'roster_sync_records',
  {
    syncId: uuid('sync_id')
      .notNull()
      .references(() => rosterSyncs.id, { onDelete: 'cascade' }),
    /** student, teacher, class, enrollment. */
    kind: text('kind').notNull(),
    sourcedId: text('sourced_id').notNull(),
    /** active, or tobedeleted (a delta's removal). */
    status: text('status').notNull().default('active'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    email: text('email'),
    username: text('username'),
    grade: smallint('grade'),
    title: text('title'),
    classSourcedId: text('class_sourced_id'),
    userSourcedId: text('user_sourced_id'),
    role: text('role'),
    /** A hash of the fields above that the school keeps: equal means nothing to update. */
    fingerprint: text('fingerprint').notNull(),
  },
  (t) => [primaryKey({ name: 'roster_sync_records_pk', columns: [t.syncId, t.kind, t.sourcedId] })],
)

/**
 * The link between a roster's sourcedId and this school's profile or class: how a second sync
 * knows who is who (never by name). `fingerprint` is what was applied last.
 */
export const rosterLinks = pgTable(
  'roster_links',
  {
    schoolId: uuid('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    /** The system the sourcedIds come from: oneroster (file and REST), google, clever. */
    source: text('source').notNull(),
    /** student, teacher, class. */
    kind: text('kind').notNull(),
    sourcedId: text('sourced_id').notNull(),
    profileId: uuid('profile_id').references(() => profiles.id, { onDelete: 'cascade' }),
    classId: uuid('class_id').references(() => schoolClasses.id, { onDelete: 'cascade' }),
    /** The address the roster gives (lower case): a provider sign-in may match it in this school. */
    email: text('email'),
    fingerprint: text('fingerprint').notNull(),
    /** The sync made the profile or class (false: it linked one the school already had). */
    created: boolean('created').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'roster_links_pk', columns: [t.schoolId, t.source, t.kind, t.sourcedId] }),
    index('roster_links_profile_id_idx').on(t.profileId),
    index('roster_links_class_id_idx').on(t.classId),
    index('roster_links_school_email_idx').on(t.schoolId, t.email),
    check('roster_links_kind', sql`${t.kind} in ('student', 'teacher', 'class')`),
    check(
      'roster_links_target',
      sql`(${t.kind} = 'class' and ${t.classId} is not null and ${t.profileId} is null) or (${t.kind} <> 'class' and ${t.profileId} is not null and ${t.classId} is null)`,
    ),
  ],
)
