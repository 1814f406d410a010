import { readFileSync } from 'node:fs'
import { inflateRawSync } from 'node:zlib'
import { hydrated } from '../support/auth'
import { expectAccessible } from '../support/axe'
import { schoolUrl } from '../support/hosts'
import { expect, test } from '../support/school'

/** The files of a ZIP by name (central directory, deflated or stored entries). */
function unzip(zip: Buffer): Map<string, string> {
  const end = zip.length - 22
  expect(zip.readUInt32LE(end)).toBe(0x06054b50)
  let at = zip.readUInt32LE(end + 16)
  const files = new Map<string, string>()
  for (let i = 0; i < zip.readUInt16LE(end + 10); i++) {
    const nameLength = zip.readUInt16LE(at + 28)
    const local = zip.readUInt32LE(at + 42)
    const start = local + 30 + zip.readUInt16LE(local + 26)
    const body = zip.subarray(start, start + zip.readUInt32LE(at + 20))
    const data = zip.readUInt16LE(at + 10) === 8 ? inflateRawSync(body) : body
    files.set(zip.subarray(at + 46, at + 46 + nameLength).toString('utf8'), data.toString('utf8'))
    at += 46 + nameLength
  }
  return files
}

const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' })

test.describe('a school’s data belongs to the school (decisions 134, 135)', () => {
  test.describe.configure({ timeout: 240_000 })

  test('an admin exports everything as a ZIP, asks to delete the school, sees the date and cancels', async ({
    page,
    newSchool,
    loginAs,
  }) => {
    // A school of its own (decision 091): asking to delete it must not touch anyone else's.
    const school = await newSchool({
      students: [{ firstName: 'Mia', lastName: 'Okafor' }, { firstName: 'Leo' }],
    })
    const at = (path: string) => schoolUrl(school.school.subdomain, path)
    await loginAs(page, school.as.admin)
    await page.goto(at('/dashboard/settings'))
    await hydrated(page)

    const archive = page.getByRole('region', { name: 'Export everything' })
    await archive.getByRole('button', { name: 'Prepare the export' }).click()
    const download = archive.getByRole('link', { name: /^Download .+-export-\d{4}-\d{2}-\d{2}\.zip/ })
    // The export is a job: on a busy machine it may wait behind the 500-row import's hashing.
    await expect(download).toBeVisible({ timeout: 120_000 })
    await expectAccessible(page, 'settings with an export ready')
    await archive.screenshot({ path: 'test-results/screenshots/data-export-ready.png' })

    const [file] = await Promise.all([page.waitForEvent('download'), download.click()])
    expect(file.suggestedFilename()).toMatch(new RegExp(`^${school.school.subdomain}-export-.+\\.zip$`))
    const files = unzip(readFileSync((await file.path())!))
    expect([...files.keys()]).toEqual(
      expect.arrayContaining(['students.csv', 'classes.csv', 'code.json', 'comments.csv']),
    )
    const students = files.get('students.csv')!
    expect(students).toContain('First name,Last name')
    expect(students).toContain('Mia,Okafor')
    expect(students).toContain('Leo')

    // Asking to delete: typed school name, then the date 30 days on, shown until cancelled.
    const deletion = page.getByRole('region', { name: 'Delete the school' })
    await deletion.getByRole('button', { name: 'Ask to delete the school' }).click()
    const dialog = page.getByRole('dialog', { name: `Delete ${school.school.name} in 30 days?` })
    await dialog.getByLabel(/Type the school’s name/).fill(school.school.name)
    await expectAccessible(page, 'the delete-the-school dialog')
    await dialog.getByRole('button', { name: 'Delete in 30 days' }).click()
    await expect(dialog).toBeHidden()
    const due = new Date(Date.now() + 30 * 86_400_000)
    const dates = [due, new Date(due.getTime() + 60_000)].map((date) => longDate.format(date))
    await expect(deletion.getByRole('status')).toContainText(
      new RegExp(`${school.school.name} will be deleted on (${dates.join('|')})\\.`),
    )
    await expectAccessible(page, 'settings with a deletion asked for')
    await deletion.screenshot({ path: 'test-results/screenshots/school-deletion-scheduled.png' })
    // The date survives a reload: it comes from the server.
    await page.reload()
    await hydrated(page)
    await expect(deletion.getByRole('status')).toContainText('will be deleted on')

    await deletion.getByRole('button', { name: 'Cancel the deletion' }).click()
    await expect(deletion.getByRole('status')).toContainText('The deletion is cancelled')
    await expect(deletion.getByRole('button', { name: 'Ask to delete the school' })).toBeVisible()
    await page.reload()
    await hydrated(page)
    await expect(deletion).not.toContainText('will be deleted on')
    await page.screenshot({ path: 'test-results/screenshots/settings-data.png', fullPage: true })

    // One student's data on its own, from the student's page.
    const mia = school.students.find((student) => student.firstName === 'Mia')!
    await page.goto(at(`/dashboard/students/${mia.profileId}`))
    await hydrated(page)
    const own = page.getByRole('region', { name: 'Export this student’s data' })
    await own.getByRole('button', { name: 'Prepare the export' }).click()
    await expect(own.getByRole('link', { name: /^Download student-.+\.zip/ })).toBeVisible({
      timeout: 30_000,
    })
    await expectAccessible(page, 'a student’s page with their export ready')
    await page.screenshot({ path: 'test-results/screenshots/student-data-export.png', fullPage: true })
  })
})
