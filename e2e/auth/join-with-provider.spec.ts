import { e2ePort } from '../../playwright.config'
import { hydrated } from '../support/auth'
import { schoolHost, schoolUrl } from '../support/hosts'
import { expect, test } from '../support/school'

/**
 * A child joins a class with the school's Google account (decision 187): the school lets people
 * sign up with Google, the class lets children make their own account, and /join offers "Join with
 * Google" (the test OpenID provider on the app's port + 90 plays Google).
 */
const googleIssuer = `http://127.0.0.1:${e2ePort + 90}`
const shots = process.env.E2E_SCREENSHOTS

// An admin's settings, a new class and a child's whole sign-up through the provider: past 30 s on
// a loaded CI machine (33.7 s, every step passed, the child on their page).
test.describe.configure({ timeout: 90_000 })

test('a child joins a class with Google and lands on their page', async ({
  page,
  browser,
  request,
  loginAs,
  newSchool,
}) => {
  const school = await newSchool({ paid: true })
  const subdomain = school.school.subdomain
  const at = (path: string) => schoolUrl(subdomain, path)
  await loginAs(page, school.as.admin)
  await page.goto(at('/dashboard/settings'))
  await hydrated(page)
  const google = page.getByRole('form', { name: 'Google' })
  await google.getByLabel('Sign in with Google').check()
  await google.getByLabel('Allowed domains').fill('school.org')
  await google.getByLabel('New teachers may sign up with it').check()
  await google.getByRole('button', { name: 'Save Google' }).click()
  await expect(google.getByText('Saved.')).toBeVisible()
  if (shots) await google.screenshot({ path: `${shots}/settings-google-sign-up.png` })

  await page.goto(at('/dashboard/groups/new'))
  await hydrated(page)
  await page.getByLabel('Class name').fill(`Owls ${subdomain}`)
  await page.getByLabel('Grade').selectOption({ label: 'Grade 1 (ages 6–7)' })
  await page.getByRole('radio', { name: /Picture login/ }).check()
  await expect(page.getByRole('checkbox', { name: /Let children make their own account/ })).toBeChecked()
  await page.getByRole('group', { name: 'Courses' }).getByRole('checkbox').first().check()
  await page.getByRole('button', { name: 'Create class' }).click()
  await expect(page.getByRole('heading', { name: `Owls ${subdomain}`, level: 1 })).toBeVisible()
  const code = (await page.getByTestId('join-code').textContent())?.trim() ?? ''

  const sub = `kid-${subdomain}`
  const email = `${sub}@school.org`
  const added = await request.post(`${googleIssuer}/test/accounts`, {
    data: { sub, email, name: 'Kim Lee', email_verified: true, hd: 'school.org' },
  })
  expect(added.status()).toBe(204)
  const context = await browser.newContext()
  const kid = await context.newPage()
  await kid.goto(at(`/join?code=${code}`))
  await hydrated(kid)
  await expect(kid.getByRole('button', { name: 'Join with Google' })).toBeVisible()
  if (shots) await kid.screenshot({ path: `${shots}/join-with-google.png`, fullPage: true })
  await kid.getByRole('button', { name: 'Join with Google' }).click()
  await kid.getByRole('button', { name: `Continue as ${email}` }).click()
  await expect(kid).toHaveURL(new RegExp(`${schoolHost(subdomain)}/student`))
  await context.close()
})
