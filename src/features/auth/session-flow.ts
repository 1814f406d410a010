import { defaultPage } from '@/access/default-page'
import { loginFinalizeUrl, profileDestination } from '@/access/profile-destination'
import { safeRedirectPath } from '@/access/redirect-param'
import { isStudentRole, visitorTypeOf } from '@/access/visitor'
import { keptAfterSignOut } from '@/features/progress'
import { apiRequest } from '@/lib/api-client'
import {
  ACCOUNT_COOKIE,
  clearCookie,
  PROFILE_COOKIE,
  readCookie,
  TOKEN_COOKIE,
  writeCookie,
} from '@/lib/cookies'
import { type Place, type ProductSite, schoolOrigin } from '@/lib/hosts'
import { HttpError } from '@/lib/http-error'
import {
  clearLocalStorage,
  type SessionData,
  type SessionProfile,
  saveSessionData,
} from '@/lib/session-storage'

/**
 * The browser side of signing in, switching profiles and signing out (SPEC §4). Navigations that
 * change who the visitor is are full page loads, so the server renders the new visitor.
 */

export interface LoginAnswer {
  token?: unknown
  account?: unknown
  user?: Omit<SessionData, 'selectedProfile'>
}

export const NO_TOKEN_MESSAGE = 'No token received from server'

export interface FlowContext {
  place: Place
  /** The configured host and scheme: the transfer goes to that school's origin (decision 007). */
  site: ProductSite
  /** The `redirect` query value; honoured only when it is a path of this origin. */
  redirect?: unknown
  /** Navigation (tests replace it). */
  go?: (href: string) => void
}

const go = (context: FlowContext, href: string) => (context.go ?? ((to) => window.location.assign(to)))(href)

/** SPEC §4: the profile of the cookie pair when it is among them; else the first. */
export function chooseProfile(
  profiles: readonly SessionProfile[],
  cookiePair: { account: string | null; profile: string | null } = {
    account: readCookie(ACCOUNT_COOKIE),
    profile: readCookie(PROFILE_COOKIE),
  },
): SessionProfile | null {
  return (
    profiles.find((p) => p.uuid === cookiePair.profile && p.account.subdomain === cookiePair.account) ??
    profiles[0] ??
    null
  )
}

function landingPage(profile: SessionProfile, place: Place, redirect: unknown): string {
  const safe = safeRedirectPath(redirect)
  if (safe) return safe
  return defaultPage(visitorTypeOf(profile), place.kind === 'main' ? 'main' : 'school')
}

/**
 * Moves the session to a profile of another school (or from the main host): asks for a transfer
 * token and opens that school's /login-finalize (rule 9).
 */
export async function transferToProfile(profile: SessionProfile, context: FlowContext): Promise<void> {
  const { transfer_token } = await apiRequest<{ transfer_token: string }>('auth/generate-transfer-token', {
    method: 'POST',
    body: { account: profile.account.subdomain, profile: profile.uuid },
  })
  go(
    context,
    loginFinalizeUrl(schoolOrigin(profile.account.subdomain, context.site), {
      token: transfer_token,
      account: profile.account.subdomain,
      profile: profile.uuid,
      redirect: safeRedirectPath(context.redirect),
    }),
  )
}

/** Selecting a profile (SPEC §4): sync in place on its own school's host, else transfer. */
export async function selectProfile(
  profile: SessionProfile,
  user: Omit<SessionData, 'selectedProfile'>,
  context: FlowContext,
): Promise<void> {
  const destination = profileDestination(context.place, profile.account.subdomain)
  // Staff stay on the main host for the console.
  const staysOnMain = context.place.kind === 'main' && visitorTypeOf(profile) === 'staff'
  if (destination.kind === 'transfer' && !staysOnMain) {
    await transferToProfile(profile, context)
    return
  }
  const maxAge = isStudentRole(profile.role) ? 2 * 3600 : 30 * 86_400
  writeCookie(ACCOUNT_COOKIE, profile.account.subdomain, 30 * 86_400)
  writeCookie(PROFILE_COOKIE, profile.uuid, maxAge)
  saveSessionData(profile.account.subdomain, { ...user, selectedProfile: profile.uuid })
  go(context, landingPage(profile, context.place, context.redirect))
}

/** After `POST auth/login`: keep the session data, then go where the chosen profile belongs. */
export async function afterLogin(answer: LoginAnswer, context: FlowContext): Promise<void> {
  if (!answer.token || typeof answer.account !== 'string' || !answer.account || !answer.user) {
    throw new HttpError(502, NO_TOKEN_MESSAGE)
  }
  const user = answer.user
  const account = answer.account
  const profile = chooseProfile(user.profiles.filter((p) => p.account.subdomain === account))
  if (!profile) throw new HttpError(502, NO_TOKEN_MESSAGE)
  saveSessionData(account, { ...user, selectedProfile: profile.uuid })
  await selectProfile(profile, user, context)
}

/**
 * Forgets the visitor in this browser: local storage and the readable cookies. A child's code the
 * server has not confirmed stays, keyed by their profile, until they sign in again (record 027,
 * item 11).
 */
export function forgetSessionLocally(): void {
  clearLocalStorage(keptAfterSignOut)
  for (const name of [ACCOUNT_COOKIE, PROFILE_COOKIE, TOKEN_COOKIE]) clearCookie(name)
}

/** Logout (SPEC §4): call the server, clear local storage and the three cookies, go to /login. */
export async function signOut(
  to = '/login',
  navigate: (href: string) => void = (href) => window.location.assign(href),
) {
  try {
    await apiRequest('auth/logout', { method: 'POST' })
  } catch {
    // Signing out locally still matters when the server cannot be reached.
  }
  forgetSessionLocally()
  navigate(to)
}
