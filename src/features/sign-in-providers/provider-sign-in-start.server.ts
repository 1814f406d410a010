import { and, eq, gt, isNull, sql } from 'drizzle-orm'
import * as client from 'openid-client'
import { m } from '@/paraglide/messages'
import type { CookieSpec } from '@/server/auth/auth-cookies'
import { hashToken, randomToken } from '@/server/auth/token-hash'
import { TRANSFER_PROOF_COOKIE } from '@/server/auth/transfer-proof'
import type { Db } from '@/server/db/client'
import { identityLinkTickets, oidcSignInAttempts, schoolClasses } from '@/server/db/schema'
import { HttpError } from '@/server/errors'
import { callbackUrl, configurationOf, providerOnServer } from './oidc-configuration.server'
import { type IdentityProvider, PROVIDER_NAMES } from './providers'
import { schoolProviderRule } from './school-provider-rules.server'

/**
 * Sign-in with Google, Microsoft and Clever (OpenID Connect, authorization code flow with PKCE,
 * state and nonce; decisions 171 and 173). The button on a school's page starts an attempt there
 * (the browser gets a cookie whose hash the attempt keeps); the provider sends the browser back to
 * the one callback on the main host, which finds the profile of that school the identity is
 * linked to and hands over to the school's /login-finalize with a transfer token bound to the
 * browser's cookie — the same exchange as a password sign-in that changes host.
 */
const ATTEMPT_TTL_SECONDS = 10 * 60
const SCOPES = 'openid email profile'

export interface StartInput {
  school: { id: string }
  provider: IdentityProvider
  purpose: 'sign-in' | 'link' | 'join'
  /** purpose link: the teacher's ticket (checked again at the callback). */
  ticket?: string
  /** purpose join: the class code the child typed on /join. */
  classCode?: string
}

/**
 * The button: an attempt with fresh state, nonce and PKCE verifier, the provider's address to
 * send the browser to, and the cookie that binds the attempt to this browser (host-only, on the
 * school's host where /login-finalize will ask for it).
 */
export async function startProviderSignIn(
  db: Db,
  input: StartInput,
): Promise<{ location: string; cookie: CookieSpec }> {
  const settings = providerOnServer(input.provider)
  const rule = await schoolProviderRule(db, input.school.id, input.provider)
  if (!settings || !rule?.enabled) {
    throw new HttpError(400, m.providers_error_sign_in_off({ provider: PROVIDER_NAMES[input.provider] }))
  }
  let linkTicketId: string | null = null
  let classId: string | null = null
  if (input.purpose === 'join') {
    classId = await classOpenToProviders(db, input.school.id, input.classCode ?? '')
    if (!classId || !rule.selfRegistration || !rule.studentsAllowed) throw new HttpError(400, 'class-closed')
  }
  if (input.purpose === 'link') {
    const ticket = await usableTicket(db, input.ticket ?? '', input.school.id)
    if (!ticket || ticket.provider !== input.provider) throw new HttpError(400, 'link-used')
    linkTicketId = ticket.id
  }
  const configuration = await configurationOf(settings)
  const state = client.randomState()
  const nonce = client.randomNonce()
  const codeVerifier = client.randomPKCECodeVerifier()
  const browser = randomToken()
  await db.insert(oidcSignInAttempts).values({
    stateHash: hashToken(state),
    browserHash: hashToken(browser),
    provider: input.provider,
    schoolId: input.school.id,
    purpose: input.purpose,
    linkTicketId,
    classId,
    codeVerifier,
    nonce,
    expiresAt: new Date(Date.now() + ATTEMPT_TTL_SECONDS * 1000),
  })
  const parameters: Record<string, string> = {
    redirect_uri: callbackUrl(),
    scope: SCOPES,
    state,
    nonce,
    code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    prompt: 'select_account',
  }
  // A hint only (Google shows that domain's accounts first); the callback checks the claim.
  const [onlyDomain] = rule.allowedDomains
  if (input.provider === 'google' && rule.allowedDomains.length === 1 && onlyDomain)
    parameters.hd = onlyDomain
  return {
    location: client.buildAuthorizationUrl(configuration, parameters).href,
    cookie: { name: TRANSFER_PROOF_COOKIE, value: browser, maxAge: ATTEMPT_TTL_SECONDS, httpOnly: true },
  }
}

/** The class of this school with this join code, active and letting children register themselves. */
async function classOpenToProviders(db: Db, schoolId: string, code: string): Promise<string | null> {
  if (!code || code.length > 40) return null
  const [row] = await db
    .select({ id: schoolClasses.id })
    .from(schoolClasses)
    .where(
      and(
        eq(schoolClasses.schoolId, schoolId),
        eq(schoolClasses.joinCode, code.trim().toUpperCase()),
        isNull(schoolClasses.archivedAt),
        eq(schoolClasses.selfRegistration, true),
      ),
    )
  return row?.id ?? null
}

async function usableTicket(db: Db, token: string, schoolId: string) {
  if (!token || token.length > 200) return null
  const [row] = await db
    .select({
      id: identityLinkTickets.id,
      profileId: identityLinkTickets.profileId,
      provider: identityLinkTickets.provider,
      createdByUserId: identityLinkTickets.createdByUserId,
    })
    .from(identityLinkTickets)
    .where(
      and(
        eq(identityLinkTickets.tokenHash, hashToken(token)),
        eq(identityLinkTickets.schoolId, schoolId),
        isNull(identityLinkTickets.usedAt),
        gt(identityLinkTickets.expiresAt, sql`now()`),
      ),
    )
  return row ?? null
}
