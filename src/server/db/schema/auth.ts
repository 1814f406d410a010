import { sql } from 'drizzle-orm'
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { createdAt, id } from './columns'
import { oneTimeTokenKind } from './enums'
import { schools } from './schools'
import { profiles, users } from './users'

/**
 * Signed-in sessions. The cookie holds a random token; only its SHA-256 (hex) is stored. A sign-in
 * starts a family; the sessions a transfer makes from it on other hosts join that family, and
 * logout ends the whole family (record 028).
 */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    tokenHash: text('token_hash').notNull().unique('sessions_token_hash_unique'),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    profileId: uuid('profile_id').references(() => profiles.id, { onDelete: 'cascade' }),
    schoolId: uuid('school_id').references(() => schools.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull().defaultRandom(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sessions_user_id_idx').on(t.userId),
    index('sessions_family_id_idx').on(t.familyId),
    index('sessions_expires_at_idx').on(t.expiresAt),
    check('sessions_token_hash_format', sql`${t.tokenHash} ~ '^[0-9a-f]{64}$'`),
  ],
)

/**
 * Single-use tokens: transfer (profile switch across school hosts, ≤ 60 s), reset (1 h),
 * invite (7 days), magic (sign-in links, SSO hand-offs). Stored as SHA-256 (hex).
 */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: id(),
    kind: oneTimeTokenKind('kind').notNull(),
    tokenHash: text('token_hash').notNull().unique('one_time_tokens_token_hash_unique'),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    profileId: uuid('profile_id').references(() => profiles.id, { onDelete: 'cascade' }),
    schoolId: uuid('school_id').references(() => schools.id, { onDelete: 'cascade' }),
    /** transfer: the session family that asked for it; the session it makes joins that family. */
    familyId: uuid('family_id'),
    /** transfer: SHA-256 of the proof the asking browser holds (record 029). */
    proofHash: text('proof_hash'),
    /** email_change: `{ email }`, the new address; staff_invite: `{ userRole }`. */
    detail: jsonb('detail'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('one_time_tokens_user_id_idx').on(t.userId),
    index('one_time_tokens_expires_at_idx').on(t.expiresAt),
    check('one_time_tokens_token_hash_format', sql`${t.tokenHash} ~ '^[0-9a-f]{64}$'`),
    check('one_time_tokens_proof_hash_format', sql`${t.proofHash} ~ '^[0-9a-f]{64}$'`),
  ],
)

/**
 * Fixed-window counters for throttling (failed logins per IP, per email, per class code…).
 * key is e.g. "login:ip:203.0.113.9"; a new window resets count.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull().defaultNow(),
    count: integer('count').notNull().default(0),
  },
  (t) => [index('rate_limits_window_start_idx').on(t.windowStart)],
)

/**
 * Browsers a user has signed in on. The cookie holds a random token; only its SHA-256 is kept.
 * When wrong passwords lock an account, its owner still gets in from a device they used before
 * (issue 21: a lock-out nobody else can cause).
 */
export const knownDevices = pgTable(
  'known_devices',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique('known_devices_token_hash_unique'),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('known_devices_user_id_idx').on(t.userId),
    index('known_devices_last_used_at_idx').on(t.lastUsedAt),
    check('known_devices_token_hash_format', sql`${t.tokenHash} ~ '^[0-9a-f]{64}$'`),
  ],
)
