import type { Page } from '@playwright/test'
import { DEMO_ADULT_PASSWORD } from '../../src/server/db/seed/demo-accounts'
import { expect, hydrated, test } from '../support/auth'
import { expectAccessible } from '../support/axe'
import { mainUrl, schoolUrl } from '../support/hosts'
import type { Persona } from '../support/personas'

/*
 * The staff console on the main host. The database is shared with parallel specs: everything made
 * here carries a run-unique tag, and the redirect rule is deleted again at the end.
 */

const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`

async function open(page: Page, url: string) {
  await page.goto(url)
  await hydrated(page)
}

const shoot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/screenshots/admin-${name}.png`, fullPage: true })

test.describe.configure({ mode: 'serial' })

test('staff create a school, add a redirect and follow it, publish a content page and read the analytics', async ({
  page,
  loginAs,
}) => {
  test.setTimeout(120_000)
  await loginAs(page, 'staffOnMain')

  await open(page, mainUrl('/admin'))
  await expect(page.getByRole('heading', { level: 1, name: 'Staff console' })).toBeVisible()
  // A signed-in staff member is not offered the public links ("Sign in" among them).
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible()
  await expectAccessible(page, 'console home')
  await shoot(page, 'home')

  // Schools: a district, then a school in it; the reserved list is checked on the server.
  await page.getByRole('navigation', { name: 'Staff console' }).getByRole('link', { name: 'Schools' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Schools' })).toBeVisible()
  await page.getByLabel('School name').fill(`Console District ${tag}`)
  await page.getByLabel('Address (subdomain)').fill('admin')
  await page.getByRole('button', { name: 'Create school' }).click()
  await expect(page.getByText('That address is reserved. Try another.').first()).toBeVisible()
  await page.getByLabel('Address (subdomain)').fill('no')
  await page.getByRole('button', { name: 'Create school' }).click()
  await expect(page.getByText('Use 3 to 40 lower-case letters, digits or dashes.').first()).toBeVisible()
  await page.getByLabel('Address (subdomain)').fill(`cd-${tag}`)
  await page.getByRole('button', { name: 'Create school' }).click()
  await expect(
    page.getByRole('alert').or(page.getByRole('status')).filter({ hasText: 'School created' }),
  ).toBeVisible()

  await page.getByLabel('School name').fill(`Console Primary ${tag}`)
  await page.getByLabel('Address (subdomain)').fill(`cp-${tag}`)
  await page
    .getByLabel('District', { exact: true })
    .selectOption({ label: `Console District ${tag} (cd-${tag})` })
  await page.getByRole('button', { name: 'Create school' }).click()
  await expect(page.getByText(`is at cp-${tag}`)).toBeVisible()

  await page.getByLabel('Name or address').fill(tag)
  await page.getByRole('button', { name: 'Search' }).click()
  await expect(page).toHaveURL(/\/admin\/schools\?q=/)
  // The row of the school itself (other rows may offer it as a district in their lists).
  const primary = page
    .getByRole('row')
    .filter({ has: page.getByRole('combobox', { name: `District of Console Primary ${tag}` }) })
  const primaryDistrict = primary.getByRole('combobox', { name: `District of Console Primary ${tag}` })
  await expect(primaryDistrict.locator('option:checked')).toHaveText(`Console District ${tag}`)
  await expect(primary).toContainText('Not paid')
  await expect(page.getByRole('row')).toHaveCount(3)
  await expectAccessible(page, 'schools')
  await shoot(page, 'schools')

  // The district of an existing school changes in place; a district cannot join another.
  await primaryDistrict.selectOption({ label: 'No district' })
  await primary.getByRole('button', { name: `Set the district of Console Primary ${tag}` }).click()
  await expect(primary.getByRole('button', { name: /^Set the district/ })).toBeDisabled()
  await page.reload()
  await hydrated(page)
  await expect(primaryDistrict).toHaveValue('')

  // Redirects: validated, then followed on the next request.
  await open(page, mainUrl('/admin/redirects'))
  await page.getByLabel('From path').fill(`/old-${tag}`)
  await page.getByLabel('To', { exact: true }).fill('ftp://files.example')
  await page.getByRole('button', { name: 'Add rule' }).click()
  await expect(page.getByText(/full https:\/\/ address/).first()).toBeVisible()
  await page.getByLabel('To', { exact: true }).fill('/faq')
  await page.getByRole('button', { name: 'Add rule' }).click()
  await expect(page.getByText('Rule added.')).toBeVisible()
  await expect(page.getByRole('row').filter({ hasText: `/old-${tag}` })).toContainText('/faq')
  await expectAccessible(page, 'redirects')
  await shoot(page, 'redirects')

  await open(page, mainUrl(`/old-${tag}`))
  await expect(page).toHaveURL(mainUrl('/faq'))

  await open(page, mainUrl('/admin/redirects'))
  await page.getByRole('button', { name: `Delete the rule for /old-${tag}` }).click()
  await expect(page.getByRole('row').filter({ hasText: `/old-${tag}` })).toHaveCount(0)
  const gone = await page.request.get(mainUrl(`/old-${tag}`), { maxRedirects: 0 })
  expect(gone.status()).toBe(404)

  // Content: a new page, written with a preview, published, read at its slug.
  await open(page, mainUrl('/admin/content'))
  await page.getByLabel('Title').fill(`Console page ${tag}`)
  await page.getByLabel('Address', { exact: true }).fill(`e2e/console-${tag}`)
  await page.getByRole('button', { name: 'Create page' }).click()
  await expect(page.getByRole('heading', { level: 1, name: `Edit “Console page ${tag}”` })).toBeVisible()
  await page.getByLabel('Text (markdown)').fill(`## Written in the console\n\nTag **${tag}**.`)
  const preview = page.getByRole('region', { name: 'Preview' })
  await expect(preview.getByRole('heading', { name: 'Written in the console' })).toBeVisible()
  await page.getByLabel('Published').check()
  await page.getByRole('button', { name: 'Save page' }).click()
  await expect(page.getByText('The page is live at')).toBeVisible()
  await expectAccessible(page, 'content editor')
  await shoot(page, 'content')

  await open(page, mainUrl(`/e2e/console-${tag}`))
  await expect(page.getByRole('heading', { name: 'Written in the console' })).toBeVisible()
  await expect(page.getByText(tag).first()).toBeVisible()

  // Analytics: the last 30 days as a table.
  await open(page, mainUrl('/admin/analytics'))
  const perDay = page.getByRole('table', { name: /per day/ })
  await expect(perDay.getByRole('row')).toHaveCount(31)
  await expect(page.getByRole('table', { name: /Most viewed paths/ })).toBeVisible()
  await expectAccessible(page, 'analytics')
  await shoot(page, 'analytics')
})

test('a school admin is sent away from /admin', async ({ page, loginAs }) => {
  await loginAs(page, 'admin')
  await open(page, schoolUrl('demo', '/admin/schools'))
  await expect(page).not.toHaveURL(/\/admin/)
  await expect(page.getByRole('heading', { level: 1, name: 'Schools' })).toHaveCount(0)
})

const superOnMain: Persona = {
  kind: 'adult',
  login: 'super@staff.test',
  password: DEMO_ADULT_PASSWORD,
  school: null,
  visitorType: 'staff',
  paid: true,
}

test('only a super admin may change staff roles', async ({ page, loginAs }) => {
  // Demo users' roles stay as they are (other specs sign in as them): the super admin only invites
  // an address without an account (e2e/admin/staff-invitation.spec.ts follows such a link).
  await loginAs(page, superOnMain)
  await open(page, mainUrl('/admin/users'))
  await expect(page.getByRole('heading', { level: 1, name: 'Staff users' })).toBeVisible()
  const staffRow = page.getByRole('row').filter({ hasText: 'staff@staff.test' })
  await expect(staffRow.getByRole('combobox')).toHaveValue('STAFF')
  await expect(
    page.getByRole('row').filter({ hasText: 'super@staff.test' }).getByRole('combobox'),
  ).toHaveCount(0)
  await page.getByLabel('Their email').fill(`nobody-${tag}@example.test`)
  await page.getByRole('button', { name: 'Send invitation' }).click()
  await expect(page.getByText(`We sent an invitation to nobody-${tag}@example.test.`)).toBeVisible()
  // Nobody is staff until the link is opened.
  await expect(page.getByRole('row').filter({ hasText: `nobody-${tag}@example.test` })).toHaveCount(0)
  await expectAccessible(page, 'staff users (super)')
  await shoot(page, 'users')
})

test('staff who are not super admins see the staff list without controls', async ({ page, loginAs }) => {
  await loginAs(page, 'staffOnMain')
  await open(page, mainUrl('/admin/users'))
  await expect(page.getByText('Only a super admin can change staff roles.')).toBeVisible()
  await expect(page.getByRole('row').filter({ hasText: 'super@staff.test' })).toContainText('Super admin')
  // No role to choose in the list (the header's language picker is everyone's).
  await expect(page.getByRole('table').getByRole('combobox')).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Send invitation' })).toHaveCount(0)
  await expectAccessible(page, 'staff users (staff)')
})
