import { defaultPage } from '@/access/default-page'
import { loginFinalizeUrl, profileDestination } from '@/access/profile-destination'
import { safeRedirectPath } from '@/access/redirect-param'
import { visitorTypeOf } from '@/access/visitor'
import { apiRequest } from '@/lib/api-client'
import { type CookieLifetimes, profileCookieLifetime, type SessionSite } from '@/lib/cookie-lifetimes'
import {
  ACCOUNT_COOKIE,
  clearCookie,
  PROFILE_COOKIE,
  readCookie,
  selectedAccountAndProfile,
  TOKEN_COOKIE,
  writeCookie,
} from '@/lib/cookies'
import { type Place, schoolOrigin } from '@/lib/hosts'
import { HttpError } from '@/lib/http-error'
import { keptAfterSignOut } from '@/lib/local-copy'
import { logOnly } from '@/lib/log-only'
import { forgetOfflinePages } from '@/lib/offline-pages'
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
  /**
   * The transfer goes to that school's configured origin (decision 007); an in-place switch writes
   * cookies that live as long as the configuration says (SPEC §9).
   */
  site: SessionSite
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

/**
 * Keeps the session data in this browser. SPEC §8: a failed profile sync is logged only — a full
 * or refused storage must not stop a sign-in the cookies already carry.
 */
function syncSessionData(account: string, data: SessionData): void {
  try {
    saveSessionData(account, data)
  } catch (error) {
    logOnly('The session data could not be saved in this browser', error)
  }
}

/** The account and profile cookies an in-place switch writes, with the configured lifetimes. */
export function inPlaceCookies(
  profile: SessionProfile,
  lifetimes: CookieLifetimes,
): Array<{ name: string; value: string; maxAge: number }> {
  return [
    { name: ACCOUNT_COOKIE, value: profile.account.subdomain, maxAge: lifetimes.accountMaxAgeSeconds },
    { name: PROFILE_COOKIE, value: profile.uuid, maxAge: profileCookieLifetime(profile.role, lifetimes) },
  ]
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
  for (const cookie of inPlaceCookies(profile, context.site.cookies)) {
    writeCookie(cookie.name, cookie.value, cookie.maxAge)
  }
  syncSessionData(profile.account.subdomain, { ...user, selectedProfile: profile.uuid })
  go(context, landingPage(profile, context.place, context.redirect))
}

/** After `POST auth/login`: keep the session data, then go where the chosen profile belongs. */
export async function afterLogin(answer: LoginAnswer, context: FlowContext): Promise<void> {
  if (!answer.token || typeof answer.account !== 'string' || !answer.account || !answer.user) {
    throw new HttpError(502, NO_TOKEN_MESSAGE)
  }
  const user = answer.user
  const account = answer.account
  const ofAccount = user.profiles.filter((p) => p.account.subdomain === account)
  const cookiePair = selectedAccountAndProfile()
  const profile = chooseProfile(ofAccount, cookiePair)
  if (!profile) throw new HttpError(502, NO_TOKEN_MESSAGE)
  if (cookiePair.profile && cookiePair.account === account && profile.uuid !== cookiePair.profile) {
    // SPEC §8: the selected profile is not among this account's: logged only, the first is used.
    logOnly('The selected profile was not found; the first profile of the account was chosen')
  }
  syncSessionData(account, { ...user, selectedProfile: profile.uuid })
  await selectProfile(profile, user, context)
}

/**
 * Forgets the visitor in this browser: local storage and the readable cookies. A child's code the
 * server has not confirmed stays, keyed by their profile, until they sign in again (record 027,
 * item 11).
 */
export function forgetSessionLocally(): void {
  clearLocalStorage(keptAfterSignOut)
  forgetOfflinePages()
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
