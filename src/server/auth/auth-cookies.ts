import type { ProfileRole } from '@/access/visitor'
import { profileCookieLifetime } from '@/lib/cookie-lifetimes'
import { appConfig } from '~/app.config'

/**
 * The three cookies of SPEC §4/§9. Host-only (no Domain attribute), so a school's cookies stay on
 * its own subdomain; Secure and SameSite=Strict; the session token is HttpOnly. `account` and
 * `profile` are readable by the client, which sends them back as X-Account / X-Profile.
 */
export const ACCOUNT_COOKIE = 'account'
export const PROFILE_COOKIE = 'profile'
export const TOKEN_COOKIE = 'token'

export interface CookieSpec {
  name: string
  value: string
  maxAge: number
  httpOnly: boolean
  /** Only the transfer proof (record 029) has one: the product host, so its school hosts see it. */
  domain?: string
}

const base = { secure: true, sameSite: 'strict', path: '/' } as const

export function profileCookieMaxAge(role: ProfileRole): number {
  return profileCookieLifetime(role, appConfig().cookies)
}

/** The cookies a sign-in sets. The session cookie lives as long as the profile cookie. */
export function signInCookies(input: {
  account: string
  profileId: string
  role: ProfileRole
  token: string
}): CookieSpec[] {
  const { cookies } = appConfig()
  const profileMaxAge = profileCookieMaxAge(input.role)
  return [
    { name: ACCOUNT_COOKIE, value: input.account, maxAge: cookies.accountMaxAgeSeconds, httpOnly: false },
    { name: PROFILE_COOKIE, value: input.profileId, maxAge: profileMaxAge, httpOnly: false },
    { name: TOKEN_COOKIE, value: input.token, maxAge: profileMaxAge, httpOnly: true },
  ]
}

export function clearedCookies(): CookieSpec[] {
  return [ACCOUNT_COOKIE, PROFILE_COOKIE, TOKEN_COOKIE].map((name) => ({
    name,
    value: '',
    maxAge: 0,
    httpOnly: name === TOKEN_COOKIE,
  }))
}

/** A Set-Cookie header value. */
export function serializeCookie(cookie: CookieSpec): string {
  const parts = [
    `${cookie.name}=${encodeURIComponent(cookie.value)}`,
    `Max-Age=${cookie.maxAge}`,
    `Path=${base.path}`,
    'Secure',
    'SameSite=Strict',
  ]
  if (cookie.domain) parts.push(`Domain=${cookie.domain}`)
  if (cookie.maxAge === 0) parts.push('Expires=Thu, 01 Jan 1970 00:00:00 GMT')
  if (cookie.httpOnly) parts.push('HttpOnly')
  return parts.join('; ')
}

/** Options for h3's setCookie (server functions). */
export function cookieOptions(cookie: CookieSpec) {
  return {
    ...base,
    maxAge: cookie.maxAge,
    httpOnly: cookie.httpOnly,
    ...(cookie.domain ? { domain: cookie.domain } : {}),
  }
}

/** Reads one cookie from a Cookie header. */
export function readCookie(header: string | null | undefined, name: string): string | null {
  if (!header) return null
  for (const part of header.split(';')) {
    const eq = part.indexOf('=')
    if (eq === -1) continue
    if (part.slice(0, eq).trim() !== name) continue
    const raw = part.slice(eq + 1).trim()
    try {
      return decodeURIComponent(raw)
    } catch {
      return raw
    }
  }
  return null
}
