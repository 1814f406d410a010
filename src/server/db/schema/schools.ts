import { sql } from 'drizzle-orm'
import { type AnyPgColumn, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { createdAt, id } from './columns'
import { loginType } from './enums'
import { files } from './files'

/**
 * A school — the spec's "account", served at {subdomain}.{PRODUCT_HOST}. A district is a school
 * whose children point at it through parent_school_id. Reserved subdomains are refused by the app
 * (src/lib/reserved-subdomains.ts); the database checks the shape only.
 */
export const schools = pgTable(
  'schools',
  {
    id: id(),
    subdomain: text('subdomain').notNull().unique('schools_subdomain_unique'),
    name: text('name').notNull(),
    logoFileId: uuid('logo_file_id').references((): AnyPgColumn => files.id, { onDelete: 'set null' }),
    parentSchoolId: uuid('parent_school_id').references((): AnyPgColumn => schools.id, {
      onDelete: 'set null',
    }),
    allowedLoginTypes: loginType('allowed_login_types')
      .array()
      .notNull()
      .default(sql`'{picture,words,password}'::login_type[]`),
    address: text('address'),
    /** The language of the school's pages for a visitor whose browser asks for none the product speaks (decision 204). */
    defaultLocale: text('default_locale'),
    createdAt: createdAt(),
    /** The admin asked for the school's deletion (docs/privacy.md); null when not, or cancelled. */
    deletionRequestedAt: timestamp('deletion_requested_at', { withTimezone: true }),
    /** When the upkeep deletes the school's people and work: 30 days after the request. */
    deletionDueAt: timestamp('deletion_due_at', { withTimezone: true }),
    deletionRequestedBy: uuid('deletion_requested_by'),
    /** The people and work are gone; the row stays for its invoices and subscriptions. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('schools_parent_school_id_idx').on(t.parentSchoolId),
    // The staff console pages through schools newest first (decision 140).
    index('schools_created_at_id_idx').on(t.createdAt, t.id),
    index('schools_deletion_due_at_idx').on(t.deletionDueAt),
    check('schools_subdomain_format', sql`${t.subdomain} ~ '^[a-z0-9-]{3,40}$'`),
    check('schools_default_locale_known', sql`${t.defaultLocale} in ('en', 'es', 'ar')`),
    check('schools_name_length', sql`char_length(${t.name}) between 1 and 120`),
    check('schools_not_own_parent', sql`${t.parentSchoolId} is null or ${t.parentSchoolId} <> ${t.id}`),
    check('schools_allowed_login_types_not_empty', sql`cardinality(${t.allowedLoginTypes}) >= 1`),
  ],
)
