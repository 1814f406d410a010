import type { Page } from '@playwright/test'
import { FIRST_LINES } from '../lessons/helpers'
import { expectAccessible } from '../school/support-school'
import { expect, hydrated, test } from '../support/auth'
import { schoolUrl } from '../support/hosts'

const TURTLE_COURSE = 'Turtle Art in JavaScript'

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: `test-results/screenshots/progress-${name}.png`, fullPage: true })
}

test.describe('progress', () => {
  test.describe.configure({ timeout: 120_000 })

  test('a teacher opens Class 4B’s dashboard, reviews ada’s lesson with a comment and “Well done”; ada sees it', async ({
    page,
    loginAs,
  }) => {
    await loginAs(page, 'teacher')
    await page.goto(schoolUrl('demo', '/dashboard/progress'))
    await hydrated(page)
    await expect(page.getByRole('heading', { level: 1, name: 'Progress' })).toBeVisible()
    await expectAccessible(page, 'progress dashboards list')
    await shoot(page, 'list')

    // A link once opened, a button (POST, creates it) the first time: both carry this label.
    await page.getByLabel(`Open the dashboard of Class 4B, ${TURTLE_COURSE}`).click()
    await expect(page.getByRole('heading', { level: 1, name: `Class 4B · ${TURTLE_COURSE}` })).toBeVisible()
    await hydrated(page)
    const grid = page.getByTestId('progress-grid')
    const adaDone = grid.getByRole('link', { name: /^Ada .*: Completed$/ })
    // The seed: ada finished the first two lessons, grace is part-way through the first (other
    // specs may add more while this one runs, so at least these).
    await expect(adaDone.nth(1)).toBeVisible()
    await expect(
      grid.getByRole('link', { name: new RegExp(`^Ada .*, ${FIRST_LINES.title}: Completed$`) }),
    ).toBeVisible()
    await expect(grid.getByRole('link', { name: /^Grace .*: In progress$/ }).first()).toBeVisible()
    await expect(page.getByRole('table', { name: 'Summary per section' })).toBeVisible()
    await expectAccessible(page, 'progress dashboard')
    await shoot(page, 'dashboard')

    // Filter by section: only the Loops lessons are left.
    const firstLessonColumn = grid.getByRole('columnheader', { name: FIRST_LINES.title })
    await page.getByLabel('Section').selectOption({ label: 'Loops' })
    await expect(firstLessonColumn).toHaveCount(0)
    await expect(grid.getByRole('columnheader', { name: 'Repeat with for Loops' })).toBeVisible()
    await page.getByLabel('Section').selectOption({ label: 'All sections' })
    await expect(firstLessonColumn).toBeVisible()

    // Filter by big idea (decision 120): the lessons that practise loops, and who has shown them.
    await page.getByLabel('Big idea').selectOption({ label: 'Loops' })
    await expect(firstLessonColumn).toHaveCount(0)
    await expect(grid.getByRole('columnheader', { name: 'Shown loops?' })).toBeVisible()
    await page.getByLabel('Big idea').selectOption({ label: 'Sequences' })
    await expect(firstLessonColumn).toBeVisible()
    const adaRow = grid.getByRole('row', { name: /^Ada [A-Za-z]+ / })
    await expect(adaRow.getByTestId('concept-shown')).toHaveText('✓ Shown')
    await expect(page.getByRole('table', { name: 'Summary per section' })).toContainText(
      /Sequences: \d+ of \d+/,
    )
    await expectAccessible(page, 'progress dashboard by big idea')
    await shoot(page, 'dashboard-concept')
    await page.getByLabel('Big idea').selectOption({ label: 'Every big idea' })

    // Ada's own progress through the course (paid-only page), then back to the grid.
    await grid.getByRole('link', { name: /^Ada [A-Za-z]+$/ }).click()
    await expect(
      page.getByRole('heading', { level: 1, name: new RegExp(`^Ada .*: ${TURTLE_COURSE}$`) }),
    ).toBeVisible()
    await hydrated(page)
    await expect(page.getByRole('row', { name: new RegExp(FIRST_LINES.title) })).toContainText('Completed')
    await expectAccessible(page, 'student course progress')
    await shoot(page, 'student-course')
    await page.goBack()
    await hydrated(page)

    await grid.getByRole('link', { name: new RegExp(`^Ada .*, ${FIRST_LINES.title}: Completed$`) }).click()
    await expect(
      page.getByRole('heading', { level: 1, name: new RegExp(`^Ada .*: ${FIRST_LINES.title}$`) }),
    ).toBeVisible()
    await hydrated(page)
    await expect(page.getByTestId('review-code')).toContainText('forward')
    await page.getByRole('button', { name: 'Run' }).click()
    await expect(page.getByTestId('drawing-summary')).not.toBeEmpty()

    const note = `Lovely straight line ${Date.now()}`
    await page.getByRole('combobox', { name: 'Line' }).selectOption('1')
    await page.getByLabel('Comment', { exact: true }).fill(note)
    await page.getByRole('button', { name: 'Add comment' }).click()
    await expect(page.getByTestId('review-code').getByText(note)).toBeVisible()
    await page.getByRole('button', { name: 'Well done' }).click()
    await expect(page.getByText('Current verdict: Well done')).toBeVisible()
    await expectAccessible(page, 'lesson review')
    await shoot(page, 'review')

    // Ada sees the verdict and the comment in her lesson.
    await page.context().clearCookies()
    await loginAs(page, 'student')
    await page.goto(schoolUrl('demo', '/student/courses'))
    await hydrated(page)
    await page
      .getByTestId('course-card')
      .filter({ hasText: TURTLE_COURSE })
      .getByRole('link', { name: /All lessons/ })
      .click()
    // Her course page shows the big ideas of each section, those she has shown filled in.
    await expect(page.getByTestId('section-concepts').first()).toContainText('Sequences')
    await expect(page.getByTestId('section-concepts').first()).toContainText('you have shown it')
    await shoot(page, 'student-course-concepts')
    // "Your teacher left you a note" leads her to the lesson.
    await page.getByTestId('my-notes').getByRole('link', { name: FIRST_LINES.title }).click()
    await expect(page.getByRole('heading', { level: 1, name: FIRST_LINES.title })).toBeVisible()
    const banner = page.getByTestId('lesson-verdict')
    await expect(banner).toContainText('Your teacher says: Well done')
    await expect(banner).toContainText(`About line 1 of your code: ${note}`)
    await hydrated(page)
    await expectAccessible(page, 'student lesson with the verdict')
    await shoot(page, 'student-verdict')
  })

  test('an unpaid teacher sees the list but the dashboard page is out of reach', async ({
    page,
    loginAs,
  }) => {
    await loginAs(page, 'unpaidTeacher')
    await page.goto(schoolUrl('trial', '/dashboard/progress'))
    await hydrated(page)
    await shoot(page, 'list-unpaid')
    await expect(page.getByText('Progress dashboards need a paid plan')).toBeVisible()
    await page.goto(schoolUrl('trial', '/dashboard/progress/00000000-0000-4000-8000-000000000000'))
    await expect(page).toHaveURL(/\/dashboard\/progress$/)
  })
})
