/**
 * Reading (and clearing) the client-readable cookies: `account` and `profile` (SPEC §4, §9).
 * The session `token` cookie is HttpOnly; only the server sets and clears it.
 * Attributes match the server's: Secure, SameSite=Strict, Path=/, host-only (no Domain).
 */
export const ACCOUNT_COOKIE = 'account'
export const PROFILE_COOKIE = 'profile'
export const TOKEN_COOKIE = 'token'

function documentCookie(): string {
  return typeof document === 'undefined' ? '' : document.cookie
}

function parseCookieHeader(header: string): Record<string, string> {
  const result: Record<string, string> = {}
  for (const part of header.split(';')) {
    const eq = part.indexOf('=')
    if (eq === -1) continue
    const name = part.slice(0, eq).trim()
    if (!name || name in result) continue
    const raw = part.slice(eq + 1).trim()
    try {
      result[name] = decodeURIComponent(raw)
    } catch {
      result[name] = raw
    }
  }
  return result
}

export function readCookie(name: string, header: string = documentCookie()): string | null {
  return parseCookieHeader(header)[name] ?? null
}

export function writeCookie(name: string, value: string, maxAgeSeconds: number): void {
  if (typeof document === 'undefined') return
  // biome-ignore lint/suspicious/noDocumentCookie: the spec's cookies are plain cookies
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${maxAgeSeconds}; Path=/; Secure; SameSite=Strict`
}

export function clearCookie(name: string): void {
  if (typeof document === 'undefined') return
  // biome-ignore lint/suspicious/noDocumentCookie: the spec's cookies are plain cookies
  document.cookie = `${name}=; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/; Secure; SameSite=Strict`
}

/** The account (school subdomain) and profile the browser has selected. */
export function selectedAccountAndProfile(header?: string): {
  account: string | null
  profile: string | null
} {
  const cookies = parseCookieHeader(header ?? documentCookie())
  return { account: cookies[ACCOUNT_COOKIE] ?? null, profile: cookies[PROFILE_COOKIE] ?? null }
}
