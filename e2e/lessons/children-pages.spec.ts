import type { Page } from '@playwright/test'
import { hydrated } from '../support/auth'
import { expectAccessible } from '../support/axe'
import { schoolUrl } from '../support/hosts'
import { expect, test } from '../support/school'
import { screenshot } from './helpers'

/**
 * Children's pages are for children (issue 14): no links for adults in their layout, a "Read to
 * me" button on every text of a lesson for ages 6–8 (the browser's speech synthesis), and the
 * product's own pictures instead of emoji that depend on the device's fonts.
 */

const PASSWORD = 'turtle-power-7'
const EMOJI = /\p{Extended_Pictographic}/u

/** Records what the page asks the browser's voice to say (speechSynthesis is outside the app). */
async function recordSpeech(page: Page) {
  await page.addInitScript(() => {
    const spoken: string[] = []
    Object.assign(window, { spokenTexts: spoken })
    if (window.speechSynthesis)
      window.speechSynthesis.speak = (utterance: SpeechSynthesisUtterance) => {
        spoken.push(utterance.text)
      }
  })
}

const spokenTexts = (page: Page) =>
  page.evaluate(() => (window as unknown as { spokenTexts: string[] }).spokenTexts)

const adultLinks = /^(FAQ|Sign in|Free lessons)$/

test.describe("children's pages", () => {
  test.describe.configure({ timeout: 180_000 })

  test('the student area and the join page have no links for adults', async ({
    page,
    newSchool,
    loginAs,
  }) => {
    // Before signing in: the join page a child opens from the class's instructions.
    await page.goto(schoolUrl('demo', '/join'))
    await hydrated(page)
    await expect(page.getByRole('heading', { name: 'Join your class' })).toBeVisible()
    await expect(page.getByRole('banner').getByRole('link', { name: adultLinks })).toHaveCount(0)
    await expect(page.getByRole('banner').getByRole('link', { name: 'CodeSchool' })).toHaveAttribute(
      'href',
      '/join',
    )
    await expectAccessible(page, 'the join page')
    await screenshot(page, 'children-join')
    // Adults' pages keep theirs.
    await page.goto(schoolUrl('demo', '/login'))
    await expect(page.getByRole('banner').getByRole('link', { name: 'FAQ' })).toBeVisible()

    const school = await newSchool({
      course: 'first-steps-with-blocks',
      students: [{ firstName: 'Leo', password: PASSWORD }],
    })
    await loginAs(page, school.as.student(0))
    await page.goto(schoolUrl(school.school.subdomain, '/student/courses'))
    await hydrated(page)
    await expect(page.getByRole('heading', { name: 'My courses' })).toBeVisible()
    await expect(page.getByRole('link', { name: adultLinks })).toHaveCount(0)
    // The logo takes a child back to their courses, not to the company's site.
    await expect(page.getByRole('banner').getByRole('link', { name: 'CodeSchool' })).toHaveAttribute(
      'href',
      '/student/courses',
    )
    await page.getByRole('link', { name: /^Start: / }).click()
    await hydrated(page)
    await expect(page.getByRole('heading', { level: 1, name: 'Meet the Turtle' })).toBeVisible()
    await expect(page.getByRole('link', { name: adultLinks })).toHaveCount(0)
  })

  test('every text of a lesson for ages 6–8 is read aloud by the browser, and its pictures are the product’s own', async ({
    page,
    newSchool,
    loginAs,
  }) => {
    await recordSpeech(page)
    const school = await newSchool({
      course: 'first-steps-with-blocks',
      students: [{ firstName: 'Ava', password: PASSWORD }],
    })
    await loginAs(page, school.as.student(0))
    await page.goto(schoolUrl(school.school.subdomain, '/student/courses'))
    await hydrated(page)
    await page.getByRole('link', { name: /^Start: / }).click()
    await hydrated(page)

    // Step 1, an explanation: its turtle is an inline picture with a name, not an emoji.
    const turtle = page.getByRole('img', { name: 'a turtle' })
    await expect(turtle).toBeVisible()
    await expect(turtle.locator('svg')).toHaveCount(1)
    const readAloud = page.getByRole('button', { name: 'Read to me' })
    await expect(readAloud).toHaveCount(1)
    await readAloud.click()
    await expect
      .poll(() => spokenTexts(page))
      .toEqual(['This is the turtle It does what your blocks say. Click Run to see it walk.'])
    // Pressing it again stops the reading.
    await expect(page.getByRole('button', { name: 'Stop reading' })).toBeVisible()
    await page.getByRole('button', { name: 'Stop reading' }).click()
    await expect(readAloud).toBeVisible()
    await expectAccessible(page, 'a first step with Read to me')

    // Every other step (exercises, the quiz) has one too, and no text on them is an emoji.
    const stepKeys = ['first-walk', 'long-line', 'which-block'] as const
    const expected = [
      'Tap move forward, or drag it under when Run is clicked. Then click Run.',
      'Make a line that is 150 steps long. Click the number to change it.',
      'Which block makes the turtle walk? move forward when Run is clicked turn right',
    ]
    for (const [index, key] of stepKeys.entries()) {
      await page.getByTestId(`step-${key}`).click()
      await expect(page.getByRole('button', { name: 'Read to me' })).toHaveCount(1)
      await page.getByRole('button', { name: 'Read to me' }).click()
      await expect.poll(async () => (await spokenTexts(page)).at(-1)).toBe(expected[index])
      expect(await page.getByRole('main').innerText()).not.toMatch(EMOJI)
    }
    await screenshot(page, 'children-read-aloud-quiz')
  })

  test('where the browser has no voice there is no Read to me button', async ({
    page,
    newSchool,
    loginAs,
  }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'speechSynthesis', { value: undefined, configurable: true })
    })
    const school = await newSchool({
      course: 'first-steps-with-blocks',
      students: [{ firstName: 'Kai', password: PASSWORD }],
    })
    await loginAs(page, school.as.student(0))
    await page.goto(schoolUrl(school.school.subdomain, '/student/courses'))
    await hydrated(page)
    await page.getByRole('link', { name: /^Start: / }).click()
    await hydrated(page)
    await expect(page.getByRole('img', { name: 'a turtle' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Run' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Read to me' })).toHaveCount(0)
  })

  test('older children’s lessons have no Read to me button', async ({ page, newSchool, loginAs }) => {
    const school = await newSchool({
      course: 'turtle-art-in-javascript',
      students: [{ firstName: 'Noor', password: PASSWORD }],
    })
    await loginAs(page, school.as.student(0))
    await page.goto(schoolUrl(school.school.subdomain, '/student/courses'))
    await hydrated(page)
    await page.getByRole('link', { name: /^Start: / }).click()
    await hydrated(page)
    await expect(page.getByRole('heading', { level: 1, name: 'Your First Lines of Code' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Run' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Read to me' })).toHaveCount(0)
  })
})
