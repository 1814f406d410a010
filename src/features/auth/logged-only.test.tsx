// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query'
import { act } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { configureApiClient } from '@/lib/api-client'
import { SPEC_COOKIE_LIFETIMES } from '@/lib/cookie-lifetimes'
import { LOCAL_SITE } from '@/lib/hosts'
import type { SessionProfile } from '@/lib/session-storage'
import { render, settle } from '@/test/render'
import { ProfileChooser } from './components/profile-chooser'
import { afterLogin } from './session-flow'

/** SPEC §8: profile sync failures (8.5) and a selected profile that is not found (8.6) are logged only. */

const profile = (uuid: string, subdomain: string, name: string): SessionProfile => ({
  uuid,
  role: 'TEACHER',
  user_role: null,
  name: 'Sam',
  paid_status: false,
  account: { subdomain, name, logo: null, districtChildren: [] },
})
const user = (profiles: SessionProfile[]) => ({
  email: 'sam@example.test',
  phone_country_code: null,
  phone_number: null,
  profiles,
})
const SITE = { ...LOCAL_SITE, cookies: SPEC_COOKIE_LIFETIMES }

function setCookie(cookie: string) {
  // biome-ignore lint/suspicious/noDocumentCookie: the spec's cookies are plain cookies
  document.cookie = cookie
}

let warn: { mock: { calls: unknown[][] }; mockRestore: () => void }
const warnings = () => warn.mock.calls.map((args) => String(args[0]))

/**
 * `GET auth/profile` answers `status`. The answer to the retry (SPEC §7: a GET is tried again
 * once) waits until the test lets it go, so the failure reaches the page inside act().
 */
function answerProfileWith(status: number) {
  const retry: { answer?: () => void } = {}
  let calls = 0
  configureApiClient({
    apiBase: '/api/',
    fetch: (async () => {
      calls++
      if (calls === 2) await new Promise<void>((resolve) => (retry.answer = resolve))
      return Response.json({ message: 'Profile service down' }, { status })
    }) as typeof fetch,
  })
  return retry
}

beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
  localStorage.clear()
  setCookie('account=; Max-Age=0')
  setCookie('profile=; Max-Age=0')
})
let storageSpy: { mockRestore: () => void } | undefined
afterEach(() => {
  storageSpy?.mockRestore()
  storageSpy = undefined
  warn.mockRestore()
})

describe('/switch-profile when the profile sync fails (SPEC §8)', () => {
  const queryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } })

  it('logs it, does not show it, and offers the schools this browser kept', async () => {
    const retry = answerProfileWith(500)
    setCookie('account=demo')
    localStorage.setItem(
      'session:demo',
      JSON.stringify({
        ...user([profile('a', 'demo', 'Demo School'), profile('b', 'trial', 'Trial School')]),
        selectedProfile: 'a',
      }),
    )
    const page = render(
      <ProfileChooser place={{ kind: 'school', subdomain: 'demo' }} site={SITE} currentProfileId="a" />,
      queryClient(),
    )
    // The GET is retried once (SPEC §7) before it fails.
    await vi.waitFor(() => expect(retry.answer).toBeDefined())
    expect(page.container.textContent).toContain('Loading your schools')
    await act(async () => retry.answer?.())
    await settle()
    expect(page.container.textContent).toContain('Demo School')
    const text = page.container.textContent ?? ''
    expect(text).toContain('Trial School')
    expect(text).not.toContain('Profile service down')
    expect(page.container.querySelector('[role="alert"]')).toBeNull()
    expect(warnings()).toEqual(['[codeschool] The profile sync failed on /switch-profile'])
    page.unmount()
  })

  it('after a 401 leaves the visitor signed out and asks them to sign in, logging it only', async () => {
    answerProfileWith(401)
    setCookie('account=demo')
    localStorage.setItem(
      'session:demo',
      JSON.stringify({ ...user([profile('a', 'demo', 'Demo School')]), selectedProfile: 'a' }),
    )
    const page = render(
      <ProfileChooser place={{ kind: 'school', subdomain: 'demo' }} site={SITE} currentProfileId={null} />,
      queryClient(),
    )
    await settle()
    expect(page.container.textContent).not.toContain('Demo School')
    expect(page.container.textContent).not.toContain('Profile service down')
    expect(page.container.querySelector('a')?.getAttribute('href')).toBe('/login?redirect=%2Fswitch-profile')
    expect(warnings()).toEqual(['[codeschool] The profile sync failed on /switch-profile'])
    page.unmount()
  })
})

describe('signing in with logged-only failures (SPEC §8)', () => {
  it('a session data sync this browser refuses is logged and the sign-in goes on', async () => {
    storageSpy = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
    })
    const go = vi.fn()
    await afterLogin(
      { token: 't', account: 'demo', user: user([profile('a', 'demo', 'Demo School')]) },
      { place: { kind: 'school', subdomain: 'demo' }, site: SITE, go },
    )
    expect(go).toHaveBeenCalledWith('/dashboard/courses')
    expect(warnings()).toContain('[codeschool] The session data could not be saved in this browser')
  })

  it.each([
    ['STUDENT', '/student/courses'],
    ['TEACHER', '/dashboard/courses'],
  ] as const)(
    'a selected %s profile that is not found is logged and the first profile is used',
    async (role, landing) => {
      setCookie('account=demo')
      setCookie('profile=gone')
      const go = vi.fn()
      const profiles = [profile('a', 'demo', 'Demo School'), profile('b', 'demo', 'Demo School')].map(
        (p) => ({ ...p, role }),
      )
      await afterLogin(
        { token: 't', account: 'demo', user: user(profiles) },
        { place: { kind: 'school', subdomain: 'demo' }, site: SITE, go },
      )
      expect(go).toHaveBeenCalledWith(landing)
      expect(document.cookie).toContain('profile=a')
      expect(warnings()).toEqual([
        '[codeschool] The selected profile was not found; the first profile of the account was chosen',
      ])
    },
  )
})
