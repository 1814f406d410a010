import { letterTag } from '../school/support-school'
import { expect, hydrated, test } from '../support/auth'
import { editorText, FIRST_LINES, playLesson, screenshot, typeCode } from './helpers'

test.describe('a guest plays a free lesson', () => {
  // Whole lessons played through the UI on a shared two-core machine.
  test.describe.configure({ timeout: 120_000 })

  test('finds the free lessons and completes one without an account', async ({ page }) => {
    await page.goto('/free-lessons')
    await hydrated(page)
    await expect(page.getByRole('heading', { name: 'Free lessons' })).toBeVisible()
    await screenshot(page, 'guest-free-lessons')
    await page.getByRole('link', { name: new RegExp(FIRST_LINES.title) }).click()
    await expect(page.getByRole('heading', { level: 1, name: FIRST_LINES.title })).toBeVisible()
    await hydrated(page)
    await expect(page.getByText('You are playing as a guest')).toBeVisible()
    await screenshot(page, 'guest-player-explanation')

    await playLesson(page, FIRST_LINES)
    await expect(page.getByTestId('lesson-complete')).toBeVisible()
    await expect(page.getByTestId('lesson-status')).toHaveText(/Lesson complete/)
    await screenshot(page, 'guest-player-complete')

    // The browser remembers the guest's progress and code.
    await page.reload()
    await hydrated(page)
    await expect(page.getByTestId('lesson-status')).toHaveText(/Lesson complete/)
  })

  test('sees the drawing, the checks and the goal, and keeps code after a reload without running it', async ({
    page,
  }) => {
    await page.goto('/free-lessons')
    await page.getByRole('link', { name: new RegExp(FIRST_LINES.title) }).click()
    await hydrated(page)
    await page.getByTestId('step-corner').click()
    await expect(page.locator('.cm-content')).toBeVisible()
    await typeCode(page, 'forward(100)\nright(90)\n')
    await page.getByRole('button', { name: /^Run/ }).click()
    await expect(page.getByTestId('checks')).toContainText('0 of 2 passed')
    await expect(page.getByTestId('drawing-summary')).toContainText('The turtle drew 1 line')
    await expect(page.getByTestId('checks')).toContainText('You drew 1 line; the corner needs 2.')
    await page.getByRole('button', { name: 'I need a hint' }).click()
    await expect(page.getByTestId('hints')).toContainText('Hint 1')
    await screenshot(page, 'guest-player-checks-and-hint')

    await page.reload()
    await hydrated(page)
    await page.getByTestId('step-corner').click()
    await expect.poll(() => editorText(page)).toContain('right(90)')
    // Saved code never runs by itself.
    await expect(page.getByTestId('output-console')).toHaveCount(0)
    await expect(page.getByTestId('drawing-summary')).toContainText('The picture is empty')
    await expect(page.getByTestId('checks')).toContainText('Press Run')
  })
})

test.describe('a guest who then gets an account', () => {
  test.describe.configure({ timeout: 120_000 })

  test('is offered the free-lesson work and keeps it in the new account', async ({ page }) => {
    const tag = letterTag().toLowerCase()
    await page.goto('/free-lessons')
    await page.getByRole('link', { name: new RegExp(FIRST_LINES.title) }).click()
    await hydrated(page)
    await playLesson(page, FIRST_LINES)
    await expect(page.getByTestId('lesson-complete')).toBeVisible()

    // The same browser: the child makes an account with the class code.
    await page.goto('/student/register?code=KTW4BX')
    await hydrated(page)
    await page.getByLabel('First name').fill('Grace')
    await page.getByLabel('Last name').fill('Guest')
    await page.getByLabel('Username').fill(`guest.${tag}`)
    await page.getByLabel('Password').fill('turtle-power-7')
    await page.getByRole('button', { name: 'Create my account' }).click()
    await expect(page).toHaveURL(/\/student\/courses$/)
    await hydrated(page)

    const offer = page.getByTestId('guest-import')
    await expect(offer).toContainText('You did a free lesson on this computer before you signed in.')
    await screenshot(page, 'student-guest-import-offer')
    await offer.getByRole('button', { name: 'Yes, add it to my account' }).click()
    await expect(page.getByText('Your free-lesson work is in your account now.')).toBeVisible()
    await expect(page.getByText('1 of 9 lessons done')).toBeVisible()

    // Offered once: a reload does not ask again.
    await page.reload()
    await hydrated(page)
    await expect(page.getByText('1 of 9 lessons done')).toBeVisible()
    await expect(page.getByTestId('guest-import')).toHaveCount(0)
  })
})
