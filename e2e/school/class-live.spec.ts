import { hydrated } from '../support/auth'
import { schoolUrl } from '../support/hosts'
import { expect, test } from '../support/school'
import { expectAccessible, letterTag, shoot } from './support-school'

/** Within this long of a child's action the teacher's open pages show it (decision 098 polls every 5 s). */
const LIVE_WITHIN_MS = 15_000

test.describe('the teacher sees the class come alive', () => {
  // Two browsers, a join, a lesson and a run on a shared two-core machine.
  test.describe.configure({ timeout: 300_000 })

  test('a child joins and runs; the class page and the overview change without a reload', async ({
    page,
    browser,
    loginAs,
    newSchool,
  }) => {
    const own = await newSchool({
      students: [],
      class: { loginType: 'picture', quickJoin: true },
      course: 'turtle-art-in-javascript',
    })
    const subdomain = own.school.subdomain
    const schoolClass = own.class!
    await loginAs(page, own.as.teacher)
    await page.goto(schoolUrl(subdomain, `/dashboard/groups/${schoolClass.id}`))
    await hydrated(page)
    await expect(page.getByRole('heading', { name: schoolClass.name, level: 1 })).toBeVisible()
    await expect(page.getByText('No students yet.')).toBeVisible()

    const overview = await page.context().newPage()
    await overview.goto(schoolUrl(subdomain, '/dashboard/overview'))
    await hydrated(overview)
    const classCard = overview
      .getByRole('listitem')
      .filter({ has: overview.getByRole('link', { name: schoolClass.name }) })
    await expect(classCard.getByTestId('active-this-week')).toHaveText('0')
    await expect(classCard.getByTestId('lessons-started')).toHaveText('0')

    // Neither page is loaded again: a mark left in each window must survive.
    for (const open of [page, overview]) {
      await open.evaluate(() => {
        ;(window as unknown as { stayed: boolean }).stayed = true
      })
    }

    // A child joins with just a name, in a browser of their own.
    const child = await browser.newContext()
    const kid = await child.newPage()
    const name = `Mia ${letterTag(3)}`
    await kid.goto(schoolUrl(subdomain, `/join?code=${schoolClass.joinCode}`))
    await hydrated(kid)
    await kid.getByLabel('Your name').fill(name)
    await kid.getByRole('button', { name: 'Start!' }).click()
    await kid.waitForURL(/\/student\//)
    const joinedAt = Date.now()

    const students = page.getByRole('table', { name: 'Students in this class' })
    const row = students.getByRole('row').filter({ hasText: name })
    await expect(row).toBeVisible({ timeout: LIVE_WITHIN_MS })
    expect(Date.now() - joinedAt).toBeLessThan(LIVE_WITHIN_MS)
    await expect(row.getByTestId('member-last-active')).toHaveText('Just now')
    await expect(row.getByTestId('member-lessons')).toHaveText('0 started · 0 finished')
    await expect(page.getByText('1 of 200 students')).toBeVisible()

    // The child opens the first lesson and presses Run once.
    await kid.goto(schoolUrl(subdomain, '/student/courses'))
    await hydrated(kid)
    await kid
      .getByTestId('course-card')
      .filter({ hasText: 'Turtle Art in JavaScript' })
      .getByRole('link', { name: /All lessons/ })
      .click()
    await kid.getByRole('link', { name: /Your First Lines of Code/ }).click()
    await hydrated(kid)
    await kid.getByTestId('step-corner').click()
    await expect(kid.locator('.cm-content')).toBeVisible()
    await kid.getByRole('button', { name: /^Run/ }).click()
    const ranAt = Date.now()

    // A first Run is activity: "started" on the class page, "Active this week" on the overview.
    await expect(row.getByTestId('member-lessons')).toHaveText('1 started · 0 finished', {
      timeout: LIVE_WITHIN_MS,
    })
    await expect(classCard.getByTestId('active-this-week')).toHaveText('1', {
      timeout: Math.max(1_000, LIVE_WITHIN_MS - (Date.now() - ranAt)),
    })
    await expect(classCard.getByTestId('lessons-started')).toHaveText('1')
    expect(Date.now() - ranAt).toBeLessThan(LIVE_WITHIN_MS)

    for (const open of [page, overview]) {
      expect(await open.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true)
    }
    await shoot(page, 'class-live-page')
    await expectAccessible(page, 'class page with a child at work')
    await shoot(overview, 'class-live-overview')
    await expectAccessible(overview, 'overview with a child at work')
    await child.close()
  })
})
