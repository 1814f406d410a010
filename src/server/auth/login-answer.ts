import type { LoginAnswer } from './sign-in'

/**
 * The login answer a browser gets (decision 081). SPEC §3 gives `POST auth/login` the answer
 * `{token, account, user}`; for an outside API client the token is the session token it sends back
 * as the `token` cookie. A page needs none of it: the session is already in an HttpOnly cookie that
 * script cannot read, and a copy in the body would hand it to any script on the page. So a browser
 * gets this marker in `token` instead — the field is there (the client's "No token received from
 * server" check, SPEC §8, still means what it says) and it says where the token went.
 */
export const TOKEN_IN_COOKIE = 'httponly-cookie'

/**
 * Browsers send Fetch Metadata (`Sec-Fetch-*`) on every request and page script cannot remove or
 * forge it (forbidden header names); API clients (curl, apps, servers) do not send it.
 */
export function isBrowserRequest(request: Request): boolean {
  return request.headers.has('sec-fetch-site') || request.headers.has('sec-fetch-mode')
}

export function loginAnswerFor(request: Request, answer: LoginAnswer): LoginAnswer {
  return isBrowserRequest(request) ? { ...answer, token: TOKEN_IN_COOKIE } : answer
}
