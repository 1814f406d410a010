import { expect, test } from '../support/auth'
import { schoolUrl } from '../support/hosts'
import { expectAccessible, keepScreenshot, open } from './staff-helpers'

test('a teacher sees their profile; a wrong current password is refused and nothing changes', async ({
  page,
  loginAs,
}) => {
  await loginAs(page, 'teacher')
  await open(page, schoolUrl('demo', '/dashboard/profile'))
  await expect(page.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible()
  await expect(page.getByLabel('Your name')).toHaveValue('Taylor Reed')
  await expectAccessible(page, 'profile')
  await keepScreenshot(page, 'profile-page')

  const password = page.getByRole('form', { name: 'Change password' })
  await password.getByLabel('Current password').fill('not my password at all')
  await password.getByLabel('New password', { exact: true }).fill('a brand new sentence 42')
  await password.getByLabel('New password again').fill('a brand new sentence 42')
  await password.getByRole('button', { name: 'Change password' }).click()
  await expect(password.getByText('That is not your current password.').first()).toBeVisible()
  await password.getByLabel('New password', { exact: true }).fill('1234567890')
  await password.getByLabel('New password again').fill('1234567890')
  await password.getByRole('button', { name: 'Change password' }).click()
  await expect(password.getByText(/too easy to guess/)).toBeVisible()
})

test('a teacher sees the school’s activity and their own lessons', async ({ page, loginAs }) => {
  await loginAs(page, 'teacher')
  await open(page, schoolUrl('demo', '/dashboard/activity'))
  await expect(page.getByRole('heading', { level: 1, name: 'Activity' })).toBeVisible()
  await expectAccessible(page, 'school activity')
  await keepScreenshot(page, 'profile-school-activity')

  await open(page, schoolUrl('demo', '/dashboard/profile/activity'))
  await expect(page.getByRole('heading', { level: 1, name: 'My lesson activity' })).toBeVisible()
  await expectAccessible(page, 'my lesson activity')
  await keepScreenshot(page, 'profile-my-lessons-teacher')
})

test('a student sees only their own activity and lessons', async ({ page, loginAs }) => {
  await loginAs(page, 'student')
  await open(page, schoolUrl('demo', '/dashboard/activity'))
  await expect(page.getByRole('heading', { level: 1, name: 'My activity' })).toBeVisible()
  await expect(page.getByText('Grace Hopper')).toHaveCount(0)
  await expectAccessible(page, 'student activity')
  await keepScreenshot(page, 'profile-student-activity')
  await open(page, schoolUrl('demo', '/dashboard/profile/activity'))
  await expect(page.getByRole('heading', { level: 1, name: 'My lesson activity' })).toBeVisible()
  await keepScreenshot(page, 'profile-my-lessons-student')
})

test('an admin’s overview shows the getting-started checklist', async ({ page, loginAs }) => {
  await loginAs(page, 'admin')
  await open(page, schoolUrl('demo', '/dashboard/overview'))
  await expect(page.getByRole('heading', { name: 'Getting started' })).toBeVisible()
  await expect(page.getByRole('progressbar', { name: 'Getting started progress' })).toBeVisible()
  await expectAccessible(page, 'admin overview')
  await keepScreenshot(page, 'onboarding-overview-admin')
})

test('staff edit the welcome pack with a live preview; admins are sent away', async ({ page, loginAs }) => {
  await loginAs(page, 'staff')
  await open(page, schoolUrl('demo', '/dashboard/welcome-pack'))
  await expect(page.getByRole('heading', { level: 1, name: 'Curriculum welcome pack' })).toBeVisible()
  const body = page.getByLabel('Content')
  await body.fill(`${await body.inputValue()}\n\n## Extra section from e2e`)
  await expect(page.getByRole('heading', { name: 'Extra section from e2e' })).toBeVisible()
  await expectAccessible(page, 'welcome pack editor')
  await keepScreenshot(page, 'onboarding-welcome-pack')

  await loginAs(page, 'admin')
  await page.goto(schoolUrl('demo', '/dashboard/welcome-pack'))
  await expect(page).not.toHaveURL(/welcome-pack/)
})
