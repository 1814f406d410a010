import { continueAs, expect, test } from '../support/auth'
import { schoolUrl } from '../support/hosts'
import { districtAdmin, expectAccessible, keepScreenshot, open } from './staff-helpers'

test('a district admin sees the child schools and switches into one', async ({ page, loginAs }) => {
  // Two schools' worth of pages, sign-ins and a transfer on a shared two-core machine.
  test.setTimeout(90_000)
  await loginAs(page, districtAdmin)
  await open(page, schoolUrl('metro', '/dashboard/schools'))
  await expect(page.getByRole('heading', { level: 1, name: 'Schools' })).toBeVisible()
  const north = page.getByRole('listitem').filter({ hasText: 'Metro North Elementary' })
  await expect(north).toBeVisible()
  await expect(page.getByRole('listitem').filter({ hasText: 'Metro South Elementary' })).toBeVisible()
  await expect(north.getByText(/students?$/)).toBeVisible()
  await expectAccessible(page, 'district schools')
  await keepScreenshot(page, 'staff-district-schools')

  await north.getByRole('button', { name: 'Open Metro North Elementary' }).click()
  await continueAs(page, 'Morgan Lee', 'Metro North Elementary')
  await expect(page).toHaveURL(schoolUrl('metro-north', '/dashboard/overview'), { timeout: 15_000 })
  await expect(page.getByRole('heading', { level: 1, name: 'Hello, Morgan Lee' })).toBeVisible()
  await expect(page.getByText('Metro North Elementary').first()).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Getting started' })).toBeVisible()
  await expectAccessible(page, 'child school overview')
  await keepScreenshot(page, 'staff-district-child-overview')

  // And back to the district.
  await open(page, schoolUrl('metro-north', '/dashboard/schools'))
  await expect(page.getByText('Part of Metro District.')).toBeVisible()
  await keepScreenshot(page, 'staff-district-child-schools')
  await page.getByRole('button', { name: 'Back to Metro District' }).click()
  await continueAs(page, 'Morgan Lee', 'Metro District')
  await expect(page).toHaveURL(schoolUrl('metro', '/dashboard/overview'), { timeout: 15_000 })
})

test('a school outside a district explains what districts are', async ({ page, loginAs }) => {
  await loginAs(page, 'admin')
  await open(page, schoolUrl('demo', '/dashboard/schools'))
  await expect(page.getByText('This school is not part of a district.')).toBeVisible()
  await keepScreenshot(page, 'staff-schools-no-district')
})
