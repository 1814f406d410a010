import type { APIRequestContext, Browser, Page } from '@playwright/test'
import { e2ePort } from '../../playwright.config'
import { hydrated } from '../support/auth'
import { schoolHost, schoolUrl, serverOrigin } from '../support/hosts'
import { expect, type OwnSchool, test } from '../support/school'

/**
 * Sign-in with the school's Google accounts against a real OpenID provider (oidc-provider, started
 * by scripts/e2e-server.ts on the app's port + 90, playing Google with `hd`).
 */
const googleIssuer = `http://127.0.0.1:${e2ePort + 90}`
const shots = process.env.E2E_SCREENSHOTS

async function addGoogleAccount(
  request: APIRequestContext,
  account: { sub: string; email: string; name: string; hd?: string },
): Promise<void> {
  const response = await request.post(`${googleIssuer}/test/accounts`, {
    data: { email_verified: true, ...account },
  })
  expect(response.status()).toBe(204)
}

async function turnOnGoogle(page: Page, school: OwnSchool): Promise<void> {
  await page.goto(schoolUrl(school.school.subdomain, '/dashboard/settings'))
  await hydrated(page)
  const google = page.getByRole('form', { name: 'Google' })
  await google.getByLabel('Sign in with Google').check()
  await google.getByLabel('Allowed domains').fill('school.org')
  await google.getByRole('button', { name: 'Save Google' }).click()
  await expect(google.getByText('Saved.')).toBeVisible()
  if (shots) await google.screenshot({ path: `${shots}/settings-google.png` })
}

/** A browser of its own (no one signed in), on the school's /login or another page. */
async function freshPage(browser: Browser, url: string): Promise<Page> {
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.goto(url)
  await hydrated(page)
  return page
}

async function chooseAtGoogle(page: Page, email: string | 'cancel'): Promise<void> {
  await page.getByRole('button', { name: 'Sign in with Google' }).click()
  await expect(page.getByRole('heading', { name: /Sign in with Google \(test provider\)/ })).toBeVisible()
  await page.getByRole('button', { name: email === 'cancel' ? 'Cancel' : `Continue as ${email}` }).click()
}

test.describe('sign in with Google', () => {
  test('a teacher signs in through Google; logout ends the session family', async ({
    page,
    browser,
    request,
    loginAs,
    newSchool,
  }) => {
    // Settings, a fresh browser and the provider's pages: past 30 s on the loaded CI machine.
    test.setTimeout(120_000)
    const school = await newSchool()
    await loginAs(page, school.as.admin)
    await turnOnGoogle(page, school)
    const teacher = school.teachers[0]!
    await addGoogleAccount(request, {
      sub: `t-${school.school.subdomain}`,
      email: teacher.email,
      name: teacher.name,
      hd: 'school.org',
    })

    const visitor = await freshPage(browser, schoolUrl(school.school.subdomain, '/login'))
    await expect(visitor.getByRole('button', { name: 'Sign in with Google' })).toBeVisible()
    if (shots) await visitor.screenshot({ path: `${shots}/login-with-google.png` })
    await chooseAtGoogle(visitor, teacher.email)
    await expect(visitor).toHaveURL(schoolUrl(school.school.subdomain, '/dashboard/courses'))
    const token = (await visitor.context().cookies(schoolUrl(school.school.subdomain))).find(
      (cookie) => cookie.name === 'token',
    )?.value
    expect(token).toBeTruthy()

    await visitor.goto(schoolUrl(school.school.subdomain, '/logout'))
    await hydrated(visitor)
    await visitor.getByRole('button', { name: 'Sign out' }).click()
    await expect(visitor).toHaveURL(schoolUrl(school.school.subdomain, '/login'))
    const profile = await request.get(`${serverOrigin}/api/auth/profile`, {
      headers: { host: schoolHost(school.school.subdomain), cookie: `token=${token}` },
    })
    expect(profile.status()).toBe(401)
    await visitor.context().close()
  })

  test("a child links Google with the teacher's card and signs in; another domain's account is refused", async ({
    page,
    browser,
    request,
    loginAs,
    newSchool,
  }) => {
    // A long journey: settings, two cards, four fresh browsers and the provider's pages. On the
    // 2-core CI machine beside another worker it ran past 90 s while every step was passing.
    test.setTimeout(180_000)
    const school = await newSchool()
    await loginAs(page, school.as.admin)
    await turnOnGoogle(page, school)
    const child = school.students[0]!
    await page.goto(schoolUrl(school.school.subdomain, `/dashboard/students/${child.profileId}`))
    await hydrated(page)
    // A sign-in card: its QR code's link signs the child in through /token, once.
    await page.getByRole('button', { name: 'Make a sign-in card' }).click()
    const signInCard = page.getByRole('figure', { name: `Sign-in card for ${child.name}` })
    await expect(signInCard).toContainText('Scan me to sign in')
    if (shots) {
      await page.emulateMedia({ media: 'print' })
      await page.screenshot({ path: `${shots}/sign-in-card-printed.png`, fullPage: true })
      await page.emulateMedia({ media: 'screen' })
    }
    const signInUrl = (await signInCard.getAttribute('data-url')) ?? ''
    const scanned = await freshPage(browser, signInUrl)
    await scanned.getByRole('button', { name: `Continue as ${child.name}` }).click()
    await expect(scanned).toHaveURL(new RegExp(`${schoolHost(school.school.subdomain)}/student`))
    await scanned.context().close()
    const again = await freshPage(browser, signInUrl)
    await expect(again.getByRole('alert')).toContainText('expired or was already used')
    await again.context().close()

    await page.getByRole('button', { name: 'Link a Google account' }).click()
    const card = page.getByRole('figure', { name: `Sign-in card for ${child.name}` })
    // The same place held the sign-in card: wait for the linking card before reading its link.
    await expect(card).toContainText('then sign in with Google')
    if (shots) await card.screenshot({ path: `${shots}/linking-card.png` })
    const cardUrl = await card.getAttribute('data-url')

    const kid = `kid-${school.school.subdomain}@school.org`
    await addGoogleAccount(request, {
      sub: `k-${school.school.subdomain}`,
      email: kid,
      name: child.name,
      hd: 'school.org',
    })
    const tablet = await freshPage(browser, cardUrl ?? '')
    await chooseAtGoogle(tablet, kid)
    await expect(tablet).toHaveURL(new RegExp(`${schoolHost(school.school.subdomain)}/student`))
    await tablet.context().close()

    // Next time, the /join page's button is all the child needs.
    const join = await freshPage(browser, schoolUrl(school.school.subdomain, '/join'))
    if (shots) await join.screenshot({ path: `${shots}/join-with-google.png` })
    await chooseAtGoogle(join, kid)
    await expect(join).toHaveURL(new RegExp(`${schoolHost(school.school.subdomain)}/student`))
    await join.context().close()

    // The class's login-cards page makes a sign-in card for every child at once.
    await page.goto(schoolUrl(school.school.subdomain, `/dashboard/groups/${school.class?.id}?cards=print`))
    await hydrated(page)
    await page.getByRole('button', { name: 'Make sign-in cards for 2 children' }).click()
    await expect(page.getByRole('figure', { name: /^Sign-in card for / })).toHaveCount(2)
    if (shots) await page.screenshot({ path: `${shots}/class-sign-in-cards.png`, fullPage: true })

    const outsider = `pal-${school.school.subdomain}@other.org`
    await addGoogleAccount(request, {
      sub: `o-${school.school.subdomain}`,
      email: outsider,
      name: 'Pal',
      hd: 'other.org',
    })
    const other = await freshPage(browser, schoolUrl(school.school.subdomain, '/login'))
    await chooseAtGoogle(other, outsider)
    await expect(other).toHaveURL(new RegExp(`${schoolHost(school.school.subdomain)}/login`))
    await expect(other.getByRole('alert')).toContainText("That account is not one of this school's")
    await other.context().close()
  })

  test('a cancelled sign-in comes back to /login with words', async ({
    page,
    browser,
    loginAs,
    newSchool,
  }) => {
    const school = await newSchool()
    await loginAs(page, school.as.admin)
    await turnOnGoogle(page, school)
    const visitor = await freshPage(browser, schoolUrl(school.school.subdomain, '/login'))
    await chooseAtGoogle(visitor, 'cancel')
    await expect(visitor).toHaveURL(new RegExp(`${schoolHost(school.school.subdomain)}/login`))
    await expect(visitor.getByRole('alert')).toContainText('You cancelled the sign-in')
    if (shots) await visitor.screenshot({ path: `${shots}/login-cancelled.png` })
    await visitor.context().close()
  })
})
