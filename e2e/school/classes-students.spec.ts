import { hydrated } from '../support/auth'
import { schoolUrl } from '../support/hosts'
import { expect, test } from '../support/school'
import { expectAccessible, letterTag, shoot } from './support-school'

test.describe('students of a school', () => {
  test('an admin adds a student, sees the new logins, resets the picture, moves and deletes them', async ({
    page,
    loginAs,
    newSchool,
  }) => {
    test.setTimeout(90_000)
    // A paid school of its own with a username class, Class 4B, to put the new student in.
    const school = await newSchool({
      paid: true,
      students: [],
      class: { name: 'Class 4B', loginType: 'password' },
    })
    const tag = letterTag()
    await loginAs(page, school.as.admin)
    await page.goto(schoolUrl(school.school.subdomain, '/dashboard/students/new'))
    await hydrated(page)
    await page.getByLabel('First name').fill('Grace')
    await page.getByLabel('Last name').fill(`Hopper${tag.toLowerCase()}`)
    await page.getByLabel('Grade').selectOption({ label: 'Grade 4' })
    await page.getByRole('checkbox', { name: 'Class 4B' }).check()
    await shoot(page, 'students-new')
    await expectAccessible(page, 'new student')
    await page.getByRole('button', { name: 'Add student' }).click()
    await expect(page.getByText('Student added')).toBeVisible()
    await expect(page.getByTestId('new-password')).toHaveText(/^[a-z]+-[a-z]+-\d{2}$/)
    await shoot(page, 'students-new-added')

    await page.getByRole('link', { name: 'Open their page' }).click()
    await expect(
      page.getByRole('heading', { name: `Grace Hopper${tag.toLowerCase()}`, level: 1 }),
    ).toBeVisible()
    await shoot(page, 'students-page')
    await expectAccessible(page, 'student page')
    await page.getByRole('button', { name: 'New pictures' }).click()
    await expect(page.getByText('New secret pictures')).toBeVisible()

    await page.getByRole('link', { name: 'Edit' }).click()
    await expect(page.getByRole('heading', { name: /^Edit Grace/ })).toBeVisible()
    await page.getByRole('checkbox', { name: 'Class 4B' }).uncheck()
    await shoot(page, 'students-edit')
    await expectAccessible(page, 'edit student')
    await page.getByRole('button', { name: 'Save student' }).click()
    await expect(page.getByText('Saved.')).toBeVisible()

    await page.getByRole('link', { name: /^Grace Hopper/ }).click()
    await expect(page.getByText('Not in a class.')).toBeVisible()
    await page.getByRole('button', { name: 'Delete student' }).click()
    const dialog = page.getByRole('dialog')
    await expect(dialog.getByRole('button', { name: 'Delete for good' })).toBeDisabled()
    await dialog.getByRole('textbox').fill(`Grace Hopper${tag.toLowerCase()}`)
    await shoot(page, 'students-delete')
    await dialog.getByRole('button', { name: 'Delete for good' }).click()
    await expect(page).toHaveURL(/\/dashboard\/students$/)
    await page.getByLabel('Search by name or username').fill(`Hopper${tag}`)
    await page.getByRole('button', { name: 'Search' }).click()
    await expect(page.getByText('No students match.')).toBeVisible()
  })

  // Read-only: the demo school's teacher and the demo names they see.
  test('a teacher sees their own classes’ students, without “Add a student”', async ({ page, loginAs }) => {
    await loginAs(page, 'teacher')
    await page.goto('/dashboard/students')
    await hydrated(page)
    await expect(page.getByRole('heading', { name: 'Students', level: 1 })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Add a student' })).toHaveCount(0)
    await expect(page.getByRole('link', { name: 'Ada Lovelace' })).toBeVisible()
    await page.getByRole('button', { name: /^Last active/ }).click()
    await expect(page).toHaveURL(/sort=lastActive/)
    await shoot(page, 'students-list-teacher')
    await expectAccessible(page, 'students list (teacher)')
  })
})
