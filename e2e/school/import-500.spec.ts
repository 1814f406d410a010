import { hydrated } from '../support/auth'
import { schoolUrl } from '../support/hosts'
import { expect, test } from '../support/school'
import { alpha, csvFile, expectAccessible, letterTag, shoot } from './support-school'

test.describe('an admin imports students', () => {
  test('500 rows with 7 bad ones: fixes two, skips five, confirms and sees 495 students', async ({
    page,
    loginAs,
    newSchool,
  }) => {
    test.setTimeout(240_000)
    // 495 new students: a paid school of its own (no plan limit), so no other spec sees them.
    const school = await newSchool({ paid: 'school', students: [], class: false })
    const tag = letterTag()
    const classes = [`Robins ${tag}`, `Wrens ${tag}`, `Owls ${tag}`]
    const header = ['First name', 'Last name', 'Username', 'Class', 'Grade', 'Password']
    const rows = Array.from({ length: 500 }, (_, i) => [tag, `Kid${alpha(i)}`, '', classes[i % 3]!, '3', ''])
    rows[9]![0] = '' // row 11: first name missing → fixed
    rows[19]![1] = 'Sm1th' // row 21: a digit in the name → fixed
    rows[29]![4] = 'purple' // row 31: not a grade → skipped
    rows[39]![5] = 'abc' // row 41: password too short → skipped
    rows[49]![0] = '=cmd' // row 51: a formula → skipped
    rows[59]![2] = `twin${tag.toLowerCase()}` // row 61 and…
    rows[60]![2] = `twin${tag.toLowerCase()}` // …row 62: the same username → skipped
    rows[69]![3] = 'Nowhere Class' // row 71: unknown class → skipped

    await loginAs(page, school.as.admin)
    await page.goto(schoolUrl(school.school.subdomain, '/dashboard/students/import'))
    await hydrated(page)
    await shoot(page, 'import-upload')
    await expectAccessible(page, 'import upload')
    await page.getByLabel('Class list (CSV)').setInputFiles(csvFile(`year3-${tag}.csv`, [header, ...rows]))
    await page.getByRole('button', { name: 'Check the file' }).click()

    await expect(page.getByRole('heading', { name: 'Check the import' })).toBeVisible()
    // The three classes do not exist yet: create them.
    for (const name of classes) await page.getByRole('button', { name: `Create class ${name}` }).click()
    await expect(page.getByText(`${classes[2]}`).first()).toBeVisible()
    const problems = page.getByRole('table', { name: 'Rows of the file' }).getByRole('row')
    await expect(problems).toHaveCount(8) // header + 7
    await expect(page.getByRole('button', { name: /Import 493 students/ })).toBeDisabled()
    await shoot(page, 'import-preview-problems')
    await expectAccessible(page, 'import preview')

    // Fix row 11 and row 21 inline.
    await page.getByRole('button', { name: 'Fix row 11' }).click()
    await page.getByRole('textbox', { name: 'First name, row 11' }).fill(tag)
    await shoot(page, 'import-preview-fix')
    await page.getByRole('button', { name: 'Save row 11' }).click()
    await expect(problems).toHaveCount(7)
    await page.getByRole('button', { name: 'Fix row 21' }).click()
    await page.getByRole('textbox', { name: 'Last name, row 21' }).fill('Smith')
    await page.getByRole('button', { name: 'Save row 21' }).click()
    await expect(problems).toHaveCount(6)

    // Skip the other five.
    await page.getByRole('button', { name: 'Skip all 5 rows with problems' }).click()
    await expect(page.getByText('No problems left.')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Import 495 students' })).toBeEnabled()
    await shoot(page, 'import-preview-ready')
    await page.getByRole('button', { name: 'Import 495 students' }).click()

    // Live progress, then the result.
    await expect(page.getByText('495 students imported')).toBeVisible({ timeout: 180_000 })
    await shoot(page, 'import-result')
    await expectAccessible(page, 'import result')
    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Download usernames and passwords (CSV)' }).click()
    const file = await download
    expect(file.suggestedFilename()).toBe(`year3-${tag}-accounts.csv`)
    const { readFile } = await import('node:fs/promises')
    const lines = (await readFile(await file.path(), 'utf8')).replace('\uFEFF', '').trim().split('\r\n')
    expect(lines).toHaveLength(496)
    expect(lines[0]).toBe('First name,Last name,Username,Password,Class,Secret picture,Secret words')

    await page.getByRole('link', { name: 'See all students' }).click()
    await page.getByLabel('Search by name or username').fill(tag)
    await page.getByRole('button', { name: 'Search' }).click()
    await expect(page.getByText('Showing 1–50 of 495 students')).toBeVisible()
    await shoot(page, 'students-list')
    await expectAccessible(page, 'students list')
  })
})
