import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { createdAt, id } from './columns'
import { schools } from './schools'
import { profiles } from './users'

/**
 * A teacher's "Import from Google Classroom" (issue 22, decision 188): the trip through Google's
 * consent for the Classroom read-only scopes with offline access, from the button to the callback.
 * State, nonce and PKCE verifier, bound to the signed-in teacher who pressed the button; used once,
 * lives ten minutes. The refresh token the callback gets is kept sealed in provider_refresh_tokens.
 */
export const classroomConsents = pgTable(
  'classroom_consents',
  {
    id: id(),
    stateHash: text('state_hash').notNull().unique('classroom_consents_state_hash_unique'),
    schoolId: uuid('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    codeVerifier: text('code_verifier').notNull(),
    nonce: text('nonce').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('classroom_consents_expires_at_idx').on(t.expiresAt)],
)
