import type { Page } from '@playwright/test'
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

test('signup and account setup', async ({ page }) => {
  await page.goto(mainUrl('/signup'))
  await hydrated(page)
  await page.getByLabel('School name').fill('Hill Top Primary')
  await expect(page.getByLabel("Your school's address")).toHaveValue('hill-top-primary')
  await page.getByLabel(/Your email/).fill('head@hilltop.example')
  await check(page, 'signup')
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page).toHaveURL(/\/account-setup\?/)
  await expect(page.getByLabel('School name')).toHaveValue('Hill Top Primary')
  await check(page, 'account-setup')
})

test('signup refuses a reserved address', async ({ page }) => {
  await page.goto(mainUrl('/signup'))
  await hydrated(page)
  await page.getByLabel('School name').fill('Admin')
  await page.getByLabel(/Your email/).fill('someone@example.org')
  await page.getByRole('button', { name: 'Continue' }).click()
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
