import type { Page } from '@playwright/test'
import { DEMO_ADULT_PASSWORD } from '../../src/server/db/seed/demo-accounts'
import { expect, hydrated, test } from '../support/auth'
import { expectAccessible } from '../support/axe'
import { mainHost, mainUrl, serverOrigin } from '../support/hosts'
import type { Persona } from '../support/personas'

/*
 * A staff role goes only through a mailed link (decision 165): the super admin invites an
 * address, the role applies only when the mail's link is opened, signed in as that address's
 * account. The address is new for each run, so parallel specs and repeats never meet.
 */

const superOnMain: Persona = {
  kind: 'adult',
  login: 'super@staff.test',
  password: DEMO_ADULT_PASSWORD,
  school: null,
  visitorType: 'staff',
  paid: true,
}

async function open(page: Page, url: string) {
  await page.goto(url)
  await hydrated(page)
}

/** The path of the /token link in the newest mail to `to`, read from the e2e server's outbox. */
async function invitationPath(page: Page, to: string): Promise<string> {
  let text = ''
  await expect
    .poll(async () => {
      const response = await page.request.get(`${serverOrigin}/api/dev/outbox?to=${encodeURIComponent(to)}`, {
        headers: { host: mainHost },
      })
      if (response.status() !== 200) return ''
      text = ((await response.json()) as { text: string }).text
      return text
    })
    .toContain('/token?token=')
  const url = new URL(/https?:\/\/\S+\/token\?token=\S+/.exec(text)![0])
  return `${url.pathname}${url.search}`
}

test('a super admin invites; the new staff member gets the role only by opening the mailed link', async ({
  page,
  browser,
  loginAs,
}) => {
  test.setTimeout(120_000)
  const email = `new.staff.${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}@example.test`
  const row = page.getByRole('row').filter({ hasText: email })

  await loginAs(page, superOnMain)
  await open(page, mainUrl('/admin/users'))
  await page.getByLabel('Their email').fill(email)
  await page.getByLabel('Role', { exact: true }).selectOption('STAFF')
  await page.getByRole('button', { name: 'Send invitation' }).click()
  await expect(page.getByText(`We sent an invitation to ${email}.`)).toBeVisible()
  await expect(row).toHaveCount(0)
  await page.screenshot({ path: 'test-results/screenshots/staff-invitation-sent.png', fullPage: true })

  // The new staff member, in a browser of their own, opens the link from the mail.
  const path = await invitationPath(page, email)
  const theirs = await browser.newContext()
  const newcomer = await theirs.newPage()
  await open(newcomer, mainUrl(path))
  await expect(newcomer.getByRole('heading', { name: 'Join CodeSchool staff as staff?' })).toBeVisible()
  await expectAccessible(newcomer, 'staff invitation question')
  await newcomer.screenshot({
    path: 'test-results/screenshots/staff-invitation-question.png',
    fullPage: true,
  })

  // Not staff yet: the super admin's list does not have them.
  await page.reload()
  await hydrated(page)
  await expect(page.getByRole('heading', { level: 1, name: 'Staff users' })).toBeVisible()
  await expect(row).toHaveCount(0)

  await newcomer.getByRole('button', { name: 'Accept and sign in' }).click()
  await expect(newcomer.getByRole('heading', { level: 1, name: 'Staff console' })).toBeVisible()
  await newcomer.screenshot({
    path: 'test-results/screenshots/staff-invitation-accepted.png',
    fullPage: true,
  })

  // The link works once.
  await open(newcomer, mainUrl(path))
  await expect(newcomer.getByText(/expired or was already used/)).toBeVisible()
  await theirs.close()

  await page.reload()
  await hydrated(page)
  await expect(row.getByRole('combobox')).toHaveValue('STAFF')
})
