import { oneRosterZip, smallRoster } from '../../src/test/oneroster'
import { hydrated } from '../support/auth'
import { schoolUrl } from '../support/hosts'
import { expect, test } from '../support/school'
import { expectAccessible, letterTag, shoot } from './support-school'

test.describe('an admin syncs the roster from the school information system', () => {
  test('uploads a OneRoster 1.2 zip, sees the preview, applies it and reads the record', async ({
    page,
    loginAs,
    newSchool,
  }) => {
    test.setTimeout(120_000)
    const school = await newSchool({ paid: 'school', students: [], class: false })
    const tag = letterTag().toLowerCase()
    const zip = oneRosterZip(smallRoster(6, tag))

    await loginAs(page, school.as.admin)
    await page.goto(schoolUrl(school.school.subdomain, '/dashboard/students/import'))
    await hydrated(page)
    await expect(page.getByRole('heading', { name: "From your school's information system" })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Connect your information system' })).toBeVisible()
    await shoot(page, 'roster-import-page')
    await page
      .getByLabel('Roster (OneRoster 1.2 zip)')
      .setInputFiles({ name: `roster-${tag}.zip`, mimeType: 'application/zip', buffer: Buffer.from(zip) })
    await page.getByRole('button', { name: 'Check the roster' }).click()

    // The preview: what would change, and what the file holds that is not kept.
    const table = page.getByRole('table', { name: 'What the sync would change' })
    await expect(table).toBeVisible()
    await expect(table.getByRole('row', { name: /Students 6 0 0 0/ })).toBeVisible()
    await expect(table.getByRole('row', { name: /Teachers 2 0 0 0/ })).toBeVisible()
    await expect(table.getByRole('row', { name: /Classes 2 0 0 0/ })).toBeVisible()
    await expect(page.getByText('1 guardian or parent in the file: not kept.')).toBeVisible()
    await expect(page.getByText('Not applied yet')).toBeVisible()
    await shoot(page, 'roster-preview')
    await expectAccessible(page, 'roster preview')

    await page.getByRole('button', { name: 'Apply the roster' }).click()
    await expect(page.getByText('The roster is applied.')).toBeVisible({ timeout: 60_000 })
    const done = page.getByRole('table', { name: 'What the sync changed' })
    await expect(done.getByRole('row', { name: /Students 6 0 0/ })).toBeVisible()
    await expect(page.getByText('Class memberships: 8 added, 0 removed.')).toBeVisible()
    await expect(page.getByText(/started by/)).toBeVisible()
    await shoot(page, 'roster-applied')
    await expectAccessible(page, 'roster applied')

    // The record on the import page, and the students in the school.
    await page.getByRole('link', { name: 'Import students' }).click()
    const record = page.getByRole('listitem').filter({ hasText: `roster-${tag}.zip` })
    await expect(record.getByText('Applied')).toBeVisible()
    await expect(record.getByText(/6 new, 0 updated, 0 archived students · 2 new classes/)).toBeVisible()
    await page.goto(schoolUrl(school.school.subdomain, '/dashboard/students'))
    await expect(page.getByText('KidA Lovelace')).toBeVisible()
  })
})
