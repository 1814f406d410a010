import { eq } from 'drizzle-orm'
import { HttpError } from '@/lib/http-error'
import {
  ACCOUNT_COOKIE,
  type CookieSpec,
  clearedCookies,
  PROFILE_COOKIE,
  readCookie,
  TOKEN_COOKIE,
} from '@/server/auth/auth-cookies'
import { issueToken, redeemToken } from '@/server/auth/one-time-tokens'
import { checkRateLimit, hitRateLimit, LOGIN_LIMITS } from '@/server/auth/rate-limit'
import { resolveRequestVisitor } from '@/server/auth/request-visitor'
import { endSession, endSessionByToken } from '@/server/auth/sessions'
import {
  type SignInPlace,
  type SignInResult,
  signInAsProfile,
  signInWithEmail,
  signInWithUsername,
} from '@/server/auth/sign-in'
import { profileRowsOfUser, type UserAnswer, userAnswer } from '@/server/auth/user-profiles'
import { getDb } from '@/server/db/client'
import { schools } from '@/server/db/schema'
import type { LoginRequest } from './auth.schemas'

/**
 * The auth operations behind the REST routes (SPEC §7) and the auth server functions. Each takes
 * the Request: the school comes from its Host header, the session from its cookie.
 */
async function placeOf(request: Request, ip: string): Promise<SignInPlace> {
  const resolution = await resolveRequestVisitor(request)
  if (resolution.place.kind === 'canva' || resolution.place.kind === 'school-not-found') {
    throw new HttpError(404, 'School not found.')
  }
  const cookie = request.headers.get('cookie')
  return {
    school: resolution.school,
    ip,
    cookiePair: { account: readCookie(cookie, ACCOUNT_COOKIE), profile: readCookie(cookie, PROFILE_COOKIE) },
  }
}

/** A new sign-in ends the session this browser had on this host. */
async function endCurrentSession(request: Request): Promise<void> {
  const token = readCookie(request.headers.get('cookie'), TOKEN_COOKIE)
  if (token) await endSessionByToken(await getDb(), token)
}

export async function loginRequest(request: Request, body: LoginRequest, ip: string): Promise<SignInResult> {
  const place = await placeOf(request, ip)
  const db = await getDb()
  const result =
    'email' in body ? await signInWithEmail(db, body, place) : await signInWithUsername(db, body, place)
  await endCurrentSession(request)
  return result
}

/** The session of this host, whatever profile is selected; a forged X-Account/X-Profile is 403. */
async function requireSession(request: Request) {
  const resolution = await resolveRequestVisitor(request)
  if (resolution.forged) throw new HttpError(403, resolution.forged)
  if (!resolution.session) throw new HttpError(401, 'Please sign in.')
  return { session: resolution.session, school: resolution.school }
}

export async function profileRequest(request: Request): Promise<UserAnswer> {
  const { session } = await requireSession(request)
  return userAnswer(await getDb(), session.userId)
}

export async function transferTokenRequest(
  request: Request,
  body: { account: string; profile: string },
): Promise<{ transfer_token: string }> {
  const { session } = await requireSession(request)
  const db = await getDb()
  const profile = (await profileRowsOfUser(db, session.userId)).find((row) => row.id === body.profile)
  if (!profile) throw new HttpError(403, 'This profile does not belong to you.')
  if (profile.subdomain !== body.account) throw new HttpError(400, 'The account does not match the profile.')
  const { token } = await issueToken(db, {
    kind: 'transfer',
    userId: session.userId,
    profileId: profile.id,
    schoolId: profile.schoolId,
  })
  return { transfer_token: token }
}

export async function logoutRequest(request: Request): Promise<CookieSpec[]> {
  const resolution = await resolveRequestVisitor(request)
  if (resolution.session) await endSession(await getDb(), resolution.session.id)
  else await endCurrentSession(request)
  return clearedCookies()
}

export interface FinalizedSignIn {
  account: string
  profile: string
  user: UserAnswer
  cookies: CookieSpec[]
}

async function guardTokenAttempts(ip: string): Promise<void> {
  const status = await checkRateLimit(await getDb(), `token:ip:${ip}`, LOGIN_LIMITS.tokenIp)
  if (status.blocked) throw new HttpError(429, 'Too many attempts. Wait a few minutes and try again.')
}

async function countTokenFailure(ip: string): Promise<void> {
  await hitRateLimit(await getDb(), `token:ip:${ip}`, LOGIN_LIMITS.tokenIp)
}

export const EXPIRED_LINK =
  'This sign-in link has expired or was already used. Sign in again, or ask for a new link.'

/**
 * /login-finalize (rule 9): redeems a transfer token bound to this host's school and the profile
 * in the query, starts a session here and sets the three cookies.
 */
export async function finalizeLoginRequest(
  request: Request,
  input: { token: string; account: string; profile: string },
  ip: string,
): Promise<FinalizedSignIn> {
  const place = await placeOf(request, ip)
  if (!place.school || place.school.subdomain !== input.account) {
    throw new HttpError(400, 'This sign-in link is for another school.')
  }
  await guardTokenAttempts(ip)
  const db = await getDb()
  const redeemed = await redeemToken(db, {
    kind: 'transfer',
    token: input.token,
    schoolId: place.school.id,
    profileId: input.profile,
  })
  if (!redeemed) {
    await countTokenFailure(ip)
    throw new HttpError(400, EXPIRED_LINK)
  }
  await endCurrentSession(request)
  const result = await signInAsProfile(db, { userId: redeemed.userId, profileId: redeemed.profileId }, place)
  return {
    account: result.profile.subdomain,
    profile: result.profile.id,
    user: result.answer.user,
    cookies: result.cookies,
  }
}

/**
 * /token?token= : signs in with a one-time (magic) token. A token bound to a school works only on
 * that school's host; one bound to a profile signs in as it.
 */
export async function tokenSignInRequest(
  request: Request,
  token: string,
  ip: string,
): Promise<FinalizedSignIn> {
  const place = await placeOf(request, ip)
  await guardTokenAttempts(ip)
  const db = await getDb()
  const redeemed = await redeemToken(db, {
    kind: 'magic',
    token,
    ...(place.school ? { schoolId: place.school.id } : {}),
  })
  if (!redeemed || (redeemed.schoolId && redeemed.schoolId !== (place.school?.id ?? null))) {
    await countTokenFailure(ip)
    throw new HttpError(400, EXPIRED_LINK)
  }
  await endCurrentSession(request)
  const result = await signInAsProfile(db, { userId: redeemed.userId, profileId: redeemed.profileId }, place)
  return {
    account: result.profile.subdomain,
    profile: result.profile.id,
    user: result.answer.user,
    cookies: result.cookies,
  }
}

/** The subdomain of a school by id (for building transfer URLs). */
export async function subdomainOfSchool(schoolId: string): Promise<string | null> {
  const db = await getDb()
  const [row] = await db
    .select({ subdomain: schools.subdomain })
    .from(schools)
    .where(eq(schools.id, schoolId))
  return row?.subdomain ?? null
}
