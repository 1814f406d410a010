import type { Page } from '@playwright/test'
import { FIRST_LINES, typeCode } from '../lessons/helpers'
import { expect, hydrated } from '../support/auth'
import { schoolUrl } from '../support/hosts'
import { type OwnSchool, test } from '../support/school'
import { expectReflow, shoot, tabTo } from './checks'

const corner = FIRST_LINES.steps.find((step) => step.key === 'corner')!

async function openCornerStep(page: Page, school: OwnSchool) {
  await page.goto(schoolUrl(school.school.subdomain, '/student/courses'))
  await hydrated(page)
  await page
    .getByRole('link', { name: /All lessons/ })
    .first()
    .click()
  await page.getByRole('link', { name: new RegExp(FIRST_LINES.title) }).click()
  await expect(page.getByRole('heading', { level: 1, name: FIRST_LINES.title })).toBeVisible()
  await hydrated(page)
  await page.getByTestId('step-corner').click()
  await expect(page.locator('.cm-content')).toBeVisible()
}

test.describe('motion and zoom', () => {
  test.describe.configure({ timeout: 120_000 })

  test('with reduced motion the turtle draws at once and “Great job” has no confetti (2.3.3)', async ({
    browser,
    newSchool,
    loginAs,
  }) => {
    const school = await newSchool({
      students: [{ password: 'pass-1234' }],
      course: 'turtle-art-in-javascript',
    })
    const context = await browser.newContext({ reducedMotion: 'reduce' })
    const page = await context.newPage()
    await loginAs(page, school.as.student())
    await openCornerStep(page, school)

    await expect(page.getByRole('radio', { name: 'Instant' })).toBeChecked()
    if (corner.kind !== 'code') throw new Error('the corner step is a code step')
    await typeCode(page, corner.solution)
    await page.getByRole('button', { name: /^Run/ }).click()
    const party = page.getByTestId('step-complete')
    await expect(party).toContainText('Great job!')
    // Nothing moves: no running animation or transition anywhere on the page, no confetti shown.
    const moving = await page.evaluate(() =>
      document
        .getAnimations()
        .filter((animation) => animation.playState === 'running')
        .map((animation) => (animation.effect as KeyframeEffect | null)?.target?.className ?? 'an animation'),
    )
    expect(moving).toEqual([])
    await expect(party.locator('.confetti-piece').first()).toBeHidden()
    await shoot(page, 'reduced-motion-great-job')
    await context.close()
  })

  test('at 200 % zoom (640×400 CSS px) the lesson keeps Run reachable and does not scroll sideways', async ({
    page,
    newSchool,
    loginAs,
  }) => {
    const school = await newSchool({
      students: [{ password: 'pass-1234' }],
      course: 'turtle-art-in-javascript',
    })
    await loginAs(page, school.as.student())
    await page.setViewportSize({ width: 640, height: 400 })
    await openCornerStep(page, school)
    await expectReflow(page, 'the lesson at 640 px', ['.injectionDiv', '[data-testid="turtle-canvas"]'])
    await tabTo(page, 'lesson at 200 %: Run', /^Run/)
    await shoot(page, 'zoom-200-run')
    await page.keyboard.press('Enter')
    await expect(page.getByTestId('drawing-summary').first()).not.toBeEmpty()
  })
})
