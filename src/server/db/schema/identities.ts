import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core'
import { schoolClasses } from './classes'
import { bytea, createdAt, id } from './columns'
import { schools } from './schools'
import { profiles, users } from './users'

/**
 * Sign-in with the school's own accounts (issue 22, decisions 171–173): Google, Microsoft and
 * Clever over OpenID Connect. A provider is one of IDENTITY_PROVIDERS (src/server/identity).
 */

/**
 * One school's use of one provider: on or off, the email domains (Google's `hd`) and tenants
 * (Microsoft's `tid`, Clever's district) it accepts, whether students may use it, and whether a
 * first sign-in with no match may make a student in a class open for joining (decision 171).
 */
export const schoolSignInProviders = pgTable(
  'school_sign_in_providers',
  {
    schoolId: uuid('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    enabled: boolean('enabled').notNull().default(false),
    /** Lower-case domains; empty: any domain (the tenant rule may still apply). */
    allowedDomains: text('allowed_domains').array().notNull().default(sql`'{}'::text[]`),
    /** Microsoft tenant ids / Clever district ids; empty: any. */
    allowedTenants: text('allowed_tenants').array().notNull().default(sql`'{}'::text[]`),
    studentsAllowed: boolean('students_allowed').notNull().default(true),
    selfRegistration: boolean('self_registration').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.schoolId, t.provider] }),
    check('school_sign_in_providers_provider', sql`${t.provider} in ('google', 'microsoft', 'clever')`),
  ],
)

/**
 * A provider identity (issuer + subject, never the email) linked to one profile of one school. The
 * same Google account at two schools is two rows: a link never crosses schools.
 */
export const identityLinks = pgTable(
  'identity_links',
  {
    id: id(),
    schoolId: uuid('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    /** The address the provider gave at the last sign-in, shown to staff; never used to match. */
    email: text('email'),
    /** Who linked it: null when it linked itself through a verified address or the roster. */
    linkedByUserId: uuid('linked_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    lastSignedInAt: timestamp('last_signed_in_at', { withTimezone: true }),
  },
  (t) => [
    unique('identity_links_school_issuer_subject_unique').on(t.schoolId, t.issuer, t.subject),
    unique('identity_links_profile_issuer_unique').on(t.profileId, t.issuer),
  ],
)

/**
 * One sign-in through a provider, from the button to the callback: state, nonce and PKCE verifier,
 * and the hash of the cookie of the browser that pressed the button (the callback's transfer is
 * redeemed without a question only there). Used once; lives ten minutes.
 */
export const oidcSignInAttempts = pgTable(
  'oidc_sign_in_attempts',
  {
    id: id(),
    stateHash: text('state_hash').notNull().unique('oidc_sign_in_attempts_state_hash_unique'),
    browserHash: text('browser_hash').notNull(),
    provider: text('provider').notNull(),
    schoolId: uuid('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    /** sign-in (/login), join (/join, with the class), link (a teacher's linking ticket). */
    purpose: text('purpose').notNull(),
    classId: uuid('class_id').references(() => schoolClasses.id, { onDelete: 'cascade' }),
    linkTicketId: uuid('link_ticket_id'),
    codeVerifier: text('code_verifier').notNull(),
    nonce: text('nonce').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    index('oidc_sign_in_attempts_expires_at_idx').on(t.expiresAt),
    check('oidc_sign_in_attempts_purpose', sql`${t.purpose} in ('sign-in', 'join', 'link')`),
  ],
)

/**
 * A teacher's "Link a Google account" for a student: a one-time ticket (only its hash kept) the
 * child opens to sign in with the provider once; that identity is then the child's.
 */
export const identityLinkTickets = pgTable(
  'identity_link_tickets',
  {
    id: id(),
    tokenHash: text('token_hash').notNull().unique('identity_link_tickets_token_hash_unique'),
    schoolId: uuid('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('identity_link_tickets_profile_id_idx').on(t.profileId)],
)

/**
 * A provider's refresh token kept for a profile (roster sync: Google Classroom), encrypted with
 * SECRETS_KEY (AES-256-GCM; src/server/crypto/secrets.ts). Sign-in itself keeps no provider token.
 */
export const providerRefreshTokens = pgTable(
  'provider_refresh_tokens',
  {
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    sealed: bytea('sealed').notNull(),
    scopes: text('scopes').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.profileId, t.provider] })],
)
