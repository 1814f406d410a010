import { hydrated } from '../support/auth'
import { schoolUrl } from '../support/hosts'
import { expect, test } from '../support/school'
import { expectAccessible } from './support-school'

test.describe.configure({ timeout: 90_000 })

/** SPEC §2.1: a school's admin finds the welcome pack in the dashboard and prints its parts. */
test('an admin opens the welcome pack from the overview and the setup wizard, and prints the course map', async ({
  page,
  loginAs,
  newSchool,
}) => {
  const own = await newSchool({ students: [] })
  const host = own.school.subdomain
  await loginAs(page, own.as.admin)
  await page.goto(schoolUrl(host, '/dashboard/overview'))
  await hydrated(page)
  const card = page.getByRole('region', { name: 'Curriculum welcome pack' })
  await expect(card.getByRole('link', { name: 'Printable materials' })).toBeVisible()
  await card.getByRole('link', { name: 'Course map' }).click()

  await expect(page).toHaveURL(schoolUrl(host, '/dashboard/setup?print=course-map'))
  await expect(page.getByRole('heading', { level: 1, name: 'Course map' })).toBeVisible()
  // The shipped courses, with their sections' lessons.
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible()
  await expect(page.getByText(/^Ages \d+–\d+/).first()).toBeVisible()
  await expectAccessible(page, 'welcome pack course map')
  // On paper the course map is alone: no menu, no Print button.
  await page.emulateMedia({ media: 'print' })
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden()
  await expect(page.getByRole('navigation').first()).toBeHidden()
  await expect(page.getByRole('heading', { level: 1, name: 'Course map' })).toBeVisible()
  await page.screenshot({
    path: 'test-results/screenshots/welcome-pack-course-map-print.png',
    fullPage: true,
  })
  await page.emulateMedia({ media: 'screen' })

  await page.goto(schoolUrl(host, '/dashboard/setup'))
  await hydrated(page)
  await page
    .getByRole('region', { name: 'Curriculum welcome pack' })
    .getByRole('link', { name: 'Printable materials' })
    .click()
  await expect(page.getByRole('heading', { level: 1, name: 'Classroom materials' })).toBeVisible()
  await expect(page.getByRole('term').filter({ hasText: 'Algorithm' })).toBeVisible()
  await page.screenshot({ path: 'test-results/screenshots/welcome-pack-materials.png', fullPage: true })

  // A teacher's overview has no welcome pack.
  await loginAs(page, own.as.teacher)
  await page.goto(schoolUrl(host, '/dashboard/overview'))
  await hydrated(page)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Curriculum welcome pack' })).toHaveCount(0)
  // A print link the admin shared opens the teacher's setup wizard, not the admin's pack.
  await page.goto(schoolUrl(host, '/dashboard/setup?print=course-map'))
  await hydrated(page)
  await expect(page.getByRole('heading', { level: 1, name: 'Set up your class' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name: 'Course map' })).toHaveCount(0)
})
