import type { Page } from '@playwright/test'
import { csvFile, letterTag } from '../school/support-school'
import { expect, hydrated } from '../support/auth'
import { schoolUrl } from '../support/hosts'
import { chooseLanguage, expectPseudoGate, SCREENSHOTS } from '../support/pseudo-gate'
import { test } from '../support/school'

/**
 * The teacher's and the school admin's screens in the page's language (issue 27, decision 204):
 * under the pseudo-locale every visible text of the console carries its markers and fits its box;
 * a teacher who chooses Spanish on their profile works in Spanish from then on; Arabic lays the
 * console out mirrored, tables too.
 */

/** Opens a console screen and waits for its heading, then the gate. */
async function gate(page: Page, url: string, screen: string) {
  await page.goto(url)
  // A screen's heading may be a name someone typed; the rest of its page has the product's words.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByRole('main')).toContainText('⟦')
  await expectPseudoGate(page, screen)
}

test.describe('the console in the teacher’s language', () => {
  test.describe.configure({ timeout: 240_000 })

  test('the pseudo-locale gate over a teacher’s screens', async ({ page, context, newSchool, loginAs }) => {
    const school = await newSchool({ students: [{ password: 'pass-1234' }, {}] })
    const subdomain = school.school.subdomain
    const at = (path: string) => schoolUrl(subdomain, path)
    const classId = school.class!.id
    const studentId = school.students[0]!.profileId
    await loginAs(page, school.as.teacher)
    await chooseLanguage(context, subdomain, 'en-XA')

    await gate(page, at('/dashboard/overview'), 'the overview, a teacher')
    await gate(page, at('/dashboard/profile'), 'the profile')
    await gate(page, at('/dashboard/setup'), 'the setup wizard')
    await gate(page, at('/dashboard/groups'), 'the classes')
    await gate(page, at('/dashboard/groups?archived=true'), 'the archived classes')
    await gate(page, at('/dashboard/groups/new'), 'a new class')
    await page.getByRole('button', { name: /⟦Çŕéáţé çļášš/ }).click()
    await expect(page.getByText(/⟦Ĝíṽé ţĥé çļášš á ñáɱé/).first()).toBeVisible()
    await expectPseudoGate(page, 'a new class, a form error')
    await gate(page, at(`/dashboard/groups/${classId}`), 'a class')
    await gate(page, at('/dashboard/students'), 'the students')
    await gate(page, at(`/dashboard/students/${studentId}/edit`), 'editing a student')
    // With its sign-in card (decision 217).
    await gate(page, at(`/dashboard/students/${studentId}`), 'a student')
    await gate(page, at('/dashboard/progress'), 'the progress dashboards')
    await gate(page, at('/dashboard/students/import'), 'importing students')
    await page.getByLabel(/⟦Çļášš ļíšţ/).setInputFiles(
      csvFile('owls.csv', [
        ['First name', 'Last name', 'Class', 'Grade'],
        ['Amy', `Bell${letterTag().toLowerCase()}`, school.class!.name, '1'],
      ]),
    )
    await page.getByRole('button', { name: /⟦Çĥéçķ ţĥé ƒíļé/ }).click()
    await expect(page.getByRole('heading', { level: 1 })).toContainText('⟦Çĥéçķ')
    await expectPseudoGate(page, 'an import to check')
  })

  test('the pseudo-locale gate over an admin’s screens', async ({ page, context, newSchool, loginAs }) => {
    const school = await newSchool({ teachers: 1 })
    const subdomain = school.school.subdomain
    const at = (path: string) => schoolUrl(subdomain, path)
    await loginAs(page, school.as.admin)
    await chooseLanguage(context, subdomain, 'en-XA')

    await gate(page, at('/dashboard/overview'), 'the overview, an admin')
    await gate(page, at('/dashboard/groups'), 'the classes, an admin')
    await page.getByRole('button', { name: /⟦Éñð ţĥé šçĥóóļ ýéáŕ/ }).click()
    // The dialog's words carry their markers and fit it. (The gate reads the whole page, and a modal
    // dialog hides the rest of it from screen readers, so it looks at the dialog alone here.)
    const dialog = page.getByRole('dialog')
    await expect(dialog.getByRole('heading')).toHaveText(/^⟦Éñð ţĥé šçĥóóļ ýéáŕ\?/)
    await expect(dialog.getByRole('listitem')).toContainText('⟦')
    await expect(dialog.getByRole('button', { name: /⟦Éñð ţĥé ýéáŕ ƒóŕ 1 çļášš/ })).toBeVisible()
    expect(await dialog.evaluate((box) => box.scrollWidth <= box.clientWidth)).toBe(true)
    await page.keyboard.press('Escape')
    await gate(page, at('/dashboard/students/new'), 'adding a student')
    await gate(page, at('/dashboard/teachers'), 'the teachers and admins')
    await gate(page, at('/dashboard/teachers/new'), 'inviting a teacher')
    // With its sign-in link card (decision 217).
    await gate(page, at(`/dashboard/teachers/${school.teachers[0]!.profileId}/edit`), 'a teacher')
  })

  test('a teacher chooses Español on their profile: a class, its join code and a student, in Spanish', async ({
    page,
    browser,
    newSchool,
    loginAs,
  }) => {
    const school = await newSchool()
    const subdomain = school.school.subdomain
    const at = (path: string) => schoolUrl(subdomain, path)
    const className = `Búhos ${letterTag()}`
    await loginAs(page, school.as.teacher)
    await page.goto(at('/dashboard/profile'))
    await hydrated(page)
    await page.getByLabel('Language').selectOption('es')
    await expect(page.getByRole('heading', { level: 1, name: 'Mi perfil' })).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('lang', 'es')
    await expect(page).toHaveTitle('Mi perfil · CodeSchool')

    await page.getByRole('navigation', { name: 'Panel' }).getByRole('link', { name: 'Clases' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Clases' })).toBeVisible()
    await hydrated(page)
    await page.getByRole('link', { name: 'Nueva clase' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Nueva clase' })).toBeVisible()
    // The form's rules answer in Spanish.
    await page.getByRole('button', { name: 'Crear la clase' }).click()
    await expect(page.getByText('Ponle un nombre a la clase.')).toBeVisible()
    await page.getByLabel('Nombre de la clase').fill(className)
    await page.getByRole('button', { name: 'Crear la clase' }).click()

    await expect(page.getByRole('heading', { level: 1, name: className })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Código para unirse' })).toBeVisible()
    const code = (await page.getByTestId('join-code').textContent())?.trim() ?? ''
    expect(code).toMatch(/^[A-Z0-9]{6}$/)
    await expect(page.getByText('Todavía no hay alumnos. Comparte el código o')).toBeVisible()

    // A student, from a one-line class list.
    await page.getByRole('link', { name: 'Importar una lista de clase', exact: true }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Importar alumnos' })).toBeVisible()
    await hydrated(page)
    await page.getByLabel('Lista de clase (CSV)').setInputFiles(
      csvFile('buhos.csv', [
        ['First name', 'Last name', 'Class'],
        ['Lucía', 'Pérez', className],
      ]),
    )
    await page.getByRole('button', { name: 'Revisar el archivo' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Revisa la importación' })).toBeVisible()
    await expect(page.getByText('Listo: se añadirá 1 alumno, todo de una vez.')).toBeVisible()
    await page.getByRole('button', { name: 'Importar 1 alumno' }).click()
    await expect(page.getByText('1 alumno importado')).toBeVisible({ timeout: 120_000 })

    await page.goto(at('/dashboard/groups'))
    await page.getByRole('link', { name: new RegExp(className) }).click()
    const members = page.getByRole('table', { name: 'Alumnos de esta clase' })
    await expect(members.getByRole('row')).toHaveCount(2)
    await expect(members.getByRole('link', { name: /Lucía/ })).toBeVisible()
    await expect(members.getByRole('columnheader', { name: 'Última actividad' })).toBeVisible()
    await expect(members.getByRole('cell', { name: 'Nunca' })).toBeVisible()

    // Kept on the account: another computer opens the console in Spanish.
    const otherDevice = await browser.newContext()
    const otherPage = await otherDevice.newPage()
    await loginAs(otherPage, school.as.teacher)
    await otherPage.goto(at('/dashboard/overview'))
    await expect(otherPage.locator('html')).toHaveAttribute('lang', 'es')
    await expect(otherPage.getByRole('link', { name: 'Resumen' })).toBeVisible()
    await otherDevice.close()
  })

  test('Arabic at 1024×768: the dashboard and a class page mirrored, their tables too', async ({
    page,
    context,
    newSchool,
    loginAs,
  }) => {
    const school = await newSchool()
    const subdomain = school.school.subdomain
    await loginAs(page, school.as.teacher)
    await chooseLanguage(context, subdomain, 'ar')
    await page.setViewportSize({ width: 1024, height: 768 })

    await page.goto(schoolUrl(subdomain, '/dashboard/overview'))
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await expect(page.getByRole('navigation', { name: 'لوحة التحكم' })).toBeVisible()
    await hydrated(page)
    // The menu is on the right of the page's content.
    const menu = await page.getByRole('navigation', { name: 'لوحة التحكم' }).boundingBox()
    const main = await page.locator('main').boundingBox()
    expect(menu!.x).toBeGreaterThan(main!.x)
    await page.screenshot({ path: `${SCREENSHOTS}/ar-dashboard.png` })

    await page.goto(schoolUrl(subdomain, `/dashboard/groups/${school.class!.id}`))
    const members = page.getByRole('table', { name: 'طلاب هذا الصف' })
    await expect(members).toBeVisible()
    await hydrated(page)
    // The table reads from the right: its first column (the name) is its rightmost.
    const nameHeader = await members.getByRole('columnheader', { name: 'الاسم' }).boundingBox()
    const lastActive = await members.getByRole('columnheader', { name: 'آخر نشاط' }).boundingBox()
    expect(nameHeader!.x).toBeGreaterThan(lastActive!.x)
    await page.screenshot({ path: `${SCREENSHOTS}/ar-class.png`, fullPage: true })
  })
})
