import { hydrated } from '../support/auth'
import { schoolUrl } from '../support/hosts'
import { expect, test } from '../support/school'
import { expectAccessible, shoot } from './support-school'

test.describe('the first class', () => {
  test.describe.configure({ timeout: 90_000 })

  test('the getting-started checklist puts "Create your first class" first', async ({
    page,
    loginAs,
    newSchool,
  }) => {
    const own = await newSchool({ class: false, students: [], teachers: 0 })
    await loginAs(page, own.as.admin)
    await page.goto(schoolUrl(own.school.subdomain, '/dashboard/overview'))
    await hydrated(page)
    const steps = page.getByRole('region', { name: 'Getting started' }).getByRole('listitem')
    await expect(steps.first()).toContainText('Create your first class')
    await shoot(page, 'first-class-checklist')
    await steps.first().getByRole('link', { name: 'Create a class' }).click()
    await expect(page.getByRole('heading', { name: 'New class', level: 1 })).toBeVisible()
  })

  test('a teacher’s new class: they are ticked, grades show ages, the course for those ages is picked', async ({
    page,
    loginAs,
    newSchool,
  }) => {
    const own = await newSchool({ class: false, students: [] })
    const me = own.teachers[0]!
    await loginAs(page, own.as.teacher)
    await page.goto(schoolUrl(own.school.subdomain, '/dashboard/groups/new'))
    await hydrated(page)
    const teachers = page.getByRole('group', { name: 'Teachers' })
    const myBox = teachers.getByRole('checkbox', { name: `${me.name} (you)` })
    await expect(myBox).toBeChecked()
    // A teacher always teaches the classes they save: the box is fixed.
    await expect(myBox).toBeDisabled()
    await expect(teachers.getByRole('checkbox', { name: own.admins[0]!.name })).not.toBeChecked()

    const grade = page.getByLabel('Grade')
    await expect(grade.getByRole('option', { name: 'Grade 1 (ages 6–7)' })).toHaveCount(1)
    await expect(grade.getByRole('option', { name: 'Kindergarten (ages 5–6)' })).toHaveCount(1)
    const courses = page.getByRole('group', { name: 'Courses' })
    const blocks = courses.getByRole('checkbox', { name: /First Steps with Blocks/ })
    const turtle = courses.getByRole('checkbox', { name: /Turtle Art in JavaScript/ })
    await expect(blocks).not.toBeChecked()

    await grade.selectOption({ label: 'Grade 1 (ages 6–7)' })
    await expect(blocks).toBeChecked()
    await expect(turtle).not.toBeChecked()
    await grade.selectOption({ label: 'Grade 4 (ages 9–10)' })
    await expect(turtle).toBeChecked()
    await expect(blocks).not.toBeChecked()
    await page.getByLabel('Class name').fill('Owls')
    await shoot(page, 'first-class-form-teacher')
    await expectAccessible(page, 'new class form, teacher')

    // Once the teacher chooses courses themselves, the grade no longer changes them.
    await blocks.check()
    await grade.selectOption({ label: 'Grade 2 (ages 7–8)' })
    await expect(blocks).toBeChecked()
    await expect(turtle).toBeChecked()

    await page.getByRole('button', { name: 'Create class' }).click()
    // The school's first class opens on its join instructions, ready to print.
    await expect(page.getByRole('heading', { name: 'Join instructions', level: 1 })).toBeVisible()
    await page.getByRole('link', { name: 'Back to the class' }).click()
    await expect(page.getByRole('heading', { name: 'Owls', level: 1 })).toBeVisible()
    const settings = page.getByRole('group', { name: 'Teachers' })
    await expect(settings.getByRole('checkbox', { name: `${me.name} (you)` })).toBeChecked()
    await expect(
      page.getByRole('region', { name: 'Courses and lessons' }).getByText('Turtle Art in JavaScript'),
    ).toBeVisible()
  })

  test('an admin’s new class ticks the admin, who may untick themselves', async ({
    page,
    loginAs,
    newSchool,
  }) => {
    const own = await newSchool({ class: false, students: [] })
    const me = own.admins[0]!
    await loginAs(page, own.as.admin)
    await page.goto(schoolUrl(own.school.subdomain, '/dashboard/groups/new'))
    await hydrated(page)
    const myBox = page
      .getByRole('group', { name: 'Teachers' })
      .getByRole('checkbox', { name: `${me.name} (you)` })
    await expect(myBox).toBeChecked()
    await expect(myBox).toBeEnabled()
    await shoot(page, 'first-class-form-admin')
    await myBox.uncheck()
    await expect(myBox).not.toBeChecked()
  })
})
