import type { Page } from '@playwright/test'
import { linkIn, readMail } from '../school/staff-helpers'
import { expect, hydrated, test } from '../support/auth'
import { expectAccessible } from '../support/axe'
import { mainUrl, schoolUrl } from '../support/hosts'

// Several full page loads per test on a shared machine.
test.describe.configure({ timeout: 90_000 })

/** Each auth screen: a screenshot kept in test-results/screenshots/, and no axe violations. */
async function check(page: Page, name: string, include?: string) {
  await hydrated(page)
  await page.screenshot({ path: `test-results/screenshots/auth-${name}.png`, fullPage: true })
  await expectAccessible(page, name, include)
}

test('login, adult tab', async ({ page }) => {
  await page.goto(schoolUrl('demo', '/login'))
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible()
  await check(page, 'login')
})

test('login, student tab, with an error', async ({ page }) => {
  await page.goto(schoolUrl('demo', '/login?tab=student'))
  await hydrated(page)
  await page.getByLabel('Username').fill('ada')
  await page.getByLabel('Password').fill('wrong password')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('alert')).toBeVisible()
  await check(page, 'login-student-error')
})

test('login, empty submit shows field errors', async ({ page }) => {
  await page.goto(mainUrl('/login'))
  await hydrated(page)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByText('Enter your email address.')).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'true')
  await check(page, 'login-main-host-invalid')
})

test('switch profile', async ({ page, loginAs }) => {
  await loginAs(page, 'multi')
  await page.goto(schoolUrl('demo', '/switch-profile'))
  await expect(page.getByRole('button', { name: /Trial Academy/ })).toBeVisible()
  await check(page, 'switch-profile')
})

test('go to school', async ({ page }) => {
  await page.goto(mainUrl('/go-to-school'))
  await hydrated(page)
  await page.getByLabel('School name or address').fill('demo')
  await expect(page.getByRole('link', { name: /Demo Primary School/ })).toBeVisible()
  await check(page, 'go-to-school')
})

test('signup on one page → the mailed link → the new school', async ({ page }) => {
  const stamp = Date.now()
  const email = `head.${stamp}@hilltop.example`
  const subdomain = `hill-top-${stamp}`
  await page.goto(mainUrl('/signup'))
  await hydrated(page)
  await page.getByLabel('School name').fill('Hill Top Primary')
  await expect(page.getByLabel("Your school's address")).toHaveValue('hill-top-primary')
  await page.getByLabel("Your school's address").fill(subdomain)
  await page.getByLabel('Your name').fill('Pat Head')
  await page.getByLabel(/Your email/).fill(email)
  await check(page, 'signup')
  await page.getByRole('button', { name: 'Create my school' }).click()
  // One page: no second form asks again for what the first had (the school, the email).
  await expect(page).toHaveURL(mainUrl('/signup'))
  // The same answer for every address (record 030): the mailed link finishes it.
  await expect(page.getByText('Check your inbox')).toBeVisible()
  await expect(page.getByText(`We have sent a link to ${email}`)).toBeVisible()
  await expect(page.getByLabel('School name')).toHaveCount(0)
  await check(page, 'signup-sent')

  const mail = await readMail(page.request, subdomain, email)
  await page.goto(schoolUrl(subdomain, linkIn(mail.text, '/set-password?token=')))
  await hydrated(page)
  await page.getByLabel('New password').fill('hill top sentence 7')
  await page.getByRole('button', { name: 'Save password' }).click()
  // The first password signs the new admin in, at the school's first class (decision 106).
  await expect(page).toHaveURL(schoolUrl(subdomain, '/dashboard/groups/new'), { timeout: 30_000 })
  await expect(page.getByRole('heading', { name: 'New class', level: 1 })).toBeVisible()
})

test('signup refuses a reserved address', async ({ page }) => {
  await page.goto(mainUrl('/signup'))
  await hydrated(page)
  await page.getByLabel('School name').fill('Admin')
  await page.getByLabel('Your name').fill('Sam Smith')
  await page.getByLabel(/Your email/).fill('someone@example.org')
  await page.getByRole('button', { name: 'Create my school' }).click()
  await expect(page.getByRole('alert')).toHaveText('That address is reserved. Try another.')
})

test('forgot password, then the answer', async ({ page }) => {
  await page.goto(mainUrl('/forgot-password'))
  await check(page, 'forgot-password')
  await page.getByLabel('Email').fill('nobody-here@example.org')
  await page.getByRole('button', { name: 'Send me a link' }).click()
  await expect(page.getByText('Check your email')).toBeVisible()
  await check(page, 'forgot-password-sent')
})

test('reset password with a used or unknown link', async ({ page }) => {
  await page.goto(mainUrl('/reset-password?token=not-a-real-token'))
  await expect(page.getByRole('alert')).toContainText('expired or was already used')
  await check(page, 'reset-password-expired')
})

test('login-finalize with a bad token', async ({ page }) => {
  await page.goto(
    schoolUrl('demo', '/login-finalize?token=nope&account=demo&profile=5f0c6a1e-8b0e-4a57-9f4e-2d7c1b3a9e10'),
  )
  await expect(page.getByRole('alert')).toContainText('expired or was already used')
  await expect(page).toHaveURL(schoolUrl('demo', '/login-finalize'))
  await check(page, 'login-finalize-expired')
})

test('dashboard account menu', async ({ page, loginAs }) => {
  await loginAs(page, 'admin')
  await page.goto(schoolUrl('demo', '/dashboard/courses'))
  await hydrated(page)
  await page.getByRole('button', { name: /Account menu/ }).click()
  await expect(page.getByRole('menuitem', { name: 'Switch school' })).toBeVisible()
  // The menu and the header it belongs to (the page's content belongs to other screens).
  await check(page, 'account-menu', '[role="menu"]')
  await page.keyboard.press('Escape')
  await expect(page.getByRole('menu')).toBeHidden()
  await check(page, 'dashboard-header', 'header')
})
