// Signs a demo login in through the API, as e2e/support/auth.ts does: `POST /api/auth/login` on
// the school's host (127.0.0.1 with a Host header: Node does not resolve *.localhost).

import { parseSetCookie, type SetCookie } from '../e2e/support/browser.ts'
import { httpRequest } from './http.ts'

export interface Session {
  cookies: SetCookie[]
  /** The Cookie header a request of this session sends. */
  cookieHeader: string
}

export async function signIn(
  origin: string,
  host: string,
  login: { email: string; password: string } | { username: string; password: string },
): Promise<Session> {
  const response = await httpRequest(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { host, 'content-type': 'application/json' },
    body: JSON.stringify(login),
  })
  if (response.status !== 200) {
    throw new Error(
      `Signing in on ${host} answered ${response.status}: ${response.body.toString().slice(0, 200)}`,
    )
  }
  const setCookie = response.headers['set-cookie'] ?? []
  const headers = Array.isArray(setCookie) ? setCookie : [setCookie]
  return {
    cookies: headers.map(parseSetCookie),
    // As the server wrote them (name=value, still encoded).
    cookieHeader: headers.map((header) => header.split(';', 1)[0]!.trim()).join('; '),
  }
}
