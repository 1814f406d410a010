import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  index,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { createdAt, id } from './columns'
import { profileRole, userRole } from './enums'
import { schools } from './schools'

/**
 * A person who signs in. Adults have an email; students usually have none and sign in through a
 * profile (username, picture or secret words) on their school's host. user_role marks internal staff.
 */
export const users = pgTable(
  'users',
  {
    id: id(),
    email: text('email').unique('users_email_unique'),
    phoneCountryCode: text('phone_country_code'),
    phoneNumber: text('phone_number'),
    passwordHash: text('password_hash'),
    /**
     * When a mailed one-time link (invitation, reset) proved that the holder of the address chose
     * this account's password. Invitations attach to an existing account only once it is set
     * (record 030); changing the email clears it.
     */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /**
     * An address the owner asked to move to: it replaces `email` only when the mailed link is
     * opened, so nobody can take an address they do not hold.
     */
    pendingEmail: text('pending_email'),
    userRole: userRole('user_role'),
    name: text('name').notNull(),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    /** The language the person chose (decision 204): their pages come in it on any device. */
    locale: text('locale'),
    createdAt: createdAt(),
  },
  (t) => [
    check('users_locale_known', sql`${t.locale} in ('en', 'es', 'ar')`),
    check('users_email_lower_case', sql`${t.email} = lower(${t.email})`),
    check('users_email_shape', sql`${t.email} ~ '^[^@\\s]+@[^@\\s]+$'`),
    check('users_pending_email_lower_case', sql`${t.pendingEmail} = lower(${t.pendingEmail})`),
    check('users_name_length', sql`char_length(${t.name}) between 1 and 120`),
  ],
)

/**
 * A role at one school: STUDENT, STUDENT_SESSION (quick-join, session only), TEACHER or ADMIN.
 * A teacher at two schools has two profiles. Students' login secrets live here, per school.
 * Deleting a student profile deletes their work (cascades); archived_at hides a profile that must
 * keep its history (e.g. a removed teacher's review comments).
 */
export const profiles = pgTable(
  'profiles',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    schoolId: uuid('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    role: profileRole('role').notNull(),
    name: text('name').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    username: text('username'),
    /** -1 pre-K, 0 kindergarten, 1–12 grades; null when unknown. */
    grade: smallint('grade'),
    /** Index (0–11) of the student's first secret picture. */
    picturePassword: smallint('picture_password'),
    /** Index (0–11) of the second secret picture, tapped after the first. */
    picturePasswordSecond: smallint('picture_password_second'),
    secretWordsHash: text('secret_words_hash'),
    /**
     * Two words a words-login class types (docs/decisions/040). Kept readable like the secret
     * picture: the teacher prints them on login cards; the lockout after 5 misses protects them.
     */
    secretWords: text('secret_words'),
    /** Shows the teacher a lockout; the lock itself is the student's rate-limit counter (record 030). */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** Locks in a row since the child last got in: each one is longer than the one before. */
    signInLocks: smallint('sign_in_locks').notNull().default(0),
    /** Set when the locks escalated so far that only a teacher can unlock the child. */
    unlockRequiredAt: timestamp('unlock_required_at', { withTimezone: true }),
    /**
     * An invitation to an account whose address is not verified yet: the profile cannot be used
     * until the address is (record 030).
     */
    pendingVerification: boolean('pending_verification').notNull().default(false),
    /** District students pick school and grade first (spec rule 8); set when they have. */
    setupCompletedAt: timestamp('setup_completed_at', { withTimezone: true }),
    lastActiveAt: timestamp('last_active_at', { withTimezone: true }),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('profiles_user_school_role_unique').on(t.userId, t.schoolId, t.role),
    uniqueIndex('profiles_school_username_unique')
      .on(t.schoolId, t.username)
      .where(sql`${t.username} is not null`),
    index('profiles_school_id_role_idx').on(t.schoolId, t.role),
    // The students list sorts by name and marks names that appear twice (decision 140).
    index('profiles_school_name_idx').on(t.schoolId, sql`lower(${t.name})`, t.id),
    check('profiles_name_length', sql`char_length(${t.name}) between 1 and 60`),
    check('profiles_username_format', sql`${t.username} ~ '^[a-z0-9._-]{3,32}$'`),
    check('profiles_secret_words_format', sql`${t.secretWords} ~ '^[a-z]{2,12} [a-z]{2,12}$'`),
    check('profiles_picture_password_range', sql`${t.picturePassword} between 0 and 11`),
    check('profiles_picture_password_second_range', sql`${t.picturePasswordSecond} between 0 and 11`),
    check('profiles_grade_range', sql`${t.grade} between -1 and 12`),
  ],
)
