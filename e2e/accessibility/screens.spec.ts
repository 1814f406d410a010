import type { Page } from '@playwright/test'
import { expect, hydrated } from '../support/auth'
import { schoolUrl } from '../support/hosts'
import { test } from '../support/school'
import { expectReflow, expectTargetSizes, shoot } from './checks'

/**
 * The main screens of each role: every target at least 24×24 px at 1280 px wide (2.5.8), and no
 * sideways scrolling at 320 px wide (1.4.10). The blocks workspace and the turtle canvas are 2-D
 * content: they may be wider than a phone (WCAG's exception), the page around them may not.
 */
const TWO_D = ['.injectionDiv', '[data-testid="turtle-canvas"]']
const WIDE = { width: 1280, height: 800 }
const NARROW = { width: 320, height: 640 }

async function check(page: Page, screen: string) {
  await hydrated(page)
  await page.setViewportSize(WIDE)
  await expectTargetSizes(page, screen)
  await page.setViewportSize(NARROW)
  await shoot(page, `320-${screen.replaceAll(/\W+/g, '-')}`)
  await expectReflow(page, screen, TWO_D)
  await page.setViewportSize(WIDE)
}

test.describe('target size and reflow', () => {
  test.describe.configure({ timeout: 120_000 })

  test('the sign-in screens', async ({ page, newSchool }) => {
    const school = await newSchool({ course: false })
    await page.goto(schoolUrl(school.school.subdomain, '/login'))
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await check(page, '/login')
    await page.goto(schoolUrl(school.school.subdomain, '/join'))
    await expect(page.getByRole('heading', { name: 'Join your class' })).toBeVisible()
    await check(page, '/join')
    await page.goto(schoolUrl(school.school.subdomain, `/join?code=${school.class!.joinCode}`))
    await expect(page.getByRole('heading', { name: 'Tap your name' })).toBeVisible()
    await check(page, '/join names')
  })

  test('a student’s courses and a lesson', async ({ page, newSchool, loginAs }) => {
    const school = await newSchool({
      students: [{ password: 'pass-1234' }],
      course: 'turtle-art-in-javascript',
    })
    await loginAs(page, school.as.student())
    await page.goto(schoolUrl(school.school.subdomain, '/student/courses'))
    await expect(page.getByRole('heading', { name: 'My courses' })).toBeVisible()
    await check(page, 'student courses')
    await page
      .getByRole('link', { name: /All lessons/ })
      .first()
      .click()
    await page.getByRole('link', { name: /Your First Lines of Code/ }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Your First Lines of Code' })).toBeVisible()
    await check(page, 'lesson')
    await page.getByTestId('step-corner').click()
    await expect(page.locator('.cm-content')).toBeVisible()
    await check(page, 'lesson code step')
  })

  test('a teacher’s overview, class, students and progress', async ({ page, newSchool, loginAs }) => {
    const school = await newSchool({ paid: true, course: 'turtle-art-in-javascript' })
    await loginAs(page, school.as.teacher)
    const at = (path: string) => schoolUrl(school.school.subdomain, path)
    await page.goto(at('/dashboard/overview'))
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await check(page, 'dashboard overview')
    await page.goto(at(`/dashboard/groups/${school.class!.id}`))
    await expect(page.getByRole('heading', { level: 1, name: school.class!.name })).toBeVisible()
    await check(page, 'class page')
    await page.goto(at('/dashboard/students'))
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await check(page, 'students list')
    await page.goto(at('/dashboard/progress'))
    await expect(page.getByRole('heading', { level: 1, name: 'Progress' })).toBeVisible()
    await check(page, 'progress list')
    await page.getByLabel(new RegExp(`^Open the dashboard of ${school.class!.name}`)).click()
    await expect(page.getByTestId('progress-grid')).toBeVisible()
    await check(page, 'progress dashboard')
  })
})
