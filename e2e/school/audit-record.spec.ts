import { readFileSync } from 'node:fs'
import { hydrated } from '../support/auth'
import { expectAccessible } from '../support/axe'
import { schoolHost, schoolUrl } from '../support/hosts'
import { expect, test } from '../support/school'

test.describe('who saw children’s data (decision 169)', () => {
  test.describe.configure({ timeout: 120_000 })

  test('an admin opens two children’s pages, finds one of them in the record by name and downloads it as CSV', async ({
    page,
    newSchool,
    loginAs,
  }) => {
    // A school of its own (decision 091): its record holds only what this test does.
    const school = await newSchool({
      students: [
        { firstName: 'Mia', lastName: 'Okafor' },
        { firstName: 'Leo', lastName: 'Brandt' },
      ],
    })
    const [mia, leo] = school.students
    const at = (path: string) => schoolUrl(school.school.subdomain, path)
    await loginAs(page, school.as.admin)
    for (const child of [mia!, leo!]) {
      await page.goto(at(`/dashboard/students/${child.profileId}`))
      await expect(page.getByRole('heading', { level: 1, name: child.name })).toBeVisible()
    }

    // Settings shows the latest rows and leads to the whole record.
    await page.goto(at('/dashboard/settings'))
    await hydrated(page)
    const section = page.getByRole('region', { name: 'Who saw children’s data' })
    await expect(section.getByRole('row', { name: /Mia Okafor/ })).toBeVisible()
    await section.screenshot({ path: 'test-results/screenshots/audit-settings-section.png' })
    await section.getByRole('link', { name: 'See and filter the whole record' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Who saw children’s data' })).toBeVisible()
    await hydrated(page)
    const table = page.getByRole('table', { name: /Who saw or changed children's data/ })
    await expect(table.getByRole('row', { name: /Leo Brandt/ })).toBeVisible()

    // Filtered by the child's name: only Mia's row, with who looked and from which address.
    const filters = page.getByRole('form', { name: 'Filter the record' })
    await filters.getByLabel('Child’s name').fill('mia')
    await filters.getByLabel('What').selectOption({ label: 'Looked at a child’s data' })
    await filters.getByRole('button', { name: 'Show' }).click()
    await expect(page).toHaveURL(/child=mia/)
    await expect(table.getByRole('row', { name: /Leo Brandt/ })).toHaveCount(0)
    const row = table.getByRole('row', { name: /Mia Okafor/ })
    await expect(row).toHaveCount(1)
    await expect(row).toContainText(school.admins[0]!.name)
    await expect(row).toContainText('Opened the student’s page')
    await expect(row).toContainText(schoolHost(school.school.subdomain))
    await expectAccessible(page, 'the record, filtered')
    await page.screenshot({ path: 'test-results/screenshots/audit-record-filtered.png', fullPage: true })

    const [file] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV of these rows' }).click(),
    ])
    expect(file.suggestedFilename()).toMatch(
      new RegExp(`^${school.school.subdomain}-who-saw-childrens-data-\\d{4}-\\d{2}-\\d{2}\\.csv$`),
    )
    const lines = readFileSync((await file.path())!, 'utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
    expect(lines[0]).toBe('When (UTC),Adult,Role,What,"Child, class or school",Its id,Detail,School address')
    expect(lines.slice(1)).toEqual([
      expect.stringMatching(
        new RegExp(
          `,${school.admins[0]!.name},ADMIN,Opened the student’s page,Mia Okafor,${mia!.profileId},,`,
        ),
      ),
    ])
    await expect(page.getByText(/who-saw-childrens-data-.+\.csv downloaded \(1 row\)/)).toBeVisible()
  })
})
