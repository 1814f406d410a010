import type { APIRequestContext, Page } from '@playwright/test'
import { e2ePort } from '../../playwright.config'
import { linkIn } from '../school/staff-helpers'
import { hydrated } from '../support/auth'
import { mainHost, schoolHost, schoolUrl, serverOrigin } from '../support/hosts'
import { expect, test } from '../support/school'

/**
 * Decision 007 against the real server: a request for another host is refused, and the links the
 * server mails point at the configured origin whatever X-Forwarded-* headers the browser's
 * requests carried (the e2e server trusts no proxy, so it reads none of them).
 */
test.describe.configure({ timeout: 90_000 })

const forged = {
  'x-forwarded-host': 'evil.example',
  'x-forwarded-proto': 'https',
  'x-forwarded-for': '6.6.6.6',
  forwarded: 'for=6.6.6.6;host=evil.example;proto=https',
}

/** Every request this page sends carries the forged headers (cookies kept). */
async function forgeForwardedHeaders(page: Page): Promise<void> {
  await page.route('**/*', async (route) =>
    route.continue({ headers: { ...(await route.request().allHeaders()), ...forged } }),
  )
}

async function newestMail(request: APIRequestContext, to: string): Promise<string | null> {
  const response = await request.get(`${serverOrigin}/api/dev/outbox?to=${encodeURIComponent(to)}`, {
    headers: { host: mainHost },
  })
  return response.status() === 200 ? ((await response.json()) as { text: string }).text : null
}

/** The one link of a mail, whole (scheme and host included). */
const linkOf = (text: string) => /https?:\/\/\S+/.exec(text)?.[0] ?? ''

test('a host that is not ours, or an IP address, gets 421; the readiness probe by IP answers', async ({
  request,
}) => {
  for (const host of ['evil.example', `127.0.0.1:${e2ePort}`, `${schoolHost('demo')}.evil.example`]) {
    const response = await request.get(`${serverOrigin}/forgot-password`, { headers: { host } })
    expect(response.status(), host).toBe(421)
    expect(await response.text()).toContain(`CodeSchool is at http://${mainHost}/`)
  }
  expect((await request.get(`${serverOrigin}/api/health`)).status()).toBe(200)
})

test('invitation and reset links ignore forged X-Forwarded-* headers', async ({
  page,
  browser,
  loginAs,
  newSchool,
}) => {
  // A school of its own: the invited teacher joins its team, not the demo school's.
  const school = await newSchool({ paid: true })
  const host = school.school.subdomain
  const email = `forwarded.${Date.now()}@example.test`
  const configured = `http://${schoolHost(host)}`

  // An admin invites a teacher from a browser whose requests all claim another host and scheme.
  await loginAs(page, school.as.admin)
  await forgeForwardedHeaders(page)
  await page.goto(schoolUrl(host, '/dashboard/teachers/new'))
  await hydrated(page)
  await page.getByLabel('Name').fill('Forwarded Tester')
  await page.getByLabel('Email').fill(email)
  await page.getByRole('button', { name: 'Send invitation' }).click()
  await expect(page.getByText('Invitation sent to Forwarded Tester')).toBeVisible()
  let invitation: string | null = null
  await expect.poll(async () => (invitation = await newestMail(page.request, email))).toBeTruthy()
  expect(linkOf(invitation ?? '')).toMatch(
    new RegExp(`^${configured.replaceAll('.', '\\.')}/set-password\\?token=`),
  )

  // The same address asks for a reset, anonymously, with the same forged headers.
  const visitor = await browser.newContext()
  const anonymous = await visitor.newPage()
  await forgeForwardedHeaders(anonymous)
  await anonymous.goto(schoolUrl(host, '/forgot-password'))
  await hydrated(anonymous)
  await anonymous.getByLabel('Email').fill(email)
  await anonymous.getByRole('button', { name: 'Send me a link' }).click()
  await expect(anonymous.getByText('Check your email')).toBeVisible()
  let reset = ''
  await expect
    .poll(async () => {
      reset = (await newestMail(page.request, email)) ?? ''
      return reset.includes('/reset-password?token=')
    })
    .toBe(true)
  expect(linkOf(reset)).toMatch(new RegExp(`^${configured.replaceAll('.', '\\.')}/reset-password\\?token=`))
  expect(reset).not.toContain('evil.example')

  // The link works where it points.
  await anonymous.goto(schoolUrl(host, linkIn(reset, '/reset-password?token=')))
  await expect(anonymous.getByLabel('New password')).toBeVisible()
  await visitor.close()
})
