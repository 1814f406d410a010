import { readFileSync } from 'node:fs'
import { schoolHost, schoolUrl, serverOrigin } from '../support/hosts'
import { expect, test } from '../support/school'
import { expectAccessible, keepScreenshot, open } from './staff-helpers'

// The tests that change a school's details or delete its students do it on a school of their own
// (decision 091); the CSV download only reads the demo school.
const LOGO_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 50" onload="alert(1)"><script>alert(2)</script><rect width="200" height="50" fill="#1f56c9"/><text x="12" y="34" fill="#fff" font-size="24">Trial</text></svg>'

test('an admin saves the school details and uploads a logo that is sanitised and served safely', async ({
  page,
  loginAs,
  newSchool,
}) => {
  // A new school, a sign-in, a form, an upload and three fetches of the logo on a shared machine.
  test.setTimeout(90_000)
  const school = await newSchool()
  await loginAs(page, school.as.admin)
  await open(page, schoolUrl(school.school.subdomain, '/dashboard/settings'))
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible()
  await expectAccessible(page, 'settings')
  await keepScreenshot(page, 'settings-page')

  await page.getByLabel('Address', { exact: true }).fill('12 Trial Road, Springfield')
  await page.getByRole('checkbox', { name: /Picture login/ }).uncheck()
  await page.getByRole('checkbox', { name: /Secret words/ }).uncheck()
  await page.getByRole('checkbox', { name: /Username and password/ }).uncheck()
  await page.getByRole('button', { name: 'Save details' }).click()
  await expect(page.getByText('Allow at least one way for students to sign in.')).toBeVisible()
  await page.getByRole('checkbox', { name: /Username and password/ }).check()
  await page.getByRole('checkbox', { name: /Picture login/ }).check()
  await page.getByRole('button', { name: 'Save details' }).click()
  await expect(page.getByText('Saved.')).toBeVisible()

  // A file that is not an image is refused with a message, and nothing changes.
  await page.getByLabel('Choose a logo file').setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: Buffer.from('<html><script>alert(1)</script></html>'),
  })
  await expect(page.getByRole('alert').filter({ hasText: 'not a PNG, JPEG or SVG file' })).toBeVisible()

  await page.getByLabel('Choose a logo file').setInputFiles({
    name: 'logo.svg',
    mimeType: 'image/svg+xml',
    buffer: Buffer.from(LOGO_SVG),
  })
  await expect(page.getByText('Logo saved.')).toBeVisible()
  const logo = page.getByRole('img', { name: `${school.school.name} logo` })
  await expect(logo).toBeVisible()
  const src = await logo.getAttribute('src')
  expect(src).toMatch(/^\/files\/[0-9a-f-]{36}$/)
  await keepScreenshot(page, 'settings-logo-uploaded')

  const served = await page.request.get(`${serverOrigin}${src}`, {
    headers: { host: schoolHost(school.school.subdomain) },
  })
  expect(served.status()).toBe(200)
  expect(served.headers()['content-type']).toBe('image/svg+xml')
  expect(served.headers()['x-content-type-options']).toBe('nosniff')
  expect(served.headers()['content-security-policy']).toContain("default-src 'none'")
  const body = await served.text()
  expect(body).not.toMatch(/script|onload|alert/)
  // Another school's host does not serve it.
  const elsewhere = await page.request.get(`${serverOrigin}${src}`, { headers: { host: schoolHost('demo') } })
  expect(elsewhere.status()).toBe(404)
})

test('an admin downloads the students CSV', async ({ page, loginAs }) => {
  await loginAs(page, 'admin')
  await open(page, schoolUrl('demo', '/dashboard/settings'))
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Download students CSV' }).click()
  const file = await download
  expect(file.suggestedFilename()).toMatch(/^demo-students-\d{4}-\d{2}-\d{2}\.csv$/)
  const csv = readFileSync((await file.path())!, 'utf8')
  expect(csv.split('\r\n')[0]).toBe(
    '\uFEFFFirst name,Last name,Name,Username,Grade,Classes,Kind,Last active,Added',
  )
  expect(csv).toContain('Ada,Lovelace')
})

test('delete all student data needs the school’s name typed, then really deletes', async ({
  page,
  loginAs,
  newSchool,
}) => {
  test.setTimeout(60_000)
  const school = await newSchool()
  const host = school.school.subdomain
  await loginAs(page, school.as.admin)
  // One more student to delete, added through the UI.
  await open(page, schoolUrl(host, '/dashboard/students/new'))
  await page.getByLabel('First name').fill('Temporary')
  await page.getByLabel('Last name').fill('Pupil')
  await page.getByRole('button', { name: 'Add student' }).click()
  await expect(page.getByText(/temporary/i).first()).toBeVisible()

  await open(page, schoolUrl(host, '/dashboard/settings'))
  await page.getByRole('button', { name: 'Delete all student data' }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  const confirm = dialog.getByRole('button', { name: 'Delete everything' })
  await expect(confirm).toBeDisabled()
  await dialog.getByLabel(/Type the school’s name/).fill('Demo Primary School')
  await expect(confirm).toBeDisabled()
  await dialog.getByLabel(/Type the school’s name/).fill(school.school.name.toLowerCase())
  await expectAccessible(page, 'delete student data dialog')
  await keepScreenshot(page, 'settings-delete-students-dialog')
  await confirm.click()
  await expect(page.getByText(/^Deleted \d+ students? and all their work\.$/)).toBeVisible()
  await expect(page.getByRole('button', { name: 'Delete all student data' })).toBeDisabled()

  await open(page, schoolUrl(host, '/dashboard/students'))
  await expect(page.getByText('Temporary')).toHaveCount(0)
})
