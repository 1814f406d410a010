import { e2ePort } from '../../playwright.config'
import { hydrated } from '../support/auth'
import { schoolUrl } from '../support/hosts'
import { expect, test } from '../support/school'

/**
 * A teacher imports their Google Classroom classes (decision 188): Google's consent at the test
 * OpenID provider (port + 90, playing Google), then the courses where they teach from the local
 * Classroom stand-in (port + 92), which checks the access token with the provider.
 */
const googleIssuer = `http://127.0.0.1:${e2ePort + 90}`
const classroomApi = `http://127.0.0.1:${e2ePort + 92}`
const shots = process.env.E2E_SCREENSHOTS

test('a teacher connects Google Classroom, imports a chosen class and syncs it again', async ({
  page,
  request,
  loginAs,
  newSchool,
}) => {
  const school = await newSchool({ paid: true })
  const teacher = school.teachers[0]!
  const sub = `classroom-${school.school.subdomain}`
  expect(
    (
      await request.post(`${googleIssuer}/test/accounts`, {
        data: { sub, email: teacher.email, name: teacher.name, email_verified: true },
      })
    ).status(),
  ).toBe(204)
  const me = { id: sub, given: 'Ms', family: 'Teacher', email: teacher.email }
  const kid = (id: string, given: string) => ({
    id: `${sub}-${id}`,
    given,
    family: 'Ocean',
    email: `${id}.${sub}@students.example.org`,
  })
  const courses = [
    {
      id: `${sub}-1`,
      name: 'Coding Club',
      section: 'Period 2',
      students: [kid('a', 'Ada'), kid('b', 'Bo'), kid('c', 'Cy')],
      teachers: [me],
    },
    { id: `${sub}-2`, name: 'Robots', students: [kid('d', 'Di')], teachers: [me] },
  ]
  expect((await request.post(`${classroomApi}/test/courses`, { data: courses })).status()).toBe(204)

  await loginAs(page, school.as.teacher)
  await page.goto(schoolUrl(school.school.subdomain, '/dashboard/groups'))
  await hydrated(page)
  await page.getByRole('link', { name: 'Import from Google Classroom' }).click()
  await expect(page.getByRole('heading', { name: 'Import from Google Classroom' })).toBeVisible()
  await hydrated(page)
  await page.getByRole('button', { name: 'Connect Google Classroom' }).click()
  await expect(page.getByRole('heading', { name: /Sign in with Google \(test provider\)/ })).toBeVisible()
  await page.getByRole('button', { name: `Continue as ${teacher.email}` }).click()

  await expect(page).toHaveURL(schoolUrl(school.school.subdomain, '/dashboard/groups/classroom'))
  await hydrated(page)
  await page.getByRole('checkbox', { name: 'Coding Club Period 2' }).check()
  await expect(page.getByRole('checkbox', { name: 'Robots' })).not.toBeChecked()
  if (shots) await page.screenshot({ path: `${shots}/classroom-courses.png`, fullPage: true })
  await page.getByRole('button', { name: 'Preview the import' }).click()

  await expect(page.getByText('Not applied yet')).toBeVisible()
  const students = page.getByRole('row', { name: /^Students/ })
  await expect(students.getByRole('cell').nth(1)).toHaveText('3')
  await hydrated(page)
  await page.getByRole('button', { name: 'Apply the roster' }).click()
  await expect(page.getByText('Applied', { exact: true })).toBeVisible()

  await page.getByRole('link', { name: 'Import from Google Classroom' }).click()
  const imported = page.getByRole('region', { name: 'Imported' })
  await expect(imported.getByRole('link', { name: 'Coding Club Period 2' })).toBeVisible()
  await expect(page.getByRole('checkbox', { name: 'Robots' })).toBeVisible()
  if (shots) await page.screenshot({ path: `${shots}/classroom-imported.png`, fullPage: true })
  await hydrated(page)
  await imported.getByRole('button', { name: 'Sync Coding Club Period 2 again' }).click()
  // Nothing changed in Classroom: the preview creates nothing.
  await expect(page.getByText('Not applied yet')).toBeVisible()
  await expect(
    page
      .getByRole('row', { name: /^Students/ })
      .getByRole('cell')
      .nth(1),
  ).toHaveText('0')
})
