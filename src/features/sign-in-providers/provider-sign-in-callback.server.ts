import { and, eq, gt, isNull, sql } from 'drizzle-orm'
import * as client from 'openid-client'
import { mainOrigin, schoolOrigin } from '@/lib/hosts'
import { issueToken } from '@/server/auth/one-time-tokens'
import { hashToken } from '@/server/auth/token-hash'
import type { Db } from '@/server/db/client'
import { identityLinkTickets, oidcSignInAttempts, schools } from '@/server/db/schema'
import { appConfig } from '~/app.config'
import { type ProviderJoinHooks, resolveIdentity } from './identity-resolution.server'
import { callbackUrl, configurationOf, providerOnServer } from './oidc-configuration.server'
import { errorCodeOf, identityFromClaims, SignInRefused } from './provider-identity.server'
import type { IdentityProvider, SignInErrorCode } from './providers'
import { schoolProviderRule } from './school-provider-rules.server'

export interface CallbackOutcome {
  /** Where the browser goes next: the school's /login-finalize, or its /login with an error code. */
  location: string
  /** The error's code, for the log (never the provider's text). */
  refused: SignInErrorCode | null
  /** An unexpected failure behind `failed`, for the log. */
  cause?: unknown
}

function loginWithError(subdomain: string | null, code: SignInErrorCode, provider?: string): string {
  const site = appConfig()
  const origin = subdomain ? schoolOrigin(subdomain, site) : mainOrigin(site)
  const query = new URLSearchParams({ signin_error: code, ...(provider ? { provider } : {}) })
  return `${origin}/login?${query}`
}

/**
 * GET /api/auth/oidc/callback: the provider's answer. The attempt is used up first (a replayed
 * answer finds nothing), then the code is exchanged with the PKCE verifier and the ID token checked
 * (issuer, audience, nonce, times). The provider's tokens are dropped here: nothing of them is kept.
 */
export async function finishProviderSignIn(
  db: Db,
  currentUrl: URL,
  hooks: ProviderJoinHooks = {},
): Promise<CallbackOutcome> {
  const state = currentUrl.searchParams.get('state') ?? ''
  const [attempt] =
    state && state.length <= 200
      ? await db
          .update(oidcSignInAttempts)
          .set({ usedAt: sql`now()` })
          .where(
            and(
              eq(oidcSignInAttempts.stateHash, hashToken(state)),
              isNull(oidcSignInAttempts.usedAt),
              gt(oidcSignInAttempts.expiresAt, sql`now()`),
            ),
          )
          .returning()
      : []
  if (!attempt) return { location: loginWithError(null, 'expired'), refused: 'expired' }
  const [school] = await db
    .select({ id: schools.id, subdomain: schools.subdomain })
    .from(schools)
    .where(eq(schools.id, attempt.schoolId))
  if (!school) return { location: loginWithError(null, 'expired'), refused: 'expired' }
  const provider = attempt.provider as IdentityProvider
  const refuse = (code: SignInErrorCode): CallbackOutcome => ({
    location: loginWithError(school.subdomain, code, provider),
    refused: code,
  })
  const providerError = currentUrl.searchParams.get('error')
  if (providerError) return refuse(providerError === 'access_denied' ? 'cancelled' : 'failed')
  const settings = providerOnServer(provider)
  const rule = await schoolProviderRule(db, school.id, provider)
  if (!settings || !rule?.enabled) return refuse('provider-off')
  try {
    const configuration = await configurationOf(settings)
    // The answer is checked against the callback address this server published, not the request's.
    const answer = new URL(callbackUrl())
    answer.search = currentUrl.search
    const tokens = await client.authorizationCodeGrant(configuration, answer, {
      pkceCodeVerifier: attempt.codeVerifier,
      expectedNonce: attempt.nonce,
      expectedState: state,
      idTokenExpected: true,
    })
    const claims = tokens.claims()
    if (!claims) return refuse('failed')
    const identity = identityFromClaims(provider, claims as Record<string, unknown>)
    const ticket =
      attempt.purpose === 'link' && attempt.linkTicketId
        ? await ticketById(db, attempt.linkTicketId, school.id)
        : null
    if (attempt.purpose === 'link' && !ticket) return refuse('link-used')
    const join =
      attempt.purpose === 'join' && attempt.classId && hooks.makeStudent
        ? { classId: attempt.classId, makeStudent: hooks.makeStudent }
        : null
    const profile = await resolveIdentity(db, { schoolId: school.id, identity, rule, ticket, join })
    const { token } = await issueToken(db, {
      kind: 'transfer',
      userId: profile.userId,
      profileId: profile.profileId,
      schoolId: school.id,
      proofHash: attempt.browserHash,
    })
    const query = new URLSearchParams({ token, account: school.subdomain, profile: profile.profileId })
    return {
      location: `${schoolOrigin(school.subdomain, appConfig())}/login-finalize?${query}`,
      refused: null,
    }
  } catch (error) {
    const code = errorCodeOf(error)
    return { ...refuse(code), cause: error instanceof SignInRefused ? undefined : error }
  }
}

async function ticketById(db: Db, id: string, schoolId: string) {
  const [row] = await db
    .select({
      id: identityLinkTickets.id,
      profileId: identityLinkTickets.profileId,
      createdByUserId: identityLinkTickets.createdByUserId,
    })
    .from(identityLinkTickets)
    .where(
      and(
        eq(identityLinkTickets.id, id),
        eq(identityLinkTickets.schoolId, schoolId),
        isNull(identityLinkTickets.usedAt),
        gt(identityLinkTickets.expiresAt, sql`now()`),
      ),
    )
  return row ?? null
}
