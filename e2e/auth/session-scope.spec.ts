import { type Page, request as playwrightRequest } from '@playwright/test'
import { DEMO_ADULT_PASSWORD } from '../../src/server/db/seed/demo-accounts'
import { continueAs, expect, hydrated } from '../support/auth'
import { expectAccessible } from '../support/axe'
import { mainHost, mainUrl, schoolHost, schoolUrl, serverOrigin } from '../support/hosts'
import { test } from '../support/school'

// Several full page loads per test on a shared machine.
test.describe.configure({ timeout: 90_000 })

async function signInOnMainHost(page: Page, email: string) {
  await page.goto(mainUrl('/login'))
  await hydrated(page)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(DEMO_ADULT_PASSWORD)
  await page.getByRole('button', { name: 'Sign in' }).click()
}

/** Whether a session token is anyone on a host, asked the way the spec's client asks (§7). */
async function profileStatus(page: Page, host: string, token: string | undefined): Promise<number> {
  const response = await page.request.get(`${serverOrigin}/api/auth/profile`, {
    headers: { host, cookie: `token=${token ?? ''}` },
  })
  return response.status()
}

const tokenOn = async (page: Page, url: string) =>
  (await page.context().cookies(url)).find((cookie) => cookie.name === 'token')?.value

test('signing out on a school ends the main-host sign-in it came from: /login on both hosts', async ({
  page,
}) => {
  await signInOnMainHost(page, 'admin@demo.test')
  await continueAs(page, 'Alex Morgan', 'Demo Primary School')
  await expect(page).toHaveURL(schoolUrl('demo', '/dashboard/courses'))
  const mainToken = await tokenOn(page, mainUrl())
  expect(mainToken).toBeDefined()
  expect(await profileStatus(page, mainHost, mainToken)).toBe(200)

  await hydrated(page)
  // While the sign-out's POST runs, the menu stays open and its item spins, disabled (SPEC §9).
  let release = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route('**/api/auth/logout', async (route) => {
    await held
    await route.continue()
  })
  await page.getByRole('button', { name: /Account menu/ }).click()
  await page.getByRole('menuitem', { name: 'Sign out' }).click()
  const signingOut = page.getByRole('menuitem', { name: 'Signing out…' })
  await expect(signingOut).toHaveAttribute('aria-busy', 'true')
  await expect(signingOut).toHaveAttribute('aria-disabled', 'true')
  await expect(signingOut.locator('svg.animate-spin')).toBeVisible()
  await expectAccessible(page, 'the account menu while signing out', '[role=menu]')
  await page.screenshot({ path: 'test-results/screenshots/account-menu-signing-out.png' })
  release()
  await expect(page).toHaveURL(schoolUrl('demo', '/login'))

  // The main host's cookie is still in this browser, but its session ended with the family.
  expect(await profileStatus(page, mainHost, mainToken)).toBe(401)
  await page.goto(mainUrl('/switch-profile'))
  await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/login(\?|$)/)
  await page.goto(schoolUrl('demo', '/dashboard/courses'))
  await expect(page).toHaveURL(schoolUrl('demo', '/join'))
})

test('opening /logout (a GET: a link, an image, a prefetch) signs nobody out; the button does', async ({
  page,
  loginAs,
}) => {
  await loginAs(page, 'teacher')
  const token = await tokenOn(page, schoolUrl('demo'))
  await page.goto(schoolUrl('demo', '/logout'))
  await hydrated(page)
  await expect(page.getByRole('heading', { name: 'Sign out?' })).toBeVisible()
  await page.screenshot({ path: 'test-results/screenshots/auth-logout-asks.png', fullPage: true })
  expect(await profileStatus(page, schoolHost('demo'), token)).toBe(200)
  // An image pointing at it, and a GET to the API's logout, do nothing either.
  await page.evaluate(async () => {
    const image = new Image()
    image.src = '/logout'
    await fetch('/api/auth/logout', { credentials: 'include' }).catch(() => null)
  })
  expect(await profileStatus(page, schoolHost('demo'), token)).toBe(200)
  await page.getByRole('link', { name: 'Stay signed in' }).click()
  await expect(page).toHaveURL(schoolUrl('demo', '/dashboard/courses'))

  await page.goto(schoolUrl('demo', '/logout'))
  await hydrated(page)
  await page.getByRole('button', { name: 'Sign out' }).click()
  await expect(page).toHaveURL(schoolUrl('demo', '/login'))
  expect(await profileStatus(page, schoolHost('demo'), token)).toBe(401)
})

test('a crafted /login-finalize link does not sign the victim into another account unnoticed', async ({
  page,
  request,
  loginAs,
}) => {
  // The attacker, on their own machine: signed in on the main host, asks for a transfer into their
  // own profile at trial (Node-side requests: nothing of this is in the victim's browser).
  const login = await request.post(`${serverOrigin}/api/auth/login`, {
    headers: { host: mainHost },
    data: { email: 'multi@demo.test', password: DEMO_ADULT_PASSWORD },
  })
  const attacker = { host: mainHost, cookie: `token=${((await login.json()) as { token: string }).token}` }
  const me = (await (
    await request.get(`${serverOrigin}/api/auth/profile`, { headers: attacker })
  ).json()) as {
    profiles: Array<{ uuid: string; account: { subdomain: string } }>
  }
  const profile = me.profiles.find((candidate) => candidate.account.subdomain === 'trial')!.uuid
  const minted = await request.post(`${serverOrigin}/api/auth/generate-transfer-token`, {
    headers: attacker,
    data: { account: 'trial', profile },
  })
  expect(minted.status()).toBe(200)
  const { transfer_token } = (await minted.json()) as { transfer_token: string }

  // The victim, signed in at trial as themselves, opens the link the attacker sent.
  await loginAs(page, 'unpaidTeacher')
  const victimToken = await tokenOn(page, schoolUrl('trial'))
  await page.goto(
    schoolUrl(
      'trial',
      `/login-finalize?${new URLSearchParams({ token: transfer_token, account: 'trial', profile })}`,
    ),
  )
  await expect(page.getByRole('heading', { name: 'Continue as Sam Rivera at Trial Academy?' })).toBeVisible()
  await page.screenshot({ path: 'test-results/screenshots/auth-login-finalize-asks.png', fullPage: true })
  // Nothing happened without the answer: still the victim.
  expect(await profileStatus(page, schoolHost('trial'), victimToken)).toBe(200)
  await page.getByRole('link', { name: 'No, go to sign in' }).click()
  await page.goto(schoolUrl('trial', '/dashboard/courses'))
  await expect(page.getByRole('button', { name: /Account menu for Jordan Blake/ })).toBeVisible()
})

test('the normal sign-in from the main host still reaches the school (asking on *.localhost)', async ({
  page,
}) => {
  await signInOnMainHost(page, 'teacher@demo.test')
  // Chromium on *.localhost refuses the proof's Domain cookie from the product host: it stays
  // host-only on localhost and never reaches demo.localhost, so the page asks (record 029).
  await expect(page.getByRole('heading', { name: /^Continue as Taylor Reed at/ })).toBeVisible()
  expect((await page.context().cookies(schoolUrl('demo'))).map((cookie) => cookie.name)).not.toContain(
    'transfer_proof',
  )
  await continueAs(page, 'Taylor Reed', 'Demo Primary School')
  await expect(page).toHaveURL(schoolUrl('demo', '/dashboard/courses'))
  await expect(page.getByRole('button', { name: /Account menu for Taylor Reed/ })).toBeVisible()
})

test('"Sign out everywhere" on the profile page ends the other computers’ sessions too', async ({
  page,
  loginAs,
  newSchool,
}) => {
  // A teacher of its own: signing out everywhere must not end another spec's demo sessions.
  const school = await newSchool({ teachers: 1 })
  const teacher = school.as.teacher
  const subdomain = school.school.subdomain
  // Another computer: its own API client, so no cookie of this test's is sent along.
  const computer = await playwrightRequest.newContext()
  const login = await computer.post(`${serverOrigin}/api/auth/login`, {
    headers: { host: schoolHost(subdomain) },
    data: { email: teacher.login, password: teacher.password },
  })
  const elsewhereToken = ((await login.json()) as { token: string }).token
  await computer.dispose()

  await loginAs(page, teacher)
  const token = await tokenOn(page, schoolUrl(subdomain))
  await page.goto(schoolUrl(subdomain, '/dashboard/profile'))
  await hydrated(page)
  await page.getByRole('heading', { name: 'Sign out everywhere' }).scrollIntoViewIfNeeded()
  await page.screenshot({
    path: 'test-results/screenshots/auth-profile-sign-out-everywhere.png',
    fullPage: true,
  })
  expect(await profileStatus(page, schoolHost(subdomain), elsewhereToken)).toBe(200)
  await page.getByRole('button', { name: 'Sign out everywhere' }).click()
  await expect(page).toHaveURL(schoolUrl(subdomain, '/login'))
  expect(await profileStatus(page, schoolHost(subdomain), elsewhereToken)).toBe(401)
  expect(await profileStatus(page, schoolHost(subdomain), token)).toBe(401)
})
