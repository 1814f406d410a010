import { beforeEach, describe, expect, it, vi } from 'vitest'
import { configureApiClient } from '@/lib/api-client'
import { SPEC_COOKIE_LIFETIMES } from '@/lib/cookie-lifetimes'
import { LOCAL_SITE } from '@/lib/hosts'
import { HttpError } from '@/lib/http-error'
import type { SessionProfile } from '@/lib/session-storage'
import { afterLogin, chooseProfile, inPlaceCookies, NO_TOKEN_MESSAGE, selectProfile } from './session-flow'

const profile = (
  uuid: string,
  subdomain: string,
  role: SessionProfile['role'] = 'TEACHER',
): SessionProfile => ({
  uuid,
  role,
  user_role: null,
  name: 'Sam',
  paid_status: false,
  account: { subdomain, logo: null, districtChildren: [] },
})
const user = (profiles: SessionProfile[]) => ({
  email: 'sam@example.test',
  phone_country_code: null,
  phone_number: null,
  profiles,
})

const SITE = { ...LOCAL_SITE, cookies: SPEC_COOKIE_LIFETIMES }

let calls: Array<{ url: string; body: unknown }> = []

beforeEach(() => {
  calls = []
  configureApiClient({
    apiBase: '/api/',
    cookieHeader: () => '',
    fetch: (async (url: string, init: RequestInit) => {
      calls.push({ url, body: init.body ? JSON.parse(String(init.body)) : undefined })
      return Response.json({ transfer_token: 'T-1' })
    }) as unknown as typeof fetch,
  })
})

describe('choosing a profile (SPEC §4)', () => {
  const a = profile('a', 'demo')
  const b = profile('b', 'trial')
  it('takes the profile of the cookie pair', () => {
    expect(chooseProfile([a, b], { account: 'trial', profile: 'b' })).toBe(b)
  })
  it('takes the first when the pair does not match', () => {
    expect(chooseProfile([a, b], { account: 'demo', profile: 'b' })).toBe(a)
    expect(chooseProfile([a, b], { account: null, profile: null })).toBe(a)
  })
  it('takes the only one', () => {
    expect(chooseProfile([b], { account: null, profile: null })).toBe(b)
  })
})

describe('after login', () => {
  it.each([
    [{}],
    [{ token: 'x' }],
    [{ account: 'demo', user: user([]) }],
    [{ token: '', account: 'demo', user: user([]) }],
  ])('says "No token received from server" without a token or account (%j)', async (answer) => {
    const go = vi.fn()
    const error = await afterLogin(answer, {
      place: { kind: 'main' },
      site: SITE,
      go,
    }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(HttpError)
    expect((error as HttpError).message).toBe(NO_TOKEN_MESSAGE)
    expect(NO_TOKEN_MESSAGE).toBe('No token received from server')
    expect(go).not.toHaveBeenCalled()
  })

  it('syncs in place on the profile school host and goes to the redirect or default page', async () => {
    const go = vi.fn()
    const answer = { token: 't', account: 'demo', user: user([profile('a', 'demo')]) }
    await afterLogin(answer, {
      place: { kind: 'school', subdomain: 'demo' },
      site: SITE,
      go,
    })
    expect(go).toHaveBeenCalledWith('/dashboard/courses')
    await afterLogin(answer, {
      place: { kind: 'school', subdomain: 'demo' },
      site: SITE,
      go,
      redirect: '/dashboard/groups',
    })
    expect(go).toHaveBeenLastCalledWith('/dashboard/groups')
    await afterLogin(answer, {
      place: { kind: 'school', subdomain: 'demo' },
      site: SITE,
      go,
      redirect: '//evil.example',
    })
    expect(go).toHaveBeenLastCalledWith('/dashboard/courses')
    expect(calls).toEqual([])
  })

  it("transfers to another school's /login-finalize with a transfer token (rule 9)", async () => {
    const go = vi.fn()
    const trial = profile('b', 'trial', 'ADMIN')
    await selectProfile(trial, user([profile('a', 'demo'), trial]), {
      place: { kind: 'school', subdomain: 'demo' },
      site: SITE,
      go,
    })
    expect(calls).toEqual([
      { url: '/api/auth/generate-transfer-token', body: { account: 'trial', profile: 'b' } },
    ])
    expect(go).toHaveBeenCalledWith(
      'http://trial.localhost:3000/login-finalize?token=T-1&account=trial&profile=b',
    )
  })

  it('transfers from the main host too, except staff, who stay for the console', async () => {
    const go = vi.fn()
    await selectProfile(profile('a', 'demo'), user([]), {
      place: { kind: 'main' },
      site: SITE,
      go,
    })
    expect(go.mock.calls[0]?.[0]).toMatch(/^http:\/\/demo\.localhost:3000\/login-finalize\?/)
    const staff = { ...profile('s', 'demo', 'ADMIN'), user_role: 'STAFF' as const }
    await selectProfile(staff, user([staff]), { place: { kind: 'main' }, site: SITE, go })
    expect(go).toHaveBeenLastCalledWith('/admin')
  })
})

describe('the cookies of an in-place switch (SPEC §9)', () => {
  const configured = {
    accountMaxAgeSeconds: 7 * 86_400,
    profileMaxAgeSeconds: 3 * 86_400,
    studentProfileMaxAgeSeconds: 45 * 60,
  }

  it('live as long as the configuration says, shorter for children', () => {
    expect(inPlaceCookies(profile('t', 'demo', 'TEACHER'), configured)).toEqual([
      { name: 'account', value: 'demo', maxAge: 7 * 86_400 },
      { name: 'profile', value: 't', maxAge: 3 * 86_400 },
    ])
    expect(inPlaceCookies(profile('s', 'demo', 'STUDENT'), configured)[1]).toEqual({
      name: 'profile',
      value: 's',
      maxAge: 45 * 60,
    })
    expect(inPlaceCookies(profile('q', 'demo', 'STUDENT_SESSION'), configured)[1]?.maxAge).toBe(45 * 60)
  })

  it('the spec figures are the fallback: 30 days, and 2 hours for children', () => {
    expect(inPlaceCookies(profile('t', 'demo'), SPEC_COOKIE_LIFETIMES).map((c) => c.maxAge)).toEqual([
      30 * 86_400,
      30 * 86_400,
    ])
    expect(inPlaceCookies(profile('s', 'demo', 'STUDENT'), SPEC_COOKIE_LIFETIMES)[1]?.maxAge).toBe(7_200)
  })
})
