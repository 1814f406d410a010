import { hydrated } from '../support/auth'
import { expectAccessible } from '../support/axe'
import { schoolUrl } from '../support/hosts'
import { expect, test } from '../support/school'

const PASSWORD = 'rocket-moon-42'

test.describe('the end of a school year (decisions 121, 177)', () => {
  test.describe.configure({ timeout: 120_000 })

  test('an admin ends the year in one step; a child finds her course, with her work, in her new class', async ({
    page,
    newSchool,
    loginAs,
  }) => {
    const school = await newSchool({
      course: 'first-steps-with-blocks',
      students: [{ firstName: 'Mia', password: PASSWORD }],
    })
    const at = (path: string) => schoolUrl(school.school.subdomain, path)
    const className = school.class!.name
    await loginAs(page, school.as.admin)
    await page.goto(at('/dashboard/groups'))
    await hydrated(page)
    await page.getByRole('button', { name: 'End the school year' }).click()
    const dialog = page.getByRole('dialog', { name: 'End the school year?' })
    await expect(dialog.getByRole('list', { name: 'What happens to each class' })).toContainText(
      `${className} (1 student) → ${className}`,
    )
    await expectAccessible(page, 'the year-end dialog')
    await page.screenshot({ path: 'test-results/screenshots/year-end-dialog.png' })
    await dialog.getByRole('button', { name: 'End the year for 1 class' }).click()
    await expect(dialog.getByRole('status')).toContainText('1 class archived. Next year:')
    await page.screenshot({ path: 'test-results/screenshots/year-end-done.png' })
    await dialog.getByRole('button', { name: 'Close' }).click()
    // Next year's class is the active one; last year's is archived.
    await expect(page.getByRole('link', { name: new RegExp(className) })).toHaveCount(1)
    await page.goto(at('/dashboard/groups?archived=true'))
    await expect(page.getByRole('link', { name: new RegExp(className) })).toHaveCount(1)

    // Last year's class as its teacher sees it (decision 114): the children to look at and Restore,
    // no control that would answer 404.
    await page.context().clearCookies()
    await loginAs(page, school.as.teacher)
    await page.goto(at('/dashboard/groups?archived=true'))
    await hydrated(page)
    await page.getByRole('link', { name: new RegExp(className) }).click()
    await expect(page.getByRole('heading', { level: 1, name: className })).toBeVisible()
    await expect(page.getByRole('status').filter({ hasText: 'Last year’s class' })).toBeVisible()
    await expect(page.getByRole('row', { name: /Mia/ })).toBeVisible()
    await expect(page.getByRole('link', { name: /Mia/ })).toHaveCount(0)
    for (const control of [/^Remove/, /^Unlock/, /^Make account/, /^Save class/, /^Archive class/])
      await expect(page.getByRole('button', { name: control })).toHaveCount(0)
    for (const link of ['Import a class list', 'Print login cards', 'Print join instructions'])
      await expect(page.getByRole('link', { name: link })).toHaveCount(0)
    await expect(page.getByRole('heading', { name: 'Class settings' })).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Restore class' })).toBeVisible()
    await expectAccessible(page, 'last year’s class, as its teacher')
    await page.screenshot({
      path: 'test-results/screenshots/year-end-teacher-last-year-class.png',
      fullPage: true,
    })

    // Mia, next year: her new class has the course already (decision 177), her work in it; nothing
    // waits under Last year.
    await page.context().clearCookies()
    await loginAs(page, school.as.student(0))
    await page.goto(at('/student/courses'))
    await hydrated(page)
    await expect(page.getByRole('heading', { name: 'First Steps with Blocks' }).first()).toBeVisible()
    await expect(page.getByTestId('last-year')).toHaveCount(0)
    await expectAccessible(page, 'a child’s courses after the year end')
    await page.screenshot({ path: 'test-results/screenshots/year-end-child-courses.png', fullPage: true })
    await page.getByRole('link', { name: /^Start: / }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Meet the Turtle' })).toBeVisible()
  })
})
