import { randomUUID } from 'node:crypto'
import type { Page } from '@playwright/test'
import { linkIn, readMail } from '../school/staff-helpers'
import { expect, hydrated, test } from '../support/auth'
import { expectAccessible } from '../support/axe'
import { mainUrl, schoolUrl } from '../support/hosts'

// A new school (signup), a checkout and several full page loads on a shared machine.
test.describe.configure({ timeout: 120_000 })

async function check(page: Page, name: string) {
  await hydrated(page)
  await page.screenshot({ path: `test-results/screenshots/subscriptions-${name}.png`, fullPage: true })
  await expectAccessible(page, name)
}

/**
 * A school of its own (through /account-setup), so that paying never makes the shared `trial`
 * school paid for the other specs. Answers its subdomain; the page is signed in as its admin.
 */
async function newSchool(page: Page): Promise<string> {
  const subdomain = `pay-${randomUUID().slice(0, 8)}`
  const query = new URLSearchParams({
    schoolName: `Pay School ${subdomain}`,
    subdomain,
    email: `${subdomain}@example.org`,
  })
  await page.goto(mainUrl(`/account-setup?${query}`))
  await hydrated(page)
  await page.getByLabel('Your name').fill('Pat Payer')
  await page.getByRole('button', { name: 'Create my school' }).click()
  await expect(page.getByText('Check your inbox')).toBeVisible()
  // The mailed link proves the address and chooses the password (decision 030).
  const mail = await readMail(page.request, subdomain, `${subdomain}@example.org`)
  await page.goto(schoolUrl(subdomain, linkIn(mail.text, '/set-password?token=')))
  await hydrated(page)
  await page.getByLabel('New password').fill('a long enough password 2026')
  await page.getByRole('button', { name: 'Save password' }).click()
  await expect(page).toHaveURL(schoolUrl(subdomain, '/dashboard/groups/new'), { timeout: 30_000 })
  return subdomain
}

test('an admin upgrades: checkout, pay, the callback confirms, paid pages open', async ({ page }) => {
  const subdomain = await newSchool(page)
  const paidOnly = schoolUrl(subdomain, `/dashboard/progress/${randomUUID()}`)

  // Unpaid: the paid-only page sends the admin to the progress list (SPEC §2.6 rule 7).
  await page.goto(paidOnly)
  await expect(page).toHaveURL(schoolUrl(subdomain, '/dashboard/progress'))

  await page.goto(schoolUrl(subdomain, '/dashboard/subscriptions'))
  await expect(page.getByRole('heading', { name: 'Free plan' })).toBeVisible()
  await check(page, 'free')

  // An unpaid school finds Upgrade in the dashboard's navigation.
  await hydrated(page)
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Upgrade' }).click()
  await expect(page.getByRole('heading', { name: 'Upgrade', level: 1 })).toBeVisible()
  await check(page, 'upgrade-admin')

  // A forged callback that claims success changes nothing.
  await page.goto(
    schoolUrl(
      subdomain,
      '/dashboard/subscriptions/callback?status=paid&success=true&session_id=fake_cs_forged',
    ),
  )
  await expect(page.getByRole('alert')).toContainText('nothing has changed')
  await check(page, 'callback-forged')

  await page.goto(schoolUrl(subdomain, '/dashboard/upgrade'))
  await hydrated(page)
  await page.getByRole('button', { name: 'Choose Classroom' }).click()
  await expect(page).toHaveURL(/\/api\/dev\/fake-checkout\/fake_cs_/)
  await expect(page.getByRole('heading', { name: 'Fake checkout' })).toBeVisible()
  await page.screenshot({ path: 'test-results/screenshots/subscriptions-fake-checkout.png', fullPage: true })
  await page.getByRole('button', { name: /^Pay / }).click()

  await expect(page).toHaveURL(/\/dashboard\/subscriptions\/callback\?.*success=true/)
  const callback = new URL(page.url())
  expect(callback.searchParams.get('session_id')).toMatch(/^fake_cs_/)
  expect(callback.searchParams.get('subscription_id')).toMatch(/^fake_sub_/)
  await expect(page.getByRole('status').filter({ hasText: 'Payment received' })).toBeVisible()
  // The menu beside it knows at once: no Upgrade, and the paid pages are offered.
  const menu = page.getByRole('navigation', { name: 'Dashboard' })
  await expect(menu.getByRole('link', { name: 'Upgrade' })).toHaveCount(0)
  await check(page, 'callback-paid')

  // Paid now: the paid-only page is no longer redirected.
  await page.goto(paidOnly)
  await hydrated(page)
  await expect(page).toHaveURL(paidOnly)
  await expect(
    page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Upgrade' }),
  ).toHaveCount(0)

  await page.goto(schoolUrl(subdomain, '/dashboard/subscriptions'))
  await expect(page.getByRole('heading', { name: 'Classroom plan' })).toBeVisible()
  await expect(page.getByTestId('renewal')).toContainText('Renews on')
  await expect(page.getByRole('table', { name: 'Invoices, newest first' }).getByRole('row')).toHaveCount(2)
  await check(page, 'paid')

  // Cancel, with a confirmation: the plan runs to the end of the period.
  await page.getByRole('button', { name: 'Cancel subscription' }).click()
  const dialog = page.getByRole('dialog', { name: 'Cancel the subscription?' })
  await expect(dialog).toBeVisible()
  await check(page, 'cancel-confirm')
  await dialog.getByRole('button', { name: 'Yes, cancel at period end' }).click()
  await expect(page.getByTestId('renewal')).toContainText('will not renew')
  await expect(page.getByText('Cancelled', { exact: true })).toBeVisible()
  await page.goto(paidOnly)
  await hydrated(page)
  await expect(page).toHaveURL(paidOnly)
})

test('a return that names only its subscription is checked with the provider, before any webhook', async ({
  page,
}) => {
  const subdomain = await newSchool(page)
  const callbackOf = (query: string) => schoolUrl(subdomain, `/dashboard/subscriptions/callback?${query}`)

  // A made-up subscription changes nothing.
  await page.goto(callbackOf('status=paid&subscription_id=fake_sub_forged'))
  await expect(page.getByRole('alert')).toContainText('nothing has changed')

  await page.goto(schoolUrl(subdomain, '/dashboard/upgrade'))
  await hydrated(page)
  await page.getByRole('button', { name: 'Choose Classroom' }).click()
  await expect(page.getByRole('heading', { name: 'Fake checkout' })).toBeVisible()
  // The provider's way back is held, so the session id never reaches the app.
  const back = /\/dashboard\/subscriptions\/callback/
  await page.route(back, (route) => route.abort())
  const returned = page.waitForRequest(back)
  await page.getByRole('button', { name: /^Pay / }).click()
  const subscriptionId = new URL((await returned).url()).searchParams.get('subscription_id')
  expect(subscriptionId).toMatch(/^fake_sub_/)
  await page.unroute(back)

  await page.goto(callbackOf(`status=paid&subscription_id=${subscriptionId}`))
  await expect(page.getByRole('status').filter({ hasText: 'Payment received' })).toBeVisible()
  await check(page, 'callback-paid-by-subscription')
  await page.goto(schoolUrl(subdomain, '/dashboard/subscriptions'))
  await expect(page.getByRole('heading', { name: 'Classroom plan' })).toBeVisible()
})

test('a teacher sees the plans and is asked to go to the school admin', async ({ page, loginAs }) => {
  await loginAs(page, 'unpaidTeacher')
  await page.goto(schoolUrl('trial', '/dashboard/upgrade'))
  await expect(page.getByText('Ask your school admin', { exact: true })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Whole school' })).toBeVisible()
  await expect(page.getByRole('button', { name: /^Choose / })).toHaveCount(0)
  await check(page, 'upgrade-teacher')

  // The admin pages are not theirs.
  await page.goto(schoolUrl('trial', '/dashboard/subscriptions'))
  await expect(page).not.toHaveURL(schoolUrl('trial', '/dashboard/subscriptions'))
})
