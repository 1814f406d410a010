import { describe, expect, it } from 'vitest'
import { isBrowserRequest, loginAnswerFor, TOKEN_IN_COOKIE } from './login-answer'
import type { LoginAnswer } from './sign-in'

const answer: LoginAnswer = {
  token: 'a'.repeat(64),
  account: 'demo',
  user: { email: 'teacher@demo.test', profiles: [] } as unknown as LoginAnswer['user'],
}

const login = (headers: Record<string, string>) =>
  new Request('http://demo.localhost:3000/api/auth/login', { method: 'POST', headers })

describe('the login answer (decision 081)', () => {
  it('gives a page script the marker, not the session token, and keeps the SPEC §3 shape', () => {
    const browser = login({ 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'cors' })
    const shown = loginAnswerFor(browser, answer)
    expect(shown.token).toBe(TOKEN_IN_COOKIE)
    expect(JSON.stringify(shown)).not.toContain(answer.token)
    expect(shown.account).toBe('demo')
    expect(shown.user).toBe(answer.user)
  })

  it('gives an outside API client (no Fetch Metadata) the session token it needs', () => {
    const client = login({ 'content-type': 'application/json' })
    expect(isBrowserRequest(client)).toBe(false)
    expect(loginAnswerFor(client, answer).token).toBe(answer.token)
  })

  it('counts any Fetch Metadata as a browser (older browsers send only some of it)', () => {
    expect(isBrowserRequest(login({ 'sec-fetch-mode': 'cors' }))).toBe(true)
    expect(isBrowserRequest(login({ 'sec-fetch-site': 'same-site' }))).toBe(true)
  })
})
