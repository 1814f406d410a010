import { schoolHost, schoolUrl, serverOrigin } from '../support/hosts'
import { expect, test } from '../support/school'
import { expectAccessible, keepScreenshot, open } from './staff-helpers'

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
)

test('a teacher adds a linked video and an uploaded worksheet; students and guests see them', async ({
  page,
  browser,
  loginAs,
  newSchool,
}) => {
  test.setTimeout(120_000)
  // A paid school of its own: the resources added (and the one deleted) are nobody else's.
  const school = await newSchool({ paid: true })
  const host = school.school.subdomain
  const stamp = Date.now()
  await loginAs(page, school.as.teacher)
  await open(page, schoolUrl(host, '/dashboard/resources'))
  await expect(page.getByRole('heading', { level: 1, name: 'Resources' })).toBeVisible()
  await expectAccessible(page, 'resources')

  await page.getByRole('button', { name: 'Add a resource' }).click()
  await page.getByLabel('Title').fill(`Loops video ${stamp}`)
  await page.getByLabel('Kind').selectOption('video')
  await page.getByRole('radio', { name: /Paste a link/ }).check()
  await page.getByRole('textbox', { name: 'Link' }).fill('javascript:alert(1)')
  await page.getByRole('button', { name: 'Add resource' }).click()
  await expect(page.getByText('Paste a full link that starts with https://')).toBeVisible()
  await page.getByRole('textbox', { name: 'Link' }).fill('https://videos.example/loops')
  await expectAccessible(page, 'add resource form')
  await keepScreenshot(page, 'resources-add-form')
  await page.getByRole('button', { name: 'Add resource' }).click()
  await expect(page.getByText('Resource added.')).toBeVisible()
  await expect(page.getByRole('link', { name: new RegExp(`Loops video ${stamp}`) })).toHaveAttribute(
    'href',
    'https://videos.example/loops',
  )

  await page.getByRole('button', { name: 'Add a resource' }).click()
  await page.getByLabel('Title').fill(`Square worksheet ${stamp}`)
  await page
    .getByLabel('File', { exact: true })
    .setInputFiles({ name: 'square.pdf', mimeType: 'application/pdf', buffer: PDF })
  await page.getByRole('button', { name: 'Add resource' }).click()
  await expect(page.getByText('Resource added.')).toBeVisible()
  const worksheet = page.getByRole('link', { name: new RegExp(`Square worksheet ${stamp}`) })
  const href = await worksheet.getAttribute('href')
  expect(href).toMatch(/^\/files\//)
  await keepScreenshot(page, 'resources-dashboard')

  const file = await page.request.get(`${serverOrigin}${href}`, { headers: { host: schoolHost(host) } })
  expect(file.status()).toBe(200)
  expect(file.headers()['content-type']).toBe('application/pdf')
  expect(file.headers()['x-content-type-options']).toBe('nosniff')

  // Anyone with the link (a guest here) sees them on the student pages.
  const guestContext = await browser.newContext()
  const guest = await guestContext.newPage()
  await open(guest, schoolUrl(host, '/student/resources'))
  await expect(guest.getByRole('heading', { level: 1, name: 'Resources' })).toBeVisible()
  await expect(guest.getByRole('link', { name: new RegExp(`Square worksheet ${stamp}`) })).toBeVisible()
  await expectAccessible(guest, 'student resources')
  await keepScreenshot(guest, 'resources-student-index')
  await guestContext.close()

  // The teacher deletes what they added.
  await page.getByRole('button', { name: `Delete Loops video ${stamp}` }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByRole('link', { name: new RegExp(`Loops video ${stamp}`) })).toHaveCount(0)
})

test('a course’s resources page is open to anyone; an unknown course is not found', async ({ page }) => {
  await open(page, schoolUrl('demo', '/student/resources'))
  const firstCourse = page.getByRole('main').getByRole('link').first()
  await firstCourse.click()
  await expect(page).toHaveURL(/\/student\/resources\/[0-9a-f-]{36}$/)
  await expect(page.getByRole('link', { name: 'All resources' })).toBeVisible()
  await expectAccessible(page, 'course resources')
  await keepScreenshot(page, 'resources-student-course')
  const missing = await page.goto(
    schoolUrl('demo', '/student/resources/00000000-0000-4000-8000-000000000000'),
  )
  expect(missing?.status()).toBe(404)
})
