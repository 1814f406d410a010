import { schoolUrl } from '../support/hosts'
import { expect, test } from '../support/school'
import { linkIn, open, readMail } from './staff-helpers'

/*
 * A change of address waits for the new address (decision 165): the profile page says what it is
 * waiting for, the account keeps its address until the mailed link is opened, and then moves.
 */
test('a teacher’s new address counts only once its mailed link is opened', async ({
  page,
  loginAs,
  newSchool,
}) => {
  test.setTimeout(120_000)
  const school = await newSchool({ teachers: 1 })
  const subdomain = school.school.subdomain
  const teacher = school.as.teacher
  const fresh = `moved.${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}@example.test`

  await loginAs(page, teacher)
  await open(page, schoolUrl(subdomain, '/dashboard/profile'))
  const form = page.getByRole('form', { name: 'Change email' })
  await form.getByLabel('Email').fill(fresh)
  await form.getByLabel('Current password').fill(teacher.password)
  await form.getByRole('button', { name: 'Change email' }).click()
  await expect(page.getByText(`Waiting for you to confirm ${fresh}`)).toBeVisible()
  await expect(form.getByLabel('Email')).toHaveValue(teacher.login)
  await page.screenshot({ path: 'test-results/screenshots/profile-address-waiting.png', fullPage: true })

  // The mail's link, opened in this browser: it asks, then moves the account and signs in.
  const mail = await readMail(page.request, subdomain, fresh)
  await open(page, schoolUrl(subdomain, linkIn(mail.text, '/token?token=')))
  await expect(page.getByRole('heading', { name: `Use ${fresh} for your account?` })).toBeVisible()
  await page.getByRole('button', { name: 'Confirm and sign in' }).click()
  await expect(page).toHaveURL(/\/dashboard\//)
  await open(page, schoolUrl(subdomain, '/dashboard/profile'))
  await expect(page.getByRole('form', { name: 'Change email' }).getByLabel('Email')).toHaveValue(fresh)
  await expect(page.getByText(/Waiting for you to confirm/)).toHaveCount(0)
})
