import { readMail } from '../school/staff-helpers'
import { expect, hydrated, test } from '../support/auth'
import { expectAccessible } from '../support/axe'
import { mainUrl, schoolUrl } from '../support/hosts'

test.describe.configure({ timeout: 90_000 })

/** /register (PRODUCT.md §2): a teacher joins an existing school with an invitation, or starts one. */
test('register: start a new school, then join it with the mailed invitation', async ({ page }) => {
  const stamp = Date.now()
  const email = `lead.${stamp}@maple.example`
  const subdomain = `maple-${stamp}`

  await page.goto(mainUrl('/register'))
  await hydrated(page)
  await page.getByRole('radio', { name: /Start a new school/ }).check()
  await page.getByLabel('School name').fill('Maple Primary')
  await page.getByLabel("Your school's address").fill(subdomain)
  await page.getByLabel('Your name').fill('Robin Lead')
  await page.getByLabel(/Your email/).fill(email)
  await page.getByRole('button', { name: 'Create my school' }).click()
  await expect(page.getByText('Check your inbox')).toBeVisible()
  await expect(page).toHaveURL(mainUrl('/register'))

  const mail = await readMail(page.request, subdomain, email)
  const link = /https?:\/\/\S+\/set-password\?token=\S+/.exec(mail.text)?.[0]
  expect(link).toBeTruthy()

  await page.goto(mainUrl('/register'))
  await hydrated(page)
  await page.getByRole('radio', { name: /My school invited me/ }).check()
  const field = page.getByLabel('Your invitation link')
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page.getByText('Paste the link from your invitation email.')).toBeVisible()
  await field.fill('Maple Primary, please')
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page.getByText('This is not a CodeSchool invitation link.')).toBeVisible()
  await field.fill(mainUrl('/set-password?token=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'))
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page.getByText('This invitation has expired or was already used.')).toBeVisible()
  await expect(field).toHaveValue(mainUrl('/set-password?token=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'))
  await expectAccessible(page, 'register with an unknown invitation')
  await page.screenshot({ path: 'test-results/screenshots/register-invitation-error.png', fullPage: true })

  // The real link opens its school's page for choosing the password.
  await field.fill(link!)
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page).toHaveURL(
    new RegExp(`^${schoolUrl(subdomain, '/set-password').replace(/[.?]/g, '\\$&')}\\?token=`),
  )
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a password' })).toBeVisible()
})
