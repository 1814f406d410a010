import { hydrated } from '../support/auth'
import { schoolUrl } from '../support/hosts'
import { expect, test } from '../support/school'
import { csvFile, expectAccessible, letterTag, shoot } from './support-school'

test.describe('a teacher makes a class', () => {
  test('creates a picture-login class, fills it from a class list and prints the login cards', async ({
    page,
    loginAs,
    newSchool,
  }) => {
    test.setTimeout(300_000)
    // A paid school of its own whose teacher already has a class (a school's first class opens on
    // its join instructions instead): the new class and its three children touch nobody else's data.
    const school = await newSchool({ paid: true })
    const at = (path: string) => schoolUrl(school.school.subdomain, path)
    const tag = letterTag()
    const className = `Ladybirds ${tag}`
    await loginAs(page, school.as.teacher)
    await page.goto(at('/dashboard/groups'))
    await hydrated(page)
    await expect(page.getByRole('heading', { name: 'Classes', level: 1 })).toBeVisible()
    await shoot(page, 'classes-list')
    await expectAccessible(page, 'classes list')

    await page.getByRole('link', { name: 'New class' }).click()
    await expect(page.getByRole('heading', { name: 'New class' })).toBeVisible()
    await page.getByLabel('Class name').fill(className)
    await page.getByLabel('Grade').selectOption({ label: 'Grade 1 (ages 6–7)' })
    await page.getByRole('radio', { name: /Picture login/ }).check()
    await expect(page.getByRole('checkbox', { name: /Allow quick join/ })).toBeChecked()
    const firstCourse = page.getByRole('group', { name: 'Courses' }).getByRole('checkbox').first()
    await firstCourse.check()
    await shoot(page, 'classes-new')
    await expectAccessible(page, 'new class form')
    await page.getByRole('button', { name: 'Create class' }).click()

    await expect(page.getByRole('heading', { name: className, level: 1 })).toBeVisible()
    const code = (await page.getByTestId('join-code').textContent())?.trim() ?? ''
    expect(code).toMatch(/^[ABCDEFGHJKMNPRTUVWXY3479]{6}$/)
    await expect(page.getByText(`/join?code=${code}`).first()).toBeVisible()

    // Three children from a class list (a teacher may import into their own classes).
    await page.getByRole('link', { name: 'Import a class list', exact: true }).click()
    await page.getByLabel('Class list (CSV)').setInputFiles(
      csvFile('ladybirds.csv', [
        ['First name', 'Last name', 'Class', 'Grade'],
        ['Amy', `Bell${tag.toLowerCase()}`, className, '1'],
        ['Ben', 'Carter', className, '1'],
        ['Cleo', 'Diaz', className, '1'],
      ]),
    )
    await page.getByRole('button', { name: 'Check the file' }).click()
    // The check and the import may wait behind import-500.spec.ts on the one job queue.
    await page.getByRole('button', { name: 'Import 3 students' }).click({ timeout: 120_000 })
    await expect(page.getByText('3 students imported')).toBeVisible({ timeout: 120_000 })

    await page.goto(at('/dashboard/groups'))
    await page.getByRole('link', { name: new RegExp(className) }).click()
    await expect(page.getByRole('heading', { name: className, level: 1 })).toBeVisible()
    await expect(page.getByRole('table', { name: 'Students in this class' }).getByRole('row')).toHaveCount(4)
    await shoot(page, 'classes-page')
    await expectAccessible(page, 'class page')

    // Login cards: one per child, printed with the browser's print dialog.
    await page.getByRole('link', { name: 'Print login cards' }).click()
    const sheet = page.getByRole('region', { name: `Login cards for ${className}` })
    await expect(sheet.getByRole('listitem')).toHaveCount(3)
    await expect(sheet.getByText('Amy B.')).toBeVisible()
    await expect(sheet.getByText(code).first()).toBeVisible()
    await shoot(page, 'classes-login-cards')
    await expectAccessible(page, 'login cards')
    await page.evaluate(() => {
      ;(window as unknown as { printed: number }).printed = 0
      window.print = () => {
        ;(window as unknown as { printed: number }).printed++
      }
    })
    await page.getByRole('button', { name: 'Print' }).click()
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1)
    await page.emulateMedia({ media: 'print' })
    await expect(page.getByRole('navigation', { name: 'Dashboard' })).toBeHidden()
    await page
      .pdf?.({ path: 'test-results/screenshots/school/classes-login-cards.pdf', format: 'A4' })
      .catch(() => {})
    await shoot(page, 'classes-login-cards-print')
  })
})
