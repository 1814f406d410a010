import type { Page } from '@playwright/test'
import { DEMO_ADULT_PASSWORD } from '../../src/server/db/seed/demo-accounts'
import { expectAccessible } from '../school/support-school'
import { expect, hydrated, test } from '../support/auth'
import { schoolHost, schoolUrl, serverOrigin } from '../support/hosts'
import type { Persona } from '../support/personas'

/** The lesson editor of the demo data (LESSON_EDITOR user role; an ADMIN profile at demo, so an admin there, decision 166). */
const editor: Persona = {
  kind: 'adult',
  login: 'editor@staff.test',
  password: DEMO_ADULT_PASSWORD,
  school: 'demo',
  visitorType: 'admin',
  paid: true,
}

// No other spec asserts on this lesson; the test puts its step title back before it ends.
const COURSE = 'JavaScript Basics'
const LESSON = 'Arrays: Lists of Things'
const STEP_TITLE = 'Lists'
const EDITED_TITLE = 'Lists of many things'

// A lesson no other spec uses: the endless-loop test saves a draft of it (and restores it).
const STUCK_LESSON = 'Game: Guess the Number'

// Only this spec edits the Python course's lists lesson.
const PYTHON_COURSE = 'Python Turtle and Beyond'
const PYTHON_LESSON = 'Lists'

const shot = (name: string) => ({ path: `test-results/screenshots/${name}.png`, fullPage: true })

test.describe('the lesson template editor', () => {
  test.describe.configure({ timeout: 180_000 })

  test('staff open a lesson’s template, save a draft, preview it and publish', async ({ page, loginAs }) => {
    await loginAs(page, editor)
    await openLesson(page)
    await page.getByRole('button', { name: 'Edit lesson' }).click()

    await expect(page.getByRole('heading', { level: 1, name: `Edit lesson: ${LESSON}` })).toBeVisible()
    await hydrated(page)
    const firstTitle = page.getByLabel('Step title').first()
    await expect(firstTitle).toHaveValue(STEP_TITLE)
    await expectAccessible(page, 'template editor')
    await page.screenshot(shot('editor-template'))

    // A bad draft: field errors, nothing lost.
    await page.getByLabel('Title', { exact: true }).fill('')
    await firstTitle.fill(EDITED_TITLE)
    await page.getByRole('button', { name: 'Save draft' }).click()
    await expect(page.getByText('must not be empty').first()).toBeVisible()
    await expect(firstTitle).toHaveValue(EDITED_TITLE)
    await page.screenshot(shot('editor-field-errors'))

    // Steps move with buttons, by keyboard too; moved back, the order is as before.
    const titles = page.getByLabel('Step title')
    const second = await titles.nth(1).inputValue()
    await page.getByRole('button', { name: 'Move step 2 down' }).click()
    await expect(titles.nth(2)).toHaveValue(second)
    await expect(page.getByRole('button', { name: 'Move step 3 down' })).toBeFocused()
    await page.getByRole('button', { name: 'Move step 3 up' }).focus()
    await page.keyboard.press('Enter')
    await expect(titles.nth(1)).toHaveValue(second)

    // A good draft.
    await page.getByLabel('Title', { exact: true }).fill(LESSON)
    await page.getByRole('button', { name: 'Save draft' }).click()
    await expect(page.getByText('Draft saved.')).toBeVisible()

    await page.getByRole('link', { name: 'Preview the saved draft' }).click()
    await expect(page.getByText('Preview of the saved draft')).toBeVisible()
    await hydrated(page)
    await expect(page.getByText(EDITED_TITLE).first()).toBeVisible()
    await expectAccessible(page, 'template preview')
    await page.screenshot(shot('editor-preview'))

    await page.getByRole('link', { name: 'Back to the editor' }).click()
    await hydrated(page)
    await expect(page.getByLabel('Step title').first()).toHaveValue(EDITED_TITLE)
    await page.getByRole('button', { name: 'Save and publish' }).click()
    await expect(page.getByText(/Version \d+ is published\./)).toBeVisible({ timeout: 30_000 })
    const versions = page.getByRole('region', { name: 'Published versions' })
    await expect(versions.getByText('current')).toBeVisible()
    await expectAccessible(page, 'template editor after publishing')
    await page.screenshot(shot('editor-published'))

    // Put the lesson back as it was (a safe change: a title only).
    await page.getByLabel('Step title').first().fill(STEP_TITLE)
    await page.getByRole('checkbox', { name: /This is a safe change/ }).check()
    await page.getByRole('button', { name: 'Save and publish' }).click()
    await expect(page.getByText(/students in the middle of the lesson moved to it/)).toBeVisible({
      timeout: 30_000,
    })
  })

  test('a solution that never ends fails publish in seconds, and the site keeps serving meanwhile', async ({
    page,
    loginAs,
  }) => {
    await loginAs(page, editor)
    await openLesson(page, STUCK_LESSON)
    await page.getByRole('button', { name: 'Edit lesson' }).click()
    await hydrated(page)
    const solution = page.getByLabel('Solution (teachers only)').first()
    const original = await solution.inputValue()
    await solution.fill('while (true) {}')

    const publishButton = page.getByRole('button', { name: /Save and publish|Publishing…/ })
    const publishCall = page.waitForRequest(
      (request) => request.method() === 'POST' && (request.postData() ?? '').includes('safeChange'),
    )
    await page.getByRole('button', { name: 'Save and publish' }).click()
    await publishCall
    const publishStarted = Date.now()
    await expect(publishButton).toHaveText('Publishing…')

    // The server keeps answering while the sandbox spins on the loop: a call made now returns while
    // the publish is still running (a page's full render would measure the machine, not the server).
    const calledAt = Date.now()
    const answer = await page.request.get(`${serverOrigin}/api/build-info`, {
      headers: { host: schoolHost('demo') },
    })
    const answeredMs = Date.now() - calledAt
    expect(answer.status()).toBe(200)
    await expect(publishButton).toHaveText('Publishing…')
    expect(answeredMs).toBeLessThan(1000)

    await expect(page.getByText(/ran for more than 2 seconds, so it was stopped/).first()).toBeVisible({
      timeout: 10_000,
    })
    // The server's own bound (≤ 3 s) is asserted in template-editor.server.test.ts; here the browser's
    // round trips and rendering come on top, on a machine that also runs other specs.
    expect(Date.now() - publishStarted).toBeLessThan(6000)
    await page.screenshot(shot('editor-endless-loop'))

    // The draft goes back to what it was (it was never published).
    await solution.fill(original)
    await page.getByRole('button', { name: 'Save draft' }).click()
    await expect(page.getByText('Draft saved.')).toBeVisible()
  })

  test('a Python step is edited and published, judged in the Python sandbox; an endless loop fails publish', async ({
    page,
    loginAs,
  }) => {
    // Publishing runs every solution in the Python sandbox, whose engine starts in seconds.
    test.setTimeout(120_000)
    await loginAs(page, editor)
    await openLesson(page, PYTHON_LESSON, PYTHON_COURSE)
    await page.getByRole('button', { name: 'Edit lesson' }).click()
    await hydrated(page)
    // The first code step of the lesson is Python (the editor's page opens with the whole lesson).
    await expect(page.getByLabel('Language').first()).toHaveValue('python', { timeout: 45_000 })
    const solution = page.getByLabel('Solution (teachers only)').first()
    const original = await solution.inputValue()

    // A solution that breaks its own checks is refused, in the checks' words.
    await solution.fill('from turtle import *\nforward(10)\n')
    await page.getByRole('button', { name: 'Save and publish' }).click()
    await expect(page.getByText(/does not pass its own checks/).first()).toBeVisible({ timeout: 60_000 })

    // An endless loop is stopped by the sandbox's time limit.
    await solution.fill('while True:\n    pass\n')
    await page.getByRole('button', { name: 'Save and publish' }).click()
    await expect(page.getByText(/ran for more than 2 seconds, so it was stopped/).first()).toBeVisible({
      timeout: 60_000,
    })
    await page.screenshot(shot('editor-python-endless-loop'))

    // The real solution, with a comment added, publishes.
    await solution.fill(`# Published from the editor\n${original}`)
    await page.getByRole('button', { name: 'Save and publish' }).click()
    await expect(page.getByText(/Version \d+ is published\./)).toBeVisible({ timeout: 60_000 })
    await page.screenshot(shot('editor-python-published'))
  })

  test('a teacher sees no Edit lesson and is kept out of the editor', async ({ page, loginAs }) => {
    await loginAs(page, 'teacher')
    await openLesson(page)
    await expect(page.getByRole('button', { name: 'Try as a student' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Edit lesson' })).toHaveCount(0)
    await page.goto(schoolUrl('demo', '/dashboard/editor/00000000-0000-4000-8000-000000000000'))
    await expect(page).not.toHaveURL(/\/dashboard\/editor\//)
  })
})

/** The teacher's view of the lesson, through the course page. */
async function openLesson(page: Page, lesson = LESSON, course = COURSE): Promise<void> {
  await page.goto(schoolUrl('demo', '/dashboard/courses'))
  await hydrated(page)
  await page.getByTestId('course-card').filter({ hasText: course }).getByRole('link').click()
  await expect(page.getByRole('heading', { level: 1, name: course })).toBeVisible()
  await page
    .getByTestId('course-item')
    .filter({ hasText: lesson })
    .getByRole('link', { name: /Preview/ })
    .click()
  await expect(page.getByRole('heading', { level: 1, name: lesson })).toBeVisible()
  await hydrated(page)
}
