import { e2ePort } from '../../playwright.config'
import { expect, hydrated } from '../support/auth'
import { expectAccessible } from '../support/axe'
import { schoolHost, schoolUrl } from '../support/hosts'
import { chooseLanguage, expectPseudoGate, SCREENSHOTS } from '../support/pseudo-gate'
import { rawRequest } from '../support/raw-http'
import { test } from '../support/school'

/**
 * The product in the child's language (decision 204): the page's language comes from the device's
 * choice, else the browser's languages; the picker changes it at the same address; Arabic is laid
 * out right to left. The pseudo-locale gate: under it, every visible text of a translated screen
 * carries its markers (no inline string, no missing message) and fits its box.
 */

test.describe('languages', () => {
  test.describe.configure({ timeout: 120_000 })

  test('a guest gets the browser’s language; the picker changes it at the same address and it stays', async ({
    browser,
    newSchool,
  }) => {
    const school = await newSchool({ course: false })
    const context = await browser.newContext({ locale: 'es-MX' })
    const page = await context.newPage()
    await page.goto(schoolUrl(school.school.subdomain, '/login'))
    await expect(page.getByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('lang', 'es')
    await expect(page).toHaveTitle('Iniciar sesión · CodeSchool')
    // Spanish rules for the form, in Spanish.
    await hydrated(page)
    await page.getByRole('button', { name: 'Entrar' }).click()
    await expect(page.getByText('Escribe tu correo electrónico.')).toBeVisible()
    // The server's answers too (decision 219): a code no class has, refused in Spanish.
    await page.goto(schoolUrl(school.school.subdomain, '/join'))
    await hydrated(page)
    await page.getByRole('textbox', { name: 'Código de clase' }).fill('KTW4BX')
    await page.getByRole('button', { name: 'Ir', exact: true }).click()
    await expect(
      page.getByText('No encontramos ninguna clase con ese código. Revisa el código con tu docente.'),
    ).toBeVisible()
    await page.goto(schoolUrl(school.school.subdomain, '/login'))
    await hydrated(page)

    await page.getByLabel('Idioma').selectOption('ar')
    await expect(page.getByRole('heading', { level: 1, name: 'تسجيل الدخول' })).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    expect(new URL(page.url()).pathname).toBe('/login')
    // Remembered on the device: the next page is Arabic too, whatever the browser prefers.
    await page.goto(schoolUrl(school.school.subdomain, '/join'))
    await expect(page.getByRole('heading', { level: 1, name: 'انضم إلى صفك' })).toBeVisible()
    await expect(page.getByLabel('اللغة')).toHaveValue('ar')
    await context.close()
  })

  test('the server renders the chosen language: no English in the first HTML', async ({ newSchool }) => {
    const school = await newSchool({ course: false })
    const answer = await rawRequest(e2ePort, '/join', {
      host: schoolHost(school.school.subdomain),
      headers: { 'accept-language': 'ar,en;q=0.5' },
    })
    expect(answer.status).toBe(200)
    const html = answer.body
    expect(html).toMatch(/<html[^>]* lang="ar"[^>]* dir="rtl"/)
    expect(html).toContain('انضم إلى صفك')
    expect(html).not.toContain('Join your class')
  })

  test('the pseudo-locale gate: login, join and a class’s names show only looked-up words that fit', async ({
    page,
    context,
    newSchool,
  }) => {
    const school = await newSchool({ course: false })
    const subdomain = school.school.subdomain
    await chooseLanguage(context, subdomain, 'en-XA')
    await page.goto(schoolUrl(subdomain, '/login'))
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA')
    await expectPseudoGate(page, '/login, adults')
    await page.getByRole('tab', { name: /⟦Šţúðéñţ/ }).click()
    await expect(page.getByRole('textbox', { name: /Ûšéŕñáɱé/ })).toBeVisible()
    await expectPseudoGate(page, '/login, children')
    await page.getByRole('button', { name: /⟦Šíĝñ íñ/ }).click()
    await expect(page.getByText(/⟦Éñţéŕ ýóúŕ úšéŕñáɱé/)).toBeVisible()
    await expectPseudoGate(page, '/login, a form error')

    await page.goto(schoolUrl(subdomain, '/join'))
    await expectPseudoGate(page, '/join')
    await page.goto(schoolUrl(subdomain, `/join?code=${school.class!.joinCode}`))
    await expect(page.getByRole('heading', { level: 1, name: /⟦Ţáþ ýóúŕ ñáɱé/ })).toBeVisible()
    await expectPseudoGate(page, '/join, names')
  })

  test('Arabic, right to left at 1024×768: login, join, a class’s names', async ({
    page,
    context,
    newSchool,
  }) => {
    const school = await newSchool({ course: false })
    const subdomain = school.school.subdomain
    await chooseLanguage(context, subdomain, 'ar')
    await page.setViewportSize({ width: 1024, height: 768 })
    await page.goto(schoolUrl(subdomain, '/login'))
    await expect(page.getByRole('heading', { level: 1, name: 'تسجيل الدخول' })).toBeVisible()
    await hydrated(page)
    await expectAccessible(page, '/login in Arabic')
    await page.screenshot({ path: `${SCREENSHOTS}/ar-login.png` })
    await page.goto(schoolUrl(subdomain, '/join'))
    await expect(page.getByRole('heading', { level: 1, name: 'انضم إلى صفك' })).toBeVisible()
    await hydrated(page)
    await expectAccessible(page, '/join in Arabic')
    await page.screenshot({ path: `${SCREENSHOTS}/ar-join.png` })
    await page.goto(schoolUrl(subdomain, `/join?code=${school.class!.joinCode}`))
    await expect(page.getByRole('heading', { level: 1, name: 'اضغط على اسمك' })).toBeVisible()
    await hydrated(page)
    await expectAccessible(page, '/join names in Arabic')
    await page.screenshot({ path: `${SCREENSHOTS}/ar-join-names.png` })
  })

  test('a lesson’s frame: the pseudo-locale gate, then Arabic at 1024×768 with the code left to right', async ({
    page,
    context,
    newSchool,
    loginAs,
  }) => {
    const school = await newSchool({
      students: [{ password: 'pass-1234' }],
      course: 'turtle-art-in-javascript',
    })
    const subdomain = school.school.subdomain
    await loginAs(page, school.as.student())
    await page.goto(schoolUrl(subdomain, '/student/courses'))
    await page
      .getByRole('link', { name: /All lessons/ })
      .first()
      .click()
    await page.getByRole('link', { name: /Your First Lines of Code/ }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Your First Lines of Code' })).toBeVisible()
    const lessonUrl = page.url()

    await chooseLanguage(context, subdomain, 'en-XA')
    await page.goto(lessonUrl)
    await expect(page.getByTestId('lesson-status')).toHaveText(/⟦/)
    await expectPseudoGate(page, 'a lesson, its first step')
    await page.getByRole('button', { name: /⟦Ñéẋţ šţéþ/ }).click()
    await expect(page.getByTestId('run-button')).toBeVisible()
    await expectPseudoGate(page, 'a lesson, a code step')

    await chooseLanguage(context, subdomain, 'ar')
    await page.setViewportSize({ width: 1024, height: 768 })
    await page.goto(lessonUrl)
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    // The first visit read the first step: the lesson is under way.
    await expect(page.getByTestId('lesson-status')).toHaveText('قيد التقدّم')
    await hydrated(page)
    await page.getByRole('button', { name: 'الخطوة التالية' }).click()
    await expect(page.getByTestId('run-button')).toHaveText(/تشغيل/)
    await expect(page.locator('.cm-content')).toBeVisible()
    // The code and its editor read left to right inside the mirrored page.
    expect(await page.locator('.cm-content').evaluate((el) => getComputedStyle(el).direction)).toBe('ltr')
    await expectAccessible(page, 'a lesson in Arabic')
    await page.screenshot({ path: `${SCREENSHOTS}/ar-lesson.png` })
  })

  test('a child’s choice is kept on their account: another device opens in it', async ({
    page,
    browser,
    newSchool,
    loginAs,
  }) => {
    const school = await newSchool({
      students: [{ password: 'pass-1234' }],
      course: 'turtle-art-in-javascript',
    })
    const child = school.as.student()
    await loginAs(page, child)
    await page.goto(schoolUrl(school.school.subdomain, '/student/courses'))
    await hydrated(page)
    await page.getByLabel('Language').selectOption('es')
    await expect(page.locator('html')).toHaveAttribute('lang', 'es')
    await expect(page.getByRole('link', { name: 'Mis cursos' })).toBeVisible()

    const otherDevice = await browser.newContext()
    const otherPage = await otherDevice.newPage()
    await loginAs(otherPage, child)
    await otherPage.goto(schoolUrl(school.school.subdomain, '/student/courses'))
    await expect(otherPage.locator('html')).toHaveAttribute('lang', 'es')
    await expect(otherPage.getByRole('link', { name: 'Mis cursos' })).toBeVisible()
    await otherDevice.close()
  })

  test('a school’s default language: set by its admin, for browsers that ask for none of ours', async ({
    page,
    newSchool,
    loginAs,
  }) => {
    const school = await newSchool({ course: false })
    const host = schoolHost(school.school.subdomain)
    const guest = (acceptLanguage: string) =>
      rawRequest(e2ePort, '/login', { host, headers: { 'accept-language': acceptLanguage } })
    expect((await guest('fr-FR,fr;q=0.9')).body).toMatch(/<html[^>]* lang="en"/)

    await loginAs(page, school.as.admin)
    await page.goto(schoolUrl(school.school.subdomain, '/dashboard/settings'))
    await hydrated(page)
    await page.getByLabel("Language of the school's pages").selectOption('es')
    await page.getByRole('button', { name: 'Save details' }).click()
    await expect(page.getByText('Saved.')).toBeVisible()

    expect((await guest('fr-FR,fr;q=0.9')).body).toMatch(/<html[^>]* lang="es"/)
    // A browser that asks for one of ours still gets it.
    expect((await guest('ar')).body).toMatch(/<html[^>]* lang="ar"/)
  })
})
