import { hydrated } from '../support/auth'
import { schoolUrl } from '../support/hosts'
import { expect, test } from '../support/school'
import { FIRST_LINES, screenshot, typeCode } from './helpers'

const TURTLE_COURSE = 'Turtle Art in JavaScript'

test.describe('a teacher with the catalog', () => {
  test.describe.configure({ timeout: 120_000 })

  test('previews a lesson with the solution, and tries it as a student', async ({ page, loginAs }) => {
    await loginAs(page, 'teacher')
    await page.goto('/dashboard/courses')
    await hydrated(page)
    await expect(page.getByRole('heading', { level: 1, name: 'Courses' })).toBeVisible()
    await screenshot(page, 'teacher-courses')
    await page.getByTestId('course-card').filter({ hasText: TURTLE_COURSE }).getByRole('link').click()
    await expect(page.getByRole('heading', { level: 1, name: TURTLE_COURSE })).toBeVisible()
    await screenshot(page, 'teacher-course')
    await page
      .getByTestId('course-item')
      .filter({ hasText: FIRST_LINES.title })
      .getByRole('link', { name: /Preview/ })
      .click()
    await expect(page.getByRole('heading', { level: 1, name: FIRST_LINES.title })).toBeVisible()
    await hydrated(page)
    await page.getByTestId('step-corner').click()
    await expect(page.getByTestId('solution')).toBeVisible()
    await expect(page.getByTestId('hints')).toContainText('Hint 2')
    await expect(page.getByText('Notes for teachers')).toBeVisible()
    await page.getByTestId('solution').locator('summary').click()
    await page.getByRole('button', { name: 'Put the solution in the editor' }).click()
    await page.getByRole('button', { name: /^Run/ }).click()
    await expect(page.getByTestId('step-complete')).toBeVisible()
    await screenshot(page, 'teacher-preview')

    await page.getByRole('button', { name: 'Try as a student' }).click()
    await page.getByTestId('step-corner').click()
    await expect(page.getByTestId('solution')).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'I need a hint' })).toBeVisible()
  })

  test('gives a class a course and takes it away', async ({ page, loginAs, newSchool }) => {
    // A class of its own, Class 4B, without a course: what is given and taken is nobody else's.
    const school = await newSchool({
      paid: true,
      class: { name: 'Class 4B', loginType: 'password' },
      course: false,
    })
    await loginAs(page, school.as.teacher)
    await page.goto(schoolUrl(school.school.subdomain, '/dashboard/courses'))
    await page.getByTestId('course-card').filter({ hasText: 'JavaScript Basics' }).getByRole('link').click()
    await hydrated(page)
    const box = () => page.getByRole('checkbox', { name: 'Class 4B' })
    const before = await box().isChecked()
    const saved = () =>
      page.waitForResponse(
        (response) => response.url().includes('/_serverFn/') && response.request().method() === 'POST',
      )
    await Promise.all([saved(), box().setChecked(!before)])
    await expect(box()).toBeChecked({ checked: !before })
    await page.reload()
    await hydrated(page)
    await expect(box()).toBeChecked({ checked: !before })
    await Promise.all([saved(), box().setChecked(before)])
    await page.reload()
    await hydrated(page)
    await expect(box()).toBeChecked({ checked: before })
  })

  test('shares a lesson that anyone can play, then stops the link', async ({
    page,
    loginAs,
    browser,
    newSchool,
  }) => {
    // A teacher of a school of its own: the share link made and stopped is nobody else's.
    const school = await newSchool({ paid: true })
    await loginAs(page, school.as.teacher)
    await page.goto(schoolUrl(school.school.subdomain, '/dashboard/courses'))
    await page.getByTestId('course-card').filter({ hasText: TURTLE_COURSE }).getByRole('link').click()
    await hydrated(page)
    const item = page.getByTestId('course-item').filter({ hasText: 'Pen and Colour' })
    if ((await item.getByTestId('share-url').count()) === 0)
      await item.getByRole('button', { name: /^Share/ }).click()
    const url = (await item.getByTestId('share-url').innerText()).trim()
    expect(url).toMatch(/\/share\/lesson\/[0-9a-f-]{36}$/)

    const guest = await browser.newContext()
    const visitor = await guest.newPage()
    await visitor.goto(url)
    await hydrated(visitor)
    await expect(visitor.getByRole('heading', { level: 1, name: 'Pen and Colour' })).toBeVisible()
    await expect(visitor.getByText(`A lesson shared by a teacher at ${school.school.name}`)).toBeVisible()
    await visitor
      .getByTestId(/^step-/)
      .nth(1)
      .click()
    await typeCode(visitor, 'forward(50)\n')
    await visitor.getByRole('button', { name: /^Run/ }).click()
    await expect(visitor.getByTestId('drawing-summary')).toContainText('The turtle drew 1 line')
    await screenshot(visitor, 'guest-shared-lesson')

    // While its call runs, Stop sharing spins and is disabled; then the row comes back (SPEC §9).
    let release = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    await page.route('**/_serverFn/**', async (route) => {
      if (route.request().method() === 'POST') await held
      await route.continue()
    })
    const stop = item.getByRole('button', { name: /Stop sharing/ })
    await stop.click()
    await expect(stop).toBeDisabled()
    await expect(stop).toHaveAttribute('aria-busy', 'true')
    await expect(stop.locator('svg.animate-spin')).toBeVisible()
    await screenshot(page, 'teacher-course-stop-sharing-busy')
    release()
    await expect(item.getByTestId('share-url')).toHaveCount(0)
    await expect(item.getByRole('button', { name: /^Share/ })).toBeEnabled()
    await visitor.reload()
    await expect(visitor.getByTestId('share-revoked')).toBeVisible()
    await expect(visitor.getByRole('heading', { name: 'This link does not work any more' })).toBeVisible()
    await screenshot(visitor, 'guest-shared-lesson-revoked')
    await guest.close()
  })
})
