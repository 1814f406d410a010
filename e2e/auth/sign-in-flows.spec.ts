import type { Page } from '@playwright/test'
import { DEMO_ADULT_PASSWORD, DEMO_STUDENT_PASSWORD } from '../../src/server/db/seed/demo-accounts'
import { continueAs, expect, hydrated, test } from '../support/auth'
import { mainHost, mainUrl, schoolHost, schoolUrl, serverOrigin } from '../support/hosts'

// Several full page loads per test on a shared machine.
test.describe.configure({ timeout: 90_000 })

async function signInWithEmail(page: Page, url: string, email: string, password = DEMO_ADULT_PASSWORD) {
  await page.goto(url)
  await hydrated(page)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Sign in' }).click()
}

const cookiesOf = async (page: Page, subdomain: string) =>
  Object.fromEntries(
    (await page.context().cookies(schoolUrl(subdomain))).map((cookie) => [cookie.name, cookie] as const),
  )

test.describe('signing in', () => {
  test('a teacher signs in with the form and lands on the default page', async ({ page }) => {
    await signInWithEmail(page, schoolUrl('demo', '/login'), 'teacher@demo.test')
    await expect(page).toHaveURL(schoolUrl('demo', '/dashboard/courses'))
    await expect(page.getByRole('button', { name: /Account menu for Taylor Reed/ })).toBeVisible()
  })

  test('a wrong password shows the server message and keeps the email', async ({ page }) => {
    await signInWithEmail(page, schoolUrl('demo', '/login'), 'teacher@demo.test', 'not-the-password')
    await expect(page.getByRole('alert')).toHaveText(
      'That email and password do not match. Check them and try again.',
    )
    await expect(page.getByLabel('Email')).toHaveValue('teacher@demo.test')
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled()
  })

  test('a student signs in with username and password on the school host', async ({ page }) => {
    await page.goto(schoolUrl('demo', '/login?tab=student'))
    await hydrated(page)
    await page.getByLabel('Username').fill('grace')
    await page.getByLabel('Password').fill(DEMO_STUDENT_PASSWORD)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(page).toHaveURL(schoolUrl('demo', '/student/courses'))
    const cookies = await cookiesOf(page, 'demo')
    // SPEC §9: the profile cookie lives 2 hours for students.
    const hours = ((cookies.profile?.expires ?? 0) - Date.now() / 1000) / 3600
    expect(hours).toBeGreaterThan(1.9)
    expect(hours).toBeLessThanOrEqual(2)
  })

  test('the cookies are as specified: Secure, SameSite=Strict, host-only, token HttpOnly', async ({
    page,
  }) => {
    await signInWithEmail(page, schoolUrl('demo', '/login'), 'admin@demo.test')
    await expect(page).toHaveURL(schoolUrl('demo', '/dashboard/courses'))
    const { device, ...cookies } = await cookiesOf(page, 'demo')
    expect(Object.keys(cookies).sort()).toEqual(['account', 'profile', 'token'])
    // Beside the spec's three: the browser's mark as a device its owner signed in on (decision
    // 164), random, naming no account, hidden from scripts, host-only, and kept for a year.
    expect(device?.value).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(device?.httpOnly).toBe(true)
    expect(device?.domain).toBe('demo.localhost')
    expect(device?.sameSite).toBe('Strict')
    for (const cookie of Object.values(cookies)) {
      expect(cookie.secure, cookie.name).toBe(true)
      expect(cookie.sameSite, cookie.name).toBe('Strict')
      expect(cookie.path, cookie.name).toBe('/')
      // Host-only: the exact school host, no leading dot (no Domain attribute).
      expect(cookie.domain, cookie.name).toBe('demo.localhost')
      expect(cookie.httpOnly, cookie.name).toBe(cookie.name === 'token')
      const days = (cookie.expires - Date.now() / 1000) / 86_400
      expect(days, cookie.name).toBeGreaterThan(29.9)
      expect(days, cookie.name).toBeLessThanOrEqual(30)
    }
    expect(cookies.account?.value).toBe('demo')
    // Other hosts, even sibling schools, get none of them.
    expect(await page.context().cookies(schoolUrl('trial'))).toEqual([])
    expect(await page.context().cookies(mainUrl())).toEqual([])
    // Only the token cookie is hidden from scripts.
    expect(
      await page.evaluate(() =>
        document.cookie
          .split('; ')
          .map((c) => c.split('=')[0])
          .sort(),
      ),
    ).toEqual(['account', 'profile'])
  })

  test('multi@demo.test moves from demo to trial through the transfer token and lands signed in', async ({
    page,
  }) => {
    await signInWithEmail(page, schoolUrl('demo', '/login'), 'multi@demo.test')
    await expect(page).toHaveURL(schoolUrl('demo', '/dashboard/courses'))

    const finalizeUrls: string[] = []
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.url().includes('/login-finalize'))
        finalizeUrls.push(request.url())
    })
    await page.goto(schoolUrl('demo', '/switch-profile'))
    await hydrated(page)
    await page.getByRole('button', { name: /Trial Academy/ }).click()
    // Chromium keeps no Domain cookie across *.localhost, so the transfer proof cannot reach trial
    // here: the page asks (record 029). On a real product domain it signs in without asking.
    await continueAs(page, 'Sam Rivera', 'Trial Academy')
    // Two full page loads (finalize, then the landing page) on a busy machine.
    await expect(page).toHaveURL(schoolUrl('trial', '/dashboard/courses'), { timeout: 30_000 })
    await expect(page.getByRole('button', { name: /Account menu for Sam Rivera/ })).toBeVisible()

    // Rule 9: the transfer went through trial's /login-finalize with token, account and profile.
    expect(finalizeUrls).toHaveLength(1)
    const finalize = new URL(finalizeUrls[0] ?? '')
    expect(finalize.host).toBe(schoolHost('trial'))
    expect([...finalize.searchParams.keys()].sort()).toEqual(['account', 'profile', 'token'])
    expect(finalize.searchParams.get('account')).toBe('trial')

    const trialCookies = await cookiesOf(page, 'trial')
    expect(trialCookies.account?.value).toBe('trial')
    expect(trialCookies.token?.httpOnly).toBe(true)

    // The token is single use: opening the same link again does not sign anyone in.
    const stranger = await page.context().browser()!.newContext()
    const other = await stranger.newPage()
    await other.goto(finalize.toString())
    await expect(other.getByRole('alert')).toContainText('expired or was already used')
    expect((await stranger.cookies(schoolUrl('trial'))).map((c) => c.name)).not.toContain('token')
    await stranger.close()
  })

  test('logout clears the cookies and local storage and goes to /login', async ({ page, loginAs }) => {
    await loginAs(page, 'teacher')
    await page.goto(schoolUrl('demo', '/dashboard/courses'))
    await hydrated(page)
    await page.evaluate(() => localStorage.setItem('something', 'kept by the app'))
    await page.getByRole('button', { name: /Account menu/ }).click()
    await page.getByRole('menuitem', { name: 'Sign out' }).click()
    await expect(page).toHaveURL(schoolUrl('demo', '/login'))
    // The spec's three cookies are gone; only the device mark stays, so strangers' wrong
    // passwords never lock this browser's owner out (decision 164).
    const left = await page.context().cookies(schoolUrl('demo'))
    expect(left.map((cookie) => cookie.name)).toEqual(['device'])
    expect(await page.evaluate(() => localStorage.length)).toBe(0)
    await page.goto(schoolUrl('demo', '/dashboard/courses'))
    await expect(page).toHaveURL(schoolUrl('demo', '/join'))
  })

  test('logout ends the session on the server', async ({ page, request }) => {
    await signInWithEmail(page, schoolUrl('demo', '/login'), 'teacher@demo.test')
    await expect(page).toHaveURL(schoolUrl('demo', '/dashboard/courses'))
    const token = (await cookiesOf(page, 'demo')).token?.value
    await page.goto(schoolUrl('demo', '/logout'))
    await hydrated(page)
    // /logout asks; the button posts (record 028).
    await page.getByRole('button', { name: 'Sign out' }).click()
    await expect(page).toHaveURL(schoolUrl('demo', '/login'))
    const profile = await request.get(`${serverOrigin}/api/auth/profile`, {
      headers: { host: schoolHost('demo'), cookie: `token=${token}` },
    })
    expect(profile.status()).toBe(401)
  })

  test('an admin on the main host is transferred to their school after login', async ({ page }) => {
    await signInWithEmail(page, mainUrl('/login'), 'admin@demo.test')
    await continueAs(page, 'Alex Morgan', 'Demo Primary School')
    await expect(page).toHaveURL(schoolUrl('demo', '/dashboard/courses'))
    expect((await cookiesOf(page, 'demo')).profile).toBeDefined()
  })

  test('staff sign in on the main host for the console', async ({ page }) => {
    await signInWithEmail(page, mainUrl('/login?redirect=%2Fadmin'), 'staff@staff.test')
    await expect(page).toHaveURL(mainUrl('/admin'))
  })
})

test.describe('open redirects', () => {
  const vectors = [
    '//evil.example',
    '/\\evil.example',
    'https://evil.example',
    '/%2F%2Fevil.example',
    '%2F%2Fevil.example',
    '/%5Cevil.example',
    'javascript:alert(1)',
    '/%09/evil.example',
  ]

  test('a signed-in visitor with a hostile redirect value lands on the default page', async ({
    page,
    loginAs,
  }) => {
    await loginAs(page, 'teacher')
    for (const vector of vectors) {
      await page.goto(schoolUrl('demo', `/login?redirect=${encodeURIComponent(vector)}`))
      await expect(page, vector).toHaveURL(schoolUrl('demo', '/dashboard/courses'))
    }
  })

  test('signing in with a hostile redirect value lands on the default page', async ({ page }) => {
    await signInWithEmail(
      page,
      schoolUrl('demo', `/login?redirect=${encodeURIComponent('//evil.example/x')}`),
      'teacher@demo.test',
    )
    await expect(page).toHaveURL(schoolUrl('demo', '/dashboard/courses'))
  })

  test('signing in with a safe redirect value goes there', async ({ page }) => {
    await signInWithEmail(
      page,
      schoolUrl('demo', '/login?redirect=%2Fdashboard%2Fgroups'),
      'teacher@demo.test',
    )
    await expect(page).toHaveURL(schoolUrl('demo', '/dashboard/groups'))
  })
})

test.describe('the API contract', () => {
  test('POST auth/login sets the three cookies and answers the login answer', async ({ request }) => {
    const response = await request.post(`${serverOrigin}/api/auth/login`, {
      headers: { host: schoolHost('demo') },
      data: { email: 'teacher@demo.test', password: DEMO_ADULT_PASSWORD },
    })
    expect(response.status()).toBe(200)
    const body = await response.json()
    expect(Object.keys(body).sort()).toEqual(['account', 'token', 'user'])
    expect(body.account).toBe('demo')
    const setCookies = response
      .headersArray()
      .filter((h) => h.name.toLowerCase() === 'set-cookie')
      .map((h) => h.value)
    // The spec's three, and the device mark of decision 164.
    expect(setCookies.map((header) => header.split('=')[0]).sort()).toEqual([
      'account',
      'device',
      'profile',
      'token',
    ])
    for (const header of setCookies) {
      expect(header).toContain('Secure')
      expect(header).toContain('SameSite=Strict')
      expect(header).toContain('Path=/')
      expect(header).not.toMatch(/Domain=/i)
    }
    expect(setCookies.find((h) => h.startsWith('token='))).toContain('HttpOnly')
    expect(setCookies.filter((h) => h.includes('HttpOnly')).map((h) => h.split('=')[0])).toEqual([
      'token',
      'device',
    ])
  })

  test('forged X-Account and X-Profile headers get 403', async ({ request }) => {
    const login = await request.post(`${serverOrigin}/api/auth/login`, {
      headers: { host: schoolHost('demo') },
      data: { email: 'teacher@demo.test', password: DEMO_ADULT_PASSWORD },
    })
    const { token } = await login.json()
    const headers = { host: schoolHost('demo'), cookie: `token=${token}` }
    expect((await request.get(`${serverOrigin}/api/auth/profile`, { headers })).status()).toBe(200)
    const forgedProfile = await request.get(`${serverOrigin}/api/auth/profile`, {
      headers: { ...headers, 'x-profile': '00000000-0000-4000-8000-000000000000' },
    })
    expect(forgedProfile.status()).toBe(403)
    expect(await forgedProfile.json()).toMatchObject({ message: expect.any(String), errors: [] })
    const forgedAccount = await request.get(`${serverOrigin}/api/auth/profile`, {
      headers: { ...headers, 'x-account': 'trial' },
    })
    expect(forgedAccount.status()).toBe(403)
    // The same token on another school's host is nobody.
    const elsewhere = await request.get(`${serverOrigin}/api/auth/profile`, {
      headers: { host: schoolHost('trial'), cookie: `token=${token}` },
    })
    expect(elsewhere.status()).toBe(401)
  })

  test('students sign in only on their school host', async ({ request }) => {
    const onMain = await request.post(`${serverOrigin}/api/auth/login`, {
      headers: { host: mainHost },
      data: { username: 'ada', password: DEMO_STUDENT_PASSWORD },
    })
    expect(onMain.status()).toBe(400)
    const onOther = await request.post(`${serverOrigin}/api/auth/login`, {
      headers: { host: schoolHost('trial') },
      data: { username: 'ada', password: DEMO_STUDENT_PASSWORD },
    })
    expect(onOther.status()).toBe(400)
  })

  test('cross-origin writes are refused (sibling schools are the same site)', async ({ request }) => {
    const response = await request.post(`${serverOrigin}/api/auth/login`, {
      headers: {
        host: schoolHost('demo'),
        origin: 'http://trial.localhost:3100',
        'sec-fetch-site': 'same-site',
      },
      data: { email: 'teacher@demo.test', password: DEMO_ADULT_PASSWORD },
    })
    expect(response.status()).toBe(403)
  })
})
