import { and, eq, isNull, sql } from 'drizzle-orm'
import * as client from 'openid-client'
import { schoolOrigin } from '@/lib/hosts'
import { m } from '@/paraglide/messages'
import { type Actor, assertAdult } from '@/server/auth/actor'
import { hashToken } from '@/server/auth/token-hash'
import type { Db } from '@/server/db/client'
import { classroomConsents, providerRefreshTokens, schools } from '@/server/db/schema'
import { HttpError } from '@/server/errors'
import { appConfig } from '~/app.config'
import { callbackUrl, configurationOf, providerOnServer } from './oidc-configuration.server'
import { providerRefreshToken, storeProviderRefreshToken } from './provider-tokens.server'

/**
 * A teacher's "Import from Google Classroom" (decision 188): Google's consent for the Classroom
 * read-only scopes with offline access, through the same callback address as sign-in. The refresh
 * token it brings is kept sealed (provider_refresh_tokens) for this teacher's profile; an import or
 * a "Sync again" exchanges it for an access token that is used for that read and dropped.
 */
const CLASSROOM_SCOPES = [
  'https://www.googleapis.com/auth/classroom.courses.readonly',
  'https://www.googleapis.com/auth/classroom.rosters.readonly',
  'https://www.googleapis.com/auth/classroom.profile.emails',
]
const CONSENT_TTL_SECONDS = 10 * 60
/** Where the teacher picks the courses to import. */
const CLASSROOM_PAGE = '/dashboard/groups/classroom'
/** The school host's step back from Google (see classroomReturnPage). */
const CLASSROOM_RETURN = '/api/auth/oidc/classroom-return'
const CLASSROOM_ERROR_CODES = ['cancelled', 'no-refresh', 'failed', 'expired'] as const

/** Why a consent came back without a token; the Classroom page says it in words. */
type ClassroomErrorCode = (typeof CLASSROOM_ERROR_CODES)[number]

function googleOrRefuse() {
  const settings = providerOnServer('google')
  if (!settings) throw new HttpError(409, m.providers_error_google_not_set_up())
  return settings
}

/** The button: a consent attempt for the signed-in teacher, and Google's address to go to. */
export async function startClassroomConsent(db: Db, actor: Actor): Promise<{ location: string }> {
  assertAdult(actor)
  const configuration = await configurationOf(googleOrRefuse())
  const state = client.randomState()
  const nonce = client.randomNonce()
  const codeVerifier = client.randomPKCECodeVerifier()
  await db.insert(classroomConsents).values({
    stateHash: hashToken(state),
    schoolId: actor.schoolId,
    profileId: actor.profileId,
    codeVerifier,
    nonce,
    expiresAt: new Date(Date.now() + CONSENT_TTL_SECONDS * 1000),
  })
  const url = client.buildAuthorizationUrl(configuration, {
    redirect_uri: callbackUrl(),
    scope: ['openid', 'email', ...CLASSROOM_SCOPES].join(' '),
    state,
    nonce,
    code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    // Google gives a refresh token only with offline access, and again only when asked to consent.
    access_type: 'offline',
    prompt: 'consent',
  })
  return { location: url.href }
}

/**
 * The callback's answer when its state is a Classroom consent (null: not one, a sign-in's). The
 * code is exchanged with the verifier and the ID token checked; only the refresh token is kept.
 */
export async function finishClassroomConsent(
  db: Db,
  currentUrl: URL,
): Promise<{ location: string; cause?: unknown } | null> {
  const state = currentUrl.searchParams.get('state') ?? ''
  if (!state || state.length > 200) return null
  const [consent] = await db
    .update(classroomConsents)
    .set({ usedAt: sql`now()` })
    .where(and(eq(classroomConsents.stateHash, hashToken(state)), isNull(classroomConsents.usedAt)))
    .returning()
  if (!consent) return null
  const [school] = await db
    .select({ subdomain: schools.subdomain })
    .from(schools)
    .where(eq(schools.id, consent.schoolId))
  if (!school) return null
  const back = (error?: ClassroomErrorCode) =>
    `${schoolOrigin(school.subdomain, appConfig())}${CLASSROOM_RETURN}${error ? `?${new URLSearchParams({ classroom_error: error })}` : ''}`
  if (consent.expiresAt.getTime() < Date.now()) return { location: back('expired') }
  const providerError = currentUrl.searchParams.get('error')
  if (providerError) return { location: back(providerError === 'access_denied' ? 'cancelled' : 'failed') }
  const settings = providerOnServer('google')
  if (!settings) return { location: back('failed') }
  try {
    const configuration = await configurationOf(settings)
    const answer = new URL(callbackUrl())
    answer.search = currentUrl.search
    const tokens = await client.authorizationCodeGrant(configuration, answer, {
      pkceCodeVerifier: consent.codeVerifier,
      expectedNonce: consent.nonce,
      expectedState: state,
      idTokenExpected: true,
    })
    if (!tokens.refresh_token) return { location: back('no-refresh') }
    await storeProviderRefreshToken(db, {
      profileId: consent.profileId,
      provider: 'google',
      refreshToken: tokens.refresh_token,
      scopes: tokens.scope ?? CLASSROOM_SCOPES.join(' '),
    })
  } catch (error) {
    return { location: back('failed'), cause: error }
  }
  return { location: back() }
}

/** Whether this teacher has connected Google Classroom (a refresh token is kept and opens). */
export async function classroomConnected(db: Db, actor: Actor): Promise<boolean> {
  return Boolean(await providerRefreshToken(db, actor.profileId, 'google'))
}

/**
 * A fresh access token for the teacher's Classroom read (the refresh grant). A refresh token Google
 * no longer accepts is dropped, and the teacher is asked to connect again.
 */
export async function classroomAccessToken(db: Db, actor: Actor): Promise<string> {
  assertAdult(actor)
  const kept = await providerRefreshToken(db, actor.profileId, 'google')
  if (!kept) throw new HttpError(409, m.providers_error_classroom_reconnect())
  const configuration = await configurationOf(googleOrRefuse())
  let tokens: Awaited<ReturnType<typeof client.refreshTokenGrant>>
  try {
    tokens = await client.refreshTokenGrant(configuration, kept.refreshToken)
  } catch (error) {
    if ((error as { error?: unknown }).error === 'invalid_grant') {
      await db
        .delete(providerRefreshTokens)
        .where(
          and(
            eq(providerRefreshTokens.profileId, actor.profileId),
            eq(providerRefreshTokens.provider, 'google'),
          ),
        )
      throw new HttpError(409, m.providers_error_classroom_reconnect())
    }
    throw new HttpError(502, m.providers_error_google_silent())
  }
  // A provider that rotates refresh tokens sends a new one: keep that.
  if (tokens.refresh_token && tokens.refresh_token !== kept.refreshToken) {
    await storeProviderRefreshToken(db, {
      profileId: actor.profileId,
      provider: 'google',
      refreshToken: tokens.refresh_token,
      scopes: kept.scopes,
    })
  }
  return tokens.access_token
}

/**
 * GET auth/oidc/classroom-return on the school's host: the browser arrives here from Google's
 * consent through the main host, a chain that began on another site, so it carries no SameSite
 * Strict session cookie. This page sends it on to the Classroom page from the school's own page
 * (a meta refresh: a same-site navigation), where the teacher's session is sent again.
 */
export function classroomReturnPage(request: Request): Response {
  const code = new URL(request.url).searchParams.get('classroom_error')
  const error = CLASSROOM_ERROR_CODES.find((known) => known === code)
  const target = `${CLASSROOM_PAGE}${error ? `?${new URLSearchParams({ classroom_error: error })}` : ''}`
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta http-equiv="refresh" content="0;url=${target}"><title>Google Classroom · CodeSchool</title></head><body><p><a href="${target}">Back to Google Classroom import</a></p></body></html>`
  return new Response(html, {
    status: 200,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'referrer-policy': 'no-referrer',
    },
  })
}
