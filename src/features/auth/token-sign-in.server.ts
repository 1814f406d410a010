import { eq } from 'drizzle-orm'
import { HttpError } from '@/lib/http-error'
import { m } from '@/paraglide/messages'
import type { CookieSpec } from '@/server/auth/auth-cookies'
import { confirmEmailChange, emailChangeDetail } from '@/server/auth/email-change'
import { rememberDevice } from '@/server/auth/known-devices'
import { peekToken, type RedeemedToken, redeemToken } from '@/server/auth/one-time-tokens'
import { type Counter, LOGIN_LIMITS, takeAttempt } from '@/server/auth/rate-limit'
import { endSessionByToken } from '@/server/auth/sessions'
import { type SignInPlace, signInAsProfile } from '@/server/auth/sign-in'
import { grantStaffRole, staffInviteDetail } from '@/server/auth/staff-invite'
import { clearedTransferProof, proofMatches } from '@/server/auth/transfer-proof'
import type { UserAnswer } from '@/server/auth/user-profiles'
import type { Db } from '@/server/db/client'
import { profiles, schools, users } from '@/server/db/schema'
import type { OneTimeTokenKind } from '@/server/db/schema/enums'

/**
 * Signing in with a one-time token: /login-finalize (a transfer from another host, SPEC §2.6
 * rule 9) and /token (magic links). A token in an address can be anyone's, so a browser that
 * cannot prove it asked for the token is asked first (record 029).
 */
/** A token that no longer works, in the request's language (decision 219). */
export const expiredLink = () => m.login_error_link_expired()

/** Wrong tokens per address; a token that works gives its count back. */
const tokenCounter = (ip: string): Counter => ({
  key: `token:ip:${ip}`,
  rule: LOGIN_LIMITS.tokenIp,
  onSuccess: 'refund',
})

export interface TokenPlace extends SignInPlace {
  /** The session cookie this browser has on this host (a new sign-in replaces it). */
  currentToken: string | null
  /** The transfer proof cookie, when the browser has one. */
  proof: string | null
}

/** Who the link would sign in: "Continue as {name} at {school}?". */
interface SignInQuestion {
  status: 'confirm'
  name: string
  school: string
  /** What else opening the link does: a new address for the account, or a staff role. */
  purpose?: { kind: 'email_change'; email: string } | { kind: 'staff_invite'; role: string; email: string }
}

/** The links /token takes: a sign-in link, a staff invitation, a new address's confirmation. */
const LINK_KINDS = ['magic', 'staff_invite', 'email_change'] as const satisfies readonly OneTimeTokenKind[]
type LinkKind = (typeof LINK_KINDS)[number]

const ROLE_NAMES = { SUPER: 'super admin', STAFF: 'staff', LESSON_EDITOR: 'lesson editor' } as const

interface TokenSignedIn {
  status: 'signed-in'
  account: string
  profile: string
  user: UserAnswer
  cookies: CookieSpec[]
}

export type TokenSignIn = SignInQuestion | TokenSignedIn

function tooMany(): HttpError {
  return new HttpError(429, m.login_error_too_many_few_minutes())
}

async function question(db: Db, token: RedeemedToken, place: SignInPlace): Promise<SignInQuestion> {
  if (token.profileId) {
    const [row] = await db
      .select({ name: profiles.name, school: schools.name })
      .from(profiles)
      .innerJoin(schools, eq(schools.id, profiles.schoolId))
      .where(eq(profiles.id, token.profileId))
    if (row) return { status: 'confirm', name: row.name, school: row.school }
  }
  const [user] = await db.select({ name: users.name }).from(users).where(eq(users.id, token.userId))
  return { status: 'confirm', name: user?.name ?? 'someone', school: place.school?.name ?? 'CodeSchool' }
}

async function signIn(
  db: Db,
  redeemed: RedeemedToken,
  place: TokenPlace,
  familyId: string | null,
): Promise<TokenSignedIn> {
  if (place.currentToken) await endSessionByToken(db, place.currentToken)
  const result = await signInAsProfile(
    db,
    { userId: redeemed.userId, profileId: redeemed.profileId, familyId },
    place,
  )
  return {
    status: 'signed-in',
    account: result.profile.subdomain,
    profile: result.profile.id,
    user: result.answer.user,
    cookies: result.cookies,
  }
}

/**
 * /login-finalize: redeems a transfer token bound to this host's school and the profile in the
 * query. With the proof cookie of the browser that asked for it, at once; without it, only once
 * the visitor said yes to the question (`confirmed`). The new session joins the family of the
 * sign-in the transfer came from (record 028).
 */
export async function redeemTransfer(
  db: Db,
  input: { token: string; account: string; profile: string; confirmed: boolean },
  place: TokenPlace,
): Promise<TokenSignIn> {
  if (!place.school || place.school.subdomain !== input.account)
    throw new HttpError(400, m.login_error_link_other_school())
  const attempt = await takeAttempt(db, [tokenCounter(place.ip)])
  if (attempt.blocked) throw tooMany()
  const found = await peekToken(db, 'transfer', input.token)
  if (!found || found.schoolId !== place.school.id || found.profileId !== input.profile) {
    await attempt.failed()
    throw new HttpError(400, expiredLink())
  }
  const proven = proofMatches(place.proof, found.proofHash)
  if (!proven && !input.confirmed) {
    await attempt.succeeded()
    return question(db, found, place)
  }
  const redeemed = await redeemToken(db, {
    kind: 'transfer',
    token: input.token,
    schoolId: place.school.id,
    profileId: input.profile,
  })
  if (!redeemed) {
    await attempt.failed()
    throw new HttpError(400, expiredLink())
  }
  await attempt.succeeded()
  const signedIn = await signIn(db, redeemed, place, redeemed.familyId)
  return proven ? { ...signedIn, cookies: [...signedIn.cookies, clearedTransferProof()] } : signedIn
}

async function findLink(db: Db, token: string): Promise<{ kind: LinkKind; found: RedeemedToken } | null> {
  for (const kind of LINK_KINDS) {
    const found = await peekToken(db, kind, token)
    if (found) return { kind, found }
  }
  return null
}

async function linkQuestion(
  db: Db,
  link: { kind: LinkKind; found: RedeemedToken },
  place: SignInPlace,
): Promise<SignInQuestion> {
  const asked = await question(db, link.found, place)
  if (link.kind === 'email_change') {
    const email = emailChangeDetail(link.found.detail)
    if (email) return { ...asked, purpose: { kind: 'email_change', email } }
  }
  if (link.kind === 'staff_invite') {
    const detail = staffInviteDetail(link.found.detail)
    if (detail) {
      return {
        ...asked,
        school: 'CodeSchool',
        purpose: { kind: 'staff_invite', role: ROLE_NAMES[detail.userRole], email: detail.email },
      }
    }
  }
  return asked
}

/**
 * /token?token= : a mailed one-time link — a sign-in link (magic), a staff invitation or a new
 * address's confirmation (issue 21). It comes by mail or from another service, so no browser can
 * prove it asked for it: the visitor is always asked first, and told what else the link does. A
 * token bound to a school works only on that school's host; one bound to a profile signs in as it.
 * A staff invitation gives its role, a confirmation moves the account to its new address, and
 * then each signs in as the account.
 */
export async function redeemMagicToken(
  db: Db,
  input: { token: string; confirmed: boolean },
  place: TokenPlace,
): Promise<TokenSignIn> {
  const attempt = await takeAttempt(db, [tokenCounter(place.ip)])
  if (attempt.blocked) throw tooMany()
  const link = await findLink(db, input.token)
  if (!link || (link.found.schoolId && link.found.schoolId !== place.school?.id)) {
    await attempt.failed()
    throw new HttpError(400, expiredLink())
  }
  if (!input.confirmed) {
    await attempt.succeeded()
    return linkQuestion(db, link, place)
  }
  const redeemed = await redeemToken(db, {
    kind: link.kind,
    token: input.token,
    ...(link.found.schoolId ? { schoolId: link.found.schoolId } : {}),
  })
  if (!redeemed) {
    await attempt.failed()
    throw new HttpError(400, expiredLink())
  }
  await attempt.succeeded()
  if (link.kind === 'staff_invite' && !(await grantStaffRole(db, redeemed))) {
    throw new HttpError(400, expiredLink())
  }
  if (link.kind === 'email_change' && !(await confirmEmailChange(db, redeemed))) {
    throw new HttpError(400, expiredLink())
  }
  const signedIn = await signIn(db, redeemed, place, null)
  // The link proved the address: this device is known to the account from now on (decision 164).
  const device = await rememberDevice(db, redeemed.userId, place.knownDevice)
  return { ...signedIn, cookies: [...signedIn.cookies, device] }
}
