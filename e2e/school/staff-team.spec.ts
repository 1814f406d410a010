import { schoolUrl } from '../support/hosts'
import { expect, test } from '../support/school'
import { expectAccessible, keepScreenshot, open } from './staff-helpers'

// Team changes happen on a school of the test's own (decision 091); the other tests only read demo.
test('an admin adds an admin, makes them a teacher, and removes them', async ({
  page,
  loginAs,
  newSchool,
}) => {
  // Two schools' worth of pages, sign-ins and a transfer on a shared two-core machine.
  test.setTimeout(90_000)
  const stamp = Date.now()
  const school = await newSchool({ students: [], class: false })
  const host = school.school.subdomain
  await loginAs(page, school.as.admin)
  await open(page, schoolUrl(host, '/dashboard/admins/new'))
  await expect(page.getByRole('heading', { level: 1, name: 'Add an admin' })).toBeVisible()
  await page.getByLabel('Name').fill(`Deputy Head ${stamp}`)
  await page.getByLabel('Email').fill(`deputy.${stamp}@example.test`)
  await page.getByRole('button', { name: 'Send invitation' }).click()
  await expect(page.getByText(`Invitation sent to Deputy Head ${stamp}`)).toBeVisible()

  // A second invitation to the same address says so on the field and keeps what was typed.
  await page.getByRole('button', { name: 'Invite another admin' }).click()
  await page.getByLabel('Name').fill('Again')
  await page.getByLabel('Email').fill(`deputy.${stamp}@example.test`)
  await page.getByRole('button', { name: 'Send invitation' }).click()
  await expect(page.getByRole('alert').first()).toContainText('is already an admin at this school')
  await expect(page.getByLabel('Email')).toHaveValue(`deputy.${stamp}@example.test`)

  await open(page, schoolUrl(host, '/dashboard/teachers'))
  await page.getByRole('link', { name: `Deputy Head ${stamp}` }).click()
  await expect(page).toHaveURL(/\/dashboard\/admins\//)
  await expect(page.getByRole('heading', { level: 1, name: `Deputy Head ${stamp}` })).toBeVisible()
  await expectAccessible(page, 'edit admin')
  await keepScreenshot(page, 'staff-edit-admin')

  await page.getByRole('radio', { name: /Teacher/ }).check()
  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect(page).toHaveURL(/\/dashboard\/teachers\/[0-9a-f-]+\/edit$/)
  await expect(page.getByText('Teacher', { exact: true }).first()).toBeVisible()

  const dialog = page.getByRole('dialog', { name: `Remove Deputy Head ${stamp}?` })
  // The page has just been replaced by the teacher's edit page: click once it answers.
  await expect(async () => {
    await page.getByRole('button', { name: `Remove Deputy Head ${stamp}` }).click()
    await expect(dialog).toBeVisible({ timeout: 2_000 })
  }).toPass()
  await expectAccessible(page, 'remove dialog')
  await keepScreenshot(page, 'staff-remove-dialog')
  await dialog.getByRole('button', { name: 'Remove', exact: true }).click()
  await expect(page).toHaveURL(schoolUrl(host, '/dashboard/teachers'))
  await expect(page.getByRole('link', { name: `Deputy Head ${stamp}` })).toHaveCount(0)
})

test('an admin cannot change their own role or remove themselves', async ({ page, loginAs }) => {
  await loginAs(page, 'admin')
  await open(page, schoolUrl('demo', '/dashboard/teachers'))
  await page.getByRole('link', { name: 'Alex Morgan' }).click()
  await expect(page.getByRole('radio', { name: /Teacher/ })).toBeDisabled()
  await expect(page.getByRole('button', { name: /^Remove/ })).toHaveCount(0)
})

test('a teacher is sent away from the teachers pages, and another school’s people are not found', async ({
  page,
  loginAs,
}) => {
  await loginAs(page, 'teacher')
  await page.goto(schoolUrl('demo', '/dashboard/teachers'))
  await expect(page).toHaveURL(schoolUrl('demo', '/dashboard/courses'))

  await loginAs(page, 'admin')
  const response = await page.goto(
    schoolUrl('demo', '/dashboard/teachers/00000000-0000-4000-8000-000000000000/edit'),
  )
  expect(response?.status()).toBe(404)
})
