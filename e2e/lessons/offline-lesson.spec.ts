import type { Page } from '@playwright/test'
import { hydrated } from '../support/auth'
import { schoolUrl } from '../support/hosts'
import { expect, test } from '../support/school'
import { editorText, screenshot, typeCode } from './helpers'

/**
 * Offline lessons (decision 202): a lesson a child opened once reopens and runs with no connection
 * (the service worker keeps the player's files and the page), the edits made offline are there
 * after a reload, and reach the server once the connection is back.
 */
test.use({ serviceWorkers: 'allow' })

const LESSON = {
  course: 'turtle-art-in-javascript',
  courseTitle: 'Turtle Art in JavaScript',
  title: 'Your First Lines of Code',
  step: 'corner',
}

/** Whether the service worker keeps `url` (a page or a file), read from the page's own caches. */
function kept(page: Page, url: string) {
  return page.evaluate(async (href) => Boolean(await caches.match(href)), url)
}

test.describe('a lesson without a connection', () => {
  test.describe.configure({ timeout: 180_000 })

  test('opened once, it reopens and runs offline, keeps the edits and sends them when back online', async ({
    browser,
    newSchool,
    loginAs,
  }) => {
    const school = await newSchool({
      paid: true,
      course: LESSON.course,
      students: [{ password: 'turtle-power-7' }],
    })
    const host = school.school.subdomain
    const context = await browser.newContext({ serviceWorkers: 'allow' })
    const page = await context.newPage()
    await loginAs(page, school.as.student(0))
    await page.goto(schoolUrl(host, '/student/courses'))
    await page
      .getByTestId('course-card')
      .filter({ hasText: LESSON.courseTitle })
      .getByRole('link', { name: /All lessons/ })
      .click()
    await page.getByRole('link', { name: new RegExp(LESSON.title) }).click()
    await expect(page.getByRole('heading', { level: 1, name: LESSON.title })).toBeVisible()
    await hydrated(page)
    const lessonUrl = page.url()

    // The child works online first: the step's editor and a Run (the runner's files arrive).
    await page.getByTestId(`step-${LESSON.step}`).click()
    await expect(page.locator('.cm-content')).toBeVisible()
    await page.getByRole('button', { name: /^Run/ }).click()
    await expect(page.getByTestId('drawing-summary')).toContainText('The turtle')

    // The service worker has the page and every file the page loaded.
    await expect.poll(() => kept(page, lessonUrl), { timeout: 30_000 }).toBe(true)
    const files = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((name) => new URL(name).pathname.startsWith('/assets/')),
    )
    expect(files.length).toBeGreaterThan(0)
    await expect
      .poll(async () => (await Promise.all(files.map((file) => kept(page, file)))).every(Boolean), {
        timeout: 30_000,
      })
      .toBe(true)

    // No connection. (The runner's sandboxed frame is not seen by the service worker: it comes
    // from the browser's HTTP cache, where it stays 5 minutes; decision 202.)
    await context.setOffline(true)
    const code = 'forward(100)\nright(90)\nforward(60) // made offline\n'
    await typeCode(page, code)
    await expect(page.getByTestId('save-status')).not.toHaveAttribute('data-status', 'saved')

    // Reloaded with no connection: the lesson and the edit are there, and Run works.
    await page.reload()
    await hydrated(page)
    await expect(page.getByRole('heading', { level: 1, name: LESSON.title })).toBeVisible()
    await page.getByTestId(`step-${LESSON.step}`).click()
    await expect.poll(() => editorText(page)).toContain('made offline')
    await page.getByRole('button', { name: /^Run/ }).click()
    await expect(page.getByTestId('drawing-summary')).toContainText('The turtle drew 2 lines')
    await screenshot(page, 'offline-lesson-reloaded')

    // Back online: the edit reaches the server.
    await context.setOffline(false)
    await expect(page.getByTestId('save-status')).toHaveAttribute('data-status', 'saved', { timeout: 30_000 })

    // The server's copy, seen from another browser with nothing kept on the device.
    const other = await browser.newContext({ serviceWorkers: 'block' })
    const check = await other.newPage()
    await loginAs(check, school.as.student(0))
    await check.goto(lessonUrl)
    await hydrated(check)
    await check.getByTestId(`step-${LESSON.step}`).click()
    await expect.poll(() => editorText(check)).toContain('made offline')
    await other.close()
    await context.close()
  })
})
