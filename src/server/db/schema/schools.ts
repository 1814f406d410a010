import { sql } from 'drizzle-orm'
import { type AnyPgColumn, check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core'
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
    createdAt: createdAt(),
  },
  (t) => [
    index('schools_parent_school_id_idx').on(t.parentSchoolId),
    check('schools_subdomain_format', sql`${t.subdomain} ~ '^[a-z0-9-]{3,40}$'`),
    check('schools_name_length', sql`char_length(${t.name}) between 1 and 120`),
    check('schools_not_own_parent', sql`${t.parentSchoolId} is null or ${t.parentSchoolId} <> ${t.id}`),
    check('schools_allowed_login_types_not_empty', sql`cardinality(${t.allowedLoginTypes}) >= 1`),
  ],
)
