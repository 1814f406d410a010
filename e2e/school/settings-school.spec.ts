import { readFileSync } from 'node:fs'
import { expect, test } from '../support/auth'
import { schoolHost, schoolUrl, serverOrigin } from '../support/hosts'
import { expectAccessible, keepScreenshot, open } from './staff-helpers'

// These tests change Trial Academy (the unpaid demo school) and leave Demo Primary School alone.
const LOGO_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 50" onload="alert(1)"><script>alert(2)</script><rect width="200" height="50" fill="#1f56c9"/><text x="12" y="34" fill="#fff" font-size="24">Trial</text></svg>'

test.describe.configure({ mode: 'serial' })

test('an admin saves the school details and uploads a logo that is sanitised and served safely', async ({
  page,
  loginAs,
}) => {
  await loginAs(page, 'unpaidAdmin')
  await open(page, schoolUrl('trial', '/dashboard/settings'))
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible()
  await expectAccessible(page, 'settings')
  await keepScreenshot(page, 'settings-page')

  await page.getByLabel('Address').fill('12 Trial Road, Springfield')
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
  const logo = page.getByRole('img', { name: 'Trial Academy logo' })
  await expect(logo).toBeVisible()
  const src = await logo.getAttribute('src')
  expect(src).toMatch(/^\/files\/[0-9a-f-]{36}$/)
  await keepScreenshot(page, 'settings-logo-uploaded')

  const served = await page.request.get(`${serverOrigin}${src}`, { headers: { host: schoolHost('trial') } })
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
}) => {
  test.setTimeout(60_000)
  await loginAs(page, 'unpaidAdmin')
  // A student at Trial Academy to delete.
  await open(page, schoolUrl('trial', '/dashboard/students/new'))
  await page.getByLabel('First name').fill('Temporary')
  await page.getByLabel('Last name').fill('Pupil')
  await page.getByRole('button', { name: 'Add student' }).click()
  await expect(page.getByText(/temporary/i).first()).toBeVisible()

  await open(page, schoolUrl('trial', '/dashboard/settings'))
  await page.getByRole('button', { name: 'Delete all student data' }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  const confirm = dialog.getByRole('button', { name: 'Delete everything' })
  await expect(confirm).toBeDisabled()
  await dialog.getByLabel(/Type the school’s name/).fill('Demo Primary School')
  await expect(confirm).toBeDisabled()
  await dialog.getByLabel(/Type the school’s name/).fill('trial academy')
  await expectAccessible(page, 'delete student data dialog')
  await keepScreenshot(page, 'settings-delete-students-dialog')
  await confirm.click()
  await expect(page.getByText(/^Deleted \d+ students? and all their work\.$/)).toBeVisible()
  await expect(page.getByRole('button', { name: 'Delete all student data' })).toBeDisabled()

  await open(page, schoolUrl('trial', '/dashboard/students'))
  await expect(page.getByText('Temporary')).toHaveCount(0)
})
