import { eq } from 'drizzle-orm'
import { HttpError } from '@/lib/http-error'
import { m } from '@/paraglide/messages'
import {
  ACCOUNT_COOKIE,
  type CookieSpec,
  clearedCookies,
  PROFILE_COOKIE,
  readCookie,
  TOKEN_COOKIE,
} from '@/server/auth/auth-cookies'
import { KNOWN_DEVICE_COOKIE } from '@/server/auth/known-devices'
import { issueToken } from '@/server/auth/one-time-tokens'
import { resolveRequestVisitor } from '@/server/auth/request-visitor'
import {
  endSessionByToken,
  endSessionFamily,
  endSessionFamilyByToken,
  endSessionsOfUser,
} from '@/server/auth/sessions'
import {
  type SignInPlace,
  type SignInResult,
  signInAsProfile,
  signInWithEmail,
  signInWithUsername,
} from '@/server/auth/sign-in'
import { newTransferProof, TRANSFER_PROOF_COOKIE } from '@/server/auth/transfer-proof'
import { profileRowsOfUser, type UserAnswer, userAnswer } from '@/server/auth/user-profiles'
import { getDb } from '@/server/db/client'
import { schoolClasses } from '@/server/db/schema'
import type { LoginRequest } from './auth.schemas'
import { type PasswordTokenKind, setPasswordWithToken } from './password-reset.server'
import { redeemMagicToken, redeemTransfer, type TokenPlace, type TokenSignIn } from './token-sign-in.server'

/**
 * The auth operations behind the REST routes (SPEC §7) and the auth server functions. Each takes
 * the Request: the school comes from its Host header, the session from its cookie.
 */
async function placeOf(request: Request, ip: string): Promise<SignInPlace> {
  const resolution = await resolveRequestVisitor(request)
  if (resolution.place.kind === 'canva' || resolution.place.kind === 'school-not-found') {
    throw new HttpError(404, m.server_school_not_found())
  }
  const cookie = request.headers.get('cookie')
  return {
    school: resolution.school,
    ip,
    cookiePair: { account: readCookie(cookie, ACCOUNT_COOKIE), profile: readCookie(cookie, PROFILE_COOKIE) },
    knownDevice: readCookie(cookie, KNOWN_DEVICE_COOKIE),
  }
}

async function tokenPlaceOf(request: Request, ip: string): Promise<TokenPlace> {
  const cookie = request.headers.get('cookie')
  return {
    ...(await placeOf(request, ip)),
    currentToken: readCookie(cookie, TOKEN_COOKIE),
    proof: readCookie(cookie, TRANSFER_PROOF_COOKIE),
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

/**
 * `POST auth/generate-transfer-token`: a token for one of the user's profiles at its school, in
 * this session's family, with the proof cookie that lets this browser redeem it without being
 * asked (record 029).
 */
export async function transferTokenRequest(
  request: Request,
  body: { account: string; profile: string },
): Promise<{ answer: { transfer_token: string }; cookies: CookieSpec[] }> {
  const { session } = await requireSession(request)
  const db = await getDb()
  const profile = (await profileRowsOfUser(db, session.userId)).find((row) => row.id === body.profile)
  if (!profile) throw new HttpError(403, m.login_error_profile_not_yours())
  if (profile.subdomain !== body.account) throw new HttpError(400, 'The account does not match the profile.')
  const proof = newTransferProof()
  const { token } = await issueToken(db, {
    kind: 'transfer',
    userId: session.userId,
    profileId: profile.id,
    schoolId: profile.schoolId,
    familyId: session.familyId,
    proofHash: proof.proofHash,
  })
  return { answer: { transfer_token: token }, cookies: [proof.cookie] }
}

/**
 * `POST auth/logout`: ends this browser's sign-in on every host it reached (the session family,
 * record 028) and clears the three cookies here.
 */
export async function logoutRequest(request: Request): Promise<CookieSpec[]> {
  const resolution = await resolveRequestVisitor(request)
  const db = await getDb()
  if (resolution.session) await endSessionFamily(db, resolution.session.id)
  else {
    const token = readCookie(request.headers.get('cookie'), TOKEN_COOKIE)
    if (token) await endSessionFamilyByToken(db, token)
  }
  return clearedCookies()
}

/** "Sign out everywhere": every session of the account, on every browser and host. */
export async function signOutEverywhereRequest(request: Request): Promise<CookieSpec[]> {
  const { session } = await requireSession(request)
  await endSessionsOfUser(await getDb(), session.userId)
  return clearedCookies()
}

/** /login-finalize (rule 9): see redeemTransfer. */
export async function finalizeLoginRequest(
  request: Request,
  input: { token: string; account: string; profile: string; confirmed: boolean },
  ip: string,
): Promise<TokenSignIn> {
  return redeemTransfer(await getDb(), input, await tokenPlaceOf(request, ip))
}

/** /token?token= : see redeemMagicToken. */
export async function tokenSignInRequest(
  request: Request,
  input: { token: string; confirmed: boolean },
  ip: string,
): Promise<TokenSignIn> {
  return redeemMagicToken(await getDb(), input, await tokenPlaceOf(request, ip))
}

export interface PasswordSet {
  email: string | null
  /** Signed in on this host: a first password (invitation or new school) needs no second sign-in. */
  signedIn: boolean
  /** Where a newly signed-in adult starts: their school's first class, or the overview. */
  next: '/dashboard/groups/new' | '/dashboard/overview' | null
  cookies: CookieSpec[]
}

/**
 * /set-password and /reset-password. The mailed link proves the address; a first password (the
 * invitation kind: a new school's admin or an invited teacher) also signs its owner in here, on
 * their school's host, and a school without classes starts at its first class (decision 106). A
 * reset never signs in: the person asked for it signed out and signs in with the new password.
 */
export async function setPasswordRequest(
  request: Request,
  input: { kind: PasswordTokenKind; token: string; password: string },
  ip: string,
): Promise<PasswordSet> {
  const db = await getDb()
  const place = await placeOf(request, ip)
  const set = await setPasswordWithToken(db, input)
  const none = { email: set.email, signedIn: false, next: null, cookies: [] }
  if (input.kind !== 'invite' || !place.school) return none
  const here = (await profileRowsOfUser(db, set.userId)).find((row) => row.schoolId === place.school?.id)
  if (!here) return none
  try {
    await endCurrentSession(request)
    const result = await signInAsProfile(db, { userId: set.userId, profileId: here.id }, place)
    const [firstClass] = await db
      .select({ id: schoolClasses.id })
      .from(schoolClasses)
      .where(eq(schoolClasses.schoolId, place.school.id))
      .limit(1)
    return {
      email: set.email,
      signedIn: true,
      next: firstClass ? '/dashboard/overview' : '/dashboard/groups/new',
      cookies: result.cookies,
    }
  } catch (error) {
    // No profile ready at this school yet (e.g. an invitation still waiting): sign in as usual.
    if (error instanceof HttpError && error.status === 403) return none
    throw error
  }
}
