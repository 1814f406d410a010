import type { Page } from '@playwright/test'
import { SECRET_PICTURES } from '../../src/lib/secret-pictures'
import { expect, hydrated } from '../support/auth'
import { schoolUrl } from '../support/hosts'
import type { Persona } from '../support/personas'
import { type OwnSchool, test } from '../support/school'
import { expectVisibleFocus, shoot, tabTo } from './checks'

/**
 * Whole journeys with the keyboard only (2.1.1): after the first page load nothing but Tab,
 * Shift+Tab, Enter, Space and the arrows. At every stop the focus shows (2.4.7) and nothing covers
 * it (2.4.11).
 */
test.describe('keyboard only', () => {
  test.describe.configure({ timeout: 120_000 })

  test('a child joins with the class code and their picture, opens a lesson, runs it and goes on', async ({
    page,
    newSchool,
  }) => {
    const school = await newSchool({
      students: [
        { firstName: 'Amy', lastName: 'Bell' },
        { firstName: 'Ben', lastName: 'Carter' },
      ],
      course: 'turtle-art-in-javascript',
    })
    const child = school.students[0]!
    const picture = SECRET_PICTURES[child.picturePassword!]!.label
    await page.goto(schoolUrl(school.school.subdomain, '/join'))
    await hydrated(page)
    await expect(page.getByRole('heading', { name: 'Join your class' })).toBeVisible()

    await tabTo(page, 'join: the code box', 'Class code')
    await page.keyboard.type(school.class!.joinCode)
    await page.keyboard.press('Enter')
    await expect(page.getByRole('heading', { name: 'Tap your name' })).toBeVisible()
    // Names show as first name and initial.
    await tabTo(page, 'join: my name', 'Amy B.')
    await page.keyboard.press('Enter')
    await expect(page.getByRole('heading', { name: /Tap your secret picture/ })).toBeVisible()
    await tabTo(page, 'join: my picture', picture)
    await shoot(page, 'keyboard-join-picture')
    await page.keyboard.press('Space')
    // A child's first sign-in opens the first lesson of the class's course.
    await expect(page).toHaveURL(/\/student\/lesson\//)
    await expect(page.getByRole('heading', { level: 1, name: 'Your First Lines of Code' })).toBeVisible()
    await hydrated(page)

    await tabTo(page, 'lesson: Run', /^Run/)
    await shoot(page, 'keyboard-lesson-run')
    await page.keyboard.press('Enter')
    await expect(page.getByTestId('drawing-summary').first()).not.toBeEmpty()
    await expectVisibleFocus(page, 'lesson: after Run')
    // The steps and their Next step button come before the work area.
    await tabTo(page, 'lesson: Next step', 'Next step', { back: true })
    await page.keyboard.press('Enter')
    await expect(page.getByRole('heading', { level: 2, name: 'A corner' })).toBeVisible()
  })

  // The teacher's journey in three legs, each from a fresh page of its own school, so each stays
  // short on a loaded machine; together they cover create class → print cards → open progress.
  const teacherSchool = { paid: true, course: 'turtle-art-in-javascript' } as const
  async function openAsTeacher(
    page: Page,
    school: OwnSchool,
    loginAs: (page: Page, persona: Persona) => Promise<unknown>,
  ) {
    await loginAs(page, school.as.teacher)
    await page.goto(schoolUrl(school.school.subdomain, '/dashboard/groups'))
    await hydrated(page)
  }

  test('a teacher makes a class and goes back to the classes', async ({ page, newSchool, loginAs }) => {
    const school = await newSchool(teacherSchool)
    await openAsTeacher(page, school, loginAs)
    await expect(page.getByRole('heading', { level: 1, name: 'Classes' })).toBeVisible()
    await tabTo(page, 'classes: New class', 'New class')
    await page.keyboard.press('Enter')
    await expect(page.getByRole('heading', { name: 'New class' })).toBeVisible()
    await tabTo(page, 'new class: name', 'Class name')
    const name = `Owls ${school.school.subdomain}`
    await page.keyboard.type(name)
    await tabTo(page, 'new class: Create class', 'Create class')
    await shoot(page, 'keyboard-new-class')
    await page.keyboard.press('Enter')
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
    await tabTo(page, 'class: back to Classes', 'Classes', { back: true })
    await page.keyboard.press('Enter')
    await expect(page.getByRole('heading', { level: 1, name: 'Classes' })).toBeVisible()
  })

  test('a teacher opens a class and prints its login cards', async ({ page, newSchool, loginAs }) => {
    await page.addInitScript(() => {
      ;(window as unknown as { printed: number }).printed = 0
      window.print = () => {
        ;(window as unknown as { printed: number }).printed++
      }
    })
    const school = await newSchool(teacherSchool)
    await openAsTeacher(page, school, loginAs)
    await tabTo(page, 'classes: the class', new RegExp(`^${school.class!.name}\\b`))
    await page.keyboard.press('Enter')
    await expect(page.getByRole('heading', { level: 1, name: school.class!.name })).toBeVisible()
    await tabTo(page, 'class: Print login cards', 'Print login cards')
    await page.keyboard.press('Enter')
    await expect(page.getByRole('heading', { level: 1, name: 'Login cards' })).toBeVisible()
    await tabTo(page, 'login cards: Print', 'Print')
    await shoot(page, 'keyboard-login-cards')
    await page.keyboard.press('Enter')
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1)
  })

  test('a teacher opens a class’s progress from the navigation', async ({ page, newSchool, loginAs }) => {
    const school = await newSchool(teacherSchool)
    await openAsTeacher(page, school, loginAs)
    await tabTo(page, 'navigation: Progress', 'Progress')
    await page.keyboard.press('Enter')
    await expect(page.getByRole('heading', { level: 1, name: 'Progress' })).toBeVisible()
    await tabTo(
      page,
      'progress: open the dashboard',
      new RegExp(`^Open the dashboard of ${school.class!.name}`),
    )
    await page.keyboard.press('Enter')
    await expect(page.getByTestId('progress-grid')).toBeVisible()
    await tabTo(page, 'progress: the first child', new RegExp(`^${school.students[0]!.firstName}`))
    await shoot(page, 'keyboard-progress')
  })
})
