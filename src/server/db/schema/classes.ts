import { sql } from 'drizzle-orm'
import {
  boolean,
  char,
  check,
  index,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { JOIN_CODE_ALPHABET, JOIN_CODE_LENGTH } from '@/lib/join-code-alphabet'
import { createdAt, id } from './columns'
import { cardSectionItems, cards } from './courses'
import { loginType } from './enums'
import { schools } from './schools'
import { profiles } from './users'

const joinCodeRegex = `^[${JOIN_CODE_ALPHABET}]{${JOIN_CODE_LENGTH}}$`

/**
 * A class (the spec calls it a "group": `/dashboard/groups`, `groupUUID`; decision 105). Archiving at year end frees its join code but keeps members,
 * their accounts and their work.
 */
export const schoolClasses = pgTable(
  'classes',
  {
    id: id(),
    schoolId: uuid('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** -1 pre-K, 0 kindergarten, 1–12 grades; null for mixed classes. */
    grade: smallint('grade'),
    loginType: loginType('login_type').notNull().default('password'),
    quickJoin: boolean('quick_join').notNull().default(false),
    /** Children may make their own account with the class code (`/student/register`). */
    selfRegistration: boolean('self_registration').notNull().default(true),
    /**
     * Until then the class's join limits are raised for a lesson where the whole class joins at
     * once (issue 21: joins are limited per address and per class otherwise).
     */
    joinOpenUntil: timestamp('join_open_until', { withTimezone: true }),
    joinCode: char('join_code', { length: 6 }).notNull(),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('classes_school_id_idx').on(t.schoolId),
    uniqueIndex('classes_join_code_active_unique').on(t.joinCode).where(sql`${t.archivedAt} is null`),
    check('classes_join_code_format', sql`${t.joinCode} ~ ${sql.raw(`'${joinCodeRegex}'`)}`),
    check('classes_name_length', sql`char_length(${t.name}) between 1 and 60`),
    check('classes_grade_range', sql`${t.grade} between -1 and 12`),
  ],
)

/** Teachers of a class; co-teachers allowed. */
export const classTeachers = pgTable(
  'class_teachers',
  {
    classId: uuid('class_id')
      .notNull()
      .references(() => schoolClasses.id, { onDelete: 'cascade' }),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'class_teachers_pk', columns: [t.classId, t.profileId] }),
    index('class_teachers_profile_id_idx').on(t.profileId),
  ],
)

/** Students of a class (STUDENT or STUDENT_SESSION profiles). */
export const classMembers = pgTable(
  'class_members',
  {
    classId: uuid('class_id')
      .notNull()
      .references(() => schoolClasses.id, { onDelete: 'cascade' }),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'class_members_pk', columns: [t.classId, t.profileId] }),
    index('class_members_profile_id_idx').on(t.profileId),
  ],
)

/** Courses (cards) assigned to a class. */
export const classCards = pgTable(
  'class_cards',
  {
    classId: uuid('class_id')
      .notNull()
      .references(() => schoolClasses.id, { onDelete: 'cascade' }),
    cardId: uuid('card_id')
      .notNull()
      .references(() => cards.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'class_cards_pk', columns: [t.classId, t.cardId] }),
    index('class_cards_card_id_idx').on(t.cardId),
  ],
)

/** Per-class lesson switches: a teacher locks (not yet) or hides (not for us) an item. */
export const classItemSettings = pgTable(
  'class_item_settings',
  {
    classId: uuid('class_id')
      .notNull()
      .references(() => schoolClasses.id, { onDelete: 'cascade' }),
    cardSectionItemId: uuid('card_section_item_id')
      .notNull()
      .references(() => cardSectionItems.id, { onDelete: 'cascade' }),
    locked: boolean('locked').notNull().default(false),
    hidden: boolean('hidden').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'class_item_settings_pk', columns: [t.classId, t.cardSectionItemId] })],
)
