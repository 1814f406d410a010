import { continueAs, expect, hydrated, test } from '../support/auth'
import { schoolUrl } from '../support/hosts'
import type { Persona } from '../support/personas'
import { csvFile, expectAccessible, letterTag, shoot } from './support-school'

test.describe('students make their own way in', () => {
  test.describe.configure({ timeout: 180_000 })
  test('/student/register: a username and password with the class code', async ({ browser }) => {
    const tag = letterTag().toLowerCase()
    const context = await browser.newContext()
    const page = await context.newPage()
    await page.goto('/student/register?code=KTW4BX')
    await hydrated(page)
    await expect(page.getByRole('heading', { name: 'Create your student account' })).toBeVisible()
    await page.getByLabel('First name').fill('Linus')
    await page.getByLabel('Last name').fill('Torvalds')
    await page.getByLabel('Username').fill(`linus.${tag}`)
    await page.getByLabel('Password').fill('penguin-power')
    await shoot(page, 'join-register')
    await expectAccessible(page, 'student register')
    await page.getByRole('button', { name: 'Create my account' }).click()
    // Straight into the class's first lesson (issue 14), not a list of courses.
    await expect(page).toHaveURL(/\/student\/lesson\/[0-9a-f-]{36}$/)
    await context.close()
  })

  test('/student/profile-setup: a district student picks their school and grade, then continues there', async ({
    page,
    browser,
    loginAs,
  }) => {
    test.setTimeout(90_000)
    const tag = letterTag().toLowerCase()
    const metroAdmin: Persona = {
      kind: 'adult',
      login: 'admin@metro.test',
      password: 'demo-password-2026',
      school: 'metro',
      visitorType: 'admin',
      paid: false,
    }
    await loginAs(page, metroAdmin)
    await page.goto(schoolUrl('metro', '/dashboard/students/import'))
    await hydrated(page)
    await page.getByLabel('Class list (CSV)').setInputFiles(
      csvFile(`metro-${tag}.csv`, [
        ['First name', 'Last name', 'Username', 'Class', 'Password'],
        ['Dana', 'Scully', `dana.${tag}`, 'Metro Coders', 'trust-no-one'],
      ]),
    )
    await page.getByRole('button', { name: 'Check the file' }).click()
    await page.getByRole('button', { name: 'Import 1 student' }).click()
    // One job queue serves the whole test server: this import may wait behind the 500-row import
    // of e2e/school/import-500.spec.ts (one worker per process, docs/jobs.md).
    await expect(page.getByText('1 students imported')).toBeVisible({ timeout: 120_000 })

    const context = await browser.newContext()
    const kid = await context.newPage()
    await loginAs(kid, {
      kind: 'student',
      login: `dana.${tag}`,
      password: 'trust-no-one',
      school: 'metro',
      visitorType: 'student',
      paid: false,
    })
    await kid.goto(schoolUrl('metro', '/student/courses'))
    await expect(kid).toHaveURL(/\/student\/profile-setup/)
    await hydrated(kid)
    await expect(kid.getByRole('heading', { name: 'Welcome to Metro District!' })).toBeVisible()
    await kid.getByRole('radio', { name: 'Metro North Elementary' }).check()
    await kid.getByLabel('What grade are you in?').selectOption({ label: 'Grade 5' })
    await shoot(kid, 'join-profile-setup')
    await expectAccessible(kid, 'profile setup')
    await kid.getByRole('button', { name: "Let's go" }).click()
    // On *.localhost the transfer proof cannot reach the new school's host: the child is asked.
    await continueAs(kid, 'Dana Scully', 'Metro North Elementary')
    await expect(kid).toHaveURL(/^http:\/\/metro-north\.localhost:\d+\/student\/courses/, { timeout: 30_000 })
    await context.close()
  })
})
