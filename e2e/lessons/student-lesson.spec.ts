import type { Page } from '@playwright/test'
import { expect, hydrated, test } from '../support/auth'
import { editorText, FIRST_LINES, playLesson, screenshot, studentPersona, typeCode } from './helpers'

const TURTLE_COURSE = 'Turtle Art in JavaScript'

async function openLesson(page: Page, title: string) {
  await page.goto('/student/courses')
  await hydrated(page)
  const card = page.getByTestId('course-card').filter({ hasText: TURTLE_COURSE })
  await card.getByRole('link', { name: /All lessons/ }).click()
  await expect(page.getByRole('heading', { level: 1, name: TURTLE_COURSE })).toBeVisible()
  await page.getByRole('link', { name: new RegExp(title) }).click()
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await hydrated(page)
}

async function openStep(page: Page, key: string) {
  await page.getByTestId(`step-${key}`).click()
  await expect(page.locator('.cm-content')).toBeVisible()
}

const saved = (page: Page) => expect(page.getByTestId('save-status')).toHaveAttribute('data-status', 'saved')

test.describe('a student in a lesson', () => {
  // Whole lessons played through the UI on a shared two-core machine.
  test.describe.configure({ timeout: 120_000 })

  test('opens a lesson, types solutions, sees drawings and checks pass, and the lesson shows completed', async ({
    page,
    loginAs,
  }) => {
    await loginAs(page, studentPersona('alan'))
    await page.goto('/student/courses')
    await hydrated(page)
    await expect(page.getByRole('heading', { name: 'My courses' })).toBeVisible()
    await screenshot(page, 'student-courses')
    await page
      .getByTestId('course-card')
      .filter({ hasText: TURTLE_COURSE })
      .getByRole('link', { name: /All lessons/ })
      .click()
    await expect(page.getByRole('heading', { level: 1, name: TURTLE_COURSE })).toBeVisible()
    await screenshot(page, 'student-course')
    await page.getByRole('link', { name: new RegExp(FIRST_LINES.title) }).click()
    await hydrated(page)
    await screenshot(page, 'student-player-start')

    await playLesson(page, FIRST_LINES)
    await expect(page.getByTestId('lesson-complete')).toBeVisible()
    await expect(page.getByTestId('lesson-status')).toHaveText(/Lesson complete/)
    await page.getByTestId('step-square-by-hand').click()
    await page.getByRole('button', { name: /^Run/ }).click()
    await expect(page.getByTestId('drawing-summary')).toContainText('a square')
    await screenshot(page, 'student-player-drawing')

    // The course page and the catalog show it done.
    await page.goto('/student/courses')
    await page
      .getByTestId('course-card')
      .filter({ hasText: TURTLE_COURSE })
      .getByRole('link', { name: /All lessons/ })
      .click()
    await expect(page.getByTestId('lesson-item').filter({ hasText: FIRST_LINES.title })).toHaveAttribute(
      'data-status',
      'completed',
    )
  })

  test('a reload after typing keeps the code', async ({ page, loginAs }) => {
    await loginAs(page, studentPersona('grace'))
    await openLesson(page, 'Pen and Colour')
    const step = (await page
      .getByTestId(/^step-/)
      .nth(1)
      .getAttribute('data-testid'))!.slice('step-'.length)
    await openStep(page, step)
    const code = `// grace was here ${Date.now()}\nforward(10)\n`
    await typeCode(page, code)
    await saved(page)
    await page.reload()
    await hydrated(page)
    await openStep(page, step)
    await expect.poll(() => editorText(page)).toContain('grace was here')
  })

  test('offline, typing, then online saves the work', async ({ page, context, loginAs }) => {
    await loginAs(page, studentPersona('grace'))
    // The checks' engine, which the step loads in the background, fails for want of a
    // connection: that once reloaded the lesson into the browser's offline page.
    let goOffline = () => {}
    const offline = new Promise<void>((resolve) => {
      goOffline = resolve
    })
    await page.route(/evaluate-checks/, async (route) => {
      await offline
      await route.abort('internetdisconnected')
    })
    await openLesson(page, FIRST_LINES.title)
    await openStep(page, 'square-by-hand')
    await page.evaluate(() => Object.assign(window, { samePage: true }))
    await context.setOffline(true)
    goOffline()
    const code = `// typed offline ${Date.now()}\nforward(100)\n`
    await typeCode(page, code)
    await expect(page.getByTestId('save-status')).toHaveAttribute('data-status', 'not-saved', {
      timeout: 15_000,
    })
    await screenshot(page, 'student-player-offline')
    await context.setOffline(false)
    await page.unroute(/evaluate-checks/)
    await saved(page)
    expect(await page.evaluate(() => 'samePage' in window)).toBe(true)
    await page.reload()
    await hydrated(page)
    await openStep(page, 'square-by-hand')
    await expect.poll(() => editorText(page)).toContain('typed offline')
  })

  test('two tabs on the same lesson never lose either version', async ({ page, context, loginAs }) => {
    await loginAs(page, studentPersona('ada'))
    await openLesson(page, FIRST_LINES.title)
    await openStep(page, 'corner')
    const other = await context.newPage()
    await other.goto(page.url())
    await hydrated(other)
    await openStep(other, 'corner')

    const stamp = Date.now()
    await typeCode(page, `// tab one ${stamp}\nforward(100)\n`)
    await saved(page)
    await typeCode(other, `// tab two ${stamp}\nforward(50)\n`)
    await expect(other.getByTestId('save-conflict')).toBeVisible()
    await screenshot(other, 'student-player-two-tabs')
    // Tab two takes the newer version: its own is kept on the server as a revision.
    await other.getByRole('button', { name: 'Use the other, newer version' }).click()
    await expect.poll(() => editorText(other)).toContain(`tab one ${stamp}`)
    await saved(other)
    // Tab one carries on and keeps saving.
    await typeCode(page, `// tab one again ${stamp}\nforward(100)\n`)
    await expect(page.getByTestId('save-conflict')).toHaveCount(0)
    await saved(page)
  })
})
