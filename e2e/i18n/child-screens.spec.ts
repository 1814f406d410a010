import type { Page } from '@playwright/test'
import { expect, hydrated } from '../support/auth'
import { expectAccessible } from '../support/axe'
import { schoolUrl } from '../support/hosts'
import { chooseLanguage, expectPseudoGate, SCREENSHOTS } from '../support/pseudo-gate'
import { test } from '../support/school'

/**
 * The child's and the guest's screens in every language (decision 204): under the pseudo-locale
 * every visible word is looked up and fits (a lesson's code step after a Run, the blocks editor
 * with its blocks to pick, My courses, a course, free lessons, a shared lesson); a child in
 * Spanish runs a lesson and reads the result in Spanish; Arabic is mirrored at 1024×768 with the
 * code and the blocks left to right.
 */

/** The free lessons live on the demo school's site (the tests' base address). */
const FREE = 'demo'
const TURTLE_COURSE = 'turtle-art-in-javascript'

/** Opens the free blocks lesson's first exercise and waits for its blocks to pick. */
async function openFreeBlocksExercise(page: Page) {
  await page.goto(schoolUrl(FREE, '/free-lessons'))
  await page.getByRole('link', { name: /Meet the Turtle/ }).click()
  await hydrated(page)
  await page.getByTestId('step-first-walk').click()
  await expect(page.locator('.blocklyFlyout g.blocklyDraggable').first()).toBeVisible({ timeout: 30_000 })
}

test.describe('the child’s and the guest’s screens in every language', () => {
  test.describe.configure({ timeout: 180_000 })

  test('the pseudo-locale gate: My courses, a course, a code step after a Run', async ({
    page,
    context,
    newSchool,
    loginAs,
  }) => {
    const school = await newSchool({ students: [{ password: 'pass-1234' }], course: TURTLE_COURSE })
    const subdomain = school.school.subdomain
    await loginAs(page, school.as.student())
    await chooseLanguage(context, subdomain, 'en-XA')
    await page.goto(schoolUrl(subdomain, '/student/courses'))
    await expect(page.getByRole('heading', { level: 1, name: /⟦Ṁý çóúŕšéš/ })).toBeVisible()
    await expect(page).toHaveTitle(/⟦Ṁý çóúŕšéš/)
    await expectPseudoGate(page, 'My courses')

    await page
      .getByRole('link', { name: /⟦Åļļ ļéššóñš/ })
      .first()
      .click()
    await expect(page.getByTestId('lesson-item').first()).toBeVisible()
    await expectPseudoGate(page, 'a course’s lessons')

    await page.getByRole('link', { name: /Your First Lines of Code/ }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Your First Lines of Code' })).toBeVisible()
    await hydrated(page)
    await page.getByRole('button', { name: /⟦Ñéẋţ šţéþ/ }).click()
    await expect(page.locator('.cm-content')).toBeVisible()
    await page.getByTestId('run-button').click()
    await expect(page.getByTestId('checks')).toContainText('⟦')
    await expect(page.getByTestId('drawing-summary')).toContainText(/⟦Ţĥé ţúŕţļé/)
    await expectPseudoGate(page, 'a code step after a Run')
  })

  test('the pseudo-locale gate: free lessons and the blocks editor with its blocks to pick', async ({
    page,
    context,
  }) => {
    await chooseLanguage(context, FREE, 'en-XA')
    await page.goto(schoolUrl(FREE, '/free-lessons'))
    await expect(page.getByRole('heading', { level: 1, name: /⟦Ƒŕéé ļéššóñš/ })).toBeVisible()
    await expectPseudoGate(page, 'free lessons')

    await openFreeBlocksExercise(page)
    // The blocks say their words through the page's messages.
    await expect(page.locator('.blocklyFlyout g.blocklyDraggable', { hasText: '⟦' }).first()).toBeVisible()
    await expect(page.locator('.blocklyFlyout', { hasText: 'move forward' })).toHaveCount(0)
    await expectPseudoGate(page, 'a free blocks lesson, its blocks to pick')
  })

  test('the pseudo-locale gate: a lesson a teacher shared', async ({ page, browser, newSchool, loginAs }) => {
    const school = await newSchool({ paid: true })
    await loginAs(page, school.as.teacher)
    await page.goto(schoolUrl(school.school.subdomain, '/dashboard/courses'))
    await page.getByTestId('course-card').filter({ hasText: 'Turtle Art' }).getByRole('link').click()
    await hydrated(page)
    const item = page.getByTestId('course-item').filter({ hasText: 'Pen and Colour' })
    if ((await item.getByTestId('share-url').count()) === 0)
      await item.getByRole('button', { name: /^Share/ }).click()
    const url = (await item.getByTestId('share-url').innerText()).trim()
    expect(url).toMatch(/\/share\/lesson\/[0-9a-f-]{36}$/)

    const guest = await browser.newContext()
    const host = new URL(url).hostname
    await guest.addCookies([{ name: 'locale', value: 'en-XA', domain: host, path: '/' }])
    const visitor = await guest.newPage()
    await visitor.goto(url)
    await expect(visitor.getByRole('heading', { level: 1, name: 'Pen and Colour' })).toBeVisible()
    await expect(visitor.getByText(/⟦Å ļéššóñ šĥáŕéð/)).toBeVisible()
    await expectPseudoGate(visitor, 'a shared lesson')
    await guest.close()
  })

  test('a child in Spanish signs in, opens a lesson, runs it and reads the result in Spanish', async ({
    page,
    context,
    newSchool,
    loginAs,
  }) => {
    const school = await newSchool({ students: [{ password: 'pass-1234' }], course: TURTLE_COURSE })
    const subdomain = school.school.subdomain
    await loginAs(page, school.as.student())
    await chooseLanguage(context, subdomain, 'es')
    await page.goto(schoolUrl(subdomain, '/student/courses'))
    await expect(page.getByRole('heading', { level: 1, name: 'Mis cursos' })).toBeVisible()
    await expect(page).toHaveTitle('Mis cursos · CodeSchool')
    await expect(page.getByTestId('course-card').first()).toContainText('0 de')
    await page
      .getByRole('link', { name: /^Todas las lecciones/ })
      .first()
      .click()
    await expect(page.getByText('Grandes ideas:').first()).toBeVisible()
    await page.getByRole('link', { name: /Your First Lines of Code/ }).click()
    await hydrated(page)
    await page.getByRole('button', { name: 'Siguiente paso' }).click()
    await page.getByTestId('run-button').click()
    await expect(page.getByTestId('checks')).toContainText(/Comprobaciones: \d+ de \d+ superadas/)
    await expect(page.getByTestId('drawing-summary')).toContainText('La tortuga dibujó')
    await expect(page.getByTestId('drawing-summary')).toContainText('La tortuga está')
    await expect(page.getByTestId('turtle-canvas')).toHaveAttribute('aria-label', /^Dibujo de la tortuga\./)
  })

  test('Arabic at 1024×768: My courses and a blocks lesson, mirrored, the blocks left to right', async ({
    page,
    context,
    newSchool,
    loginAs,
  }) => {
    const school = await newSchool({
      students: [{ password: 'pass-1234' }],
      course: 'first-steps-with-blocks',
    })
    const subdomain = school.school.subdomain
    await loginAs(page, school.as.student())
    await chooseLanguage(context, subdomain, 'ar')
    await page.setViewportSize({ width: 1024, height: 768 })
    await page.goto(schoolUrl(subdomain, '/student/courses'))
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await expect(page.getByRole('heading', { level: 1, name: 'دوراتي' })).toBeVisible()
    await hydrated(page)
    await expectAccessible(page, 'My courses in Arabic')
    await page.screenshot({ path: `${SCREENSHOTS}/ar-student-courses.png` })

    await chooseLanguage(context, FREE, 'ar')
    await openFreeBlocksExercise(page)
    await expect(page.locator('.blocklyFlyout', { hasText: 'تقدّم' })).toBeVisible()
    await expect(
      page.locator('svg.blocklySvg > .blocklyWorkspace > .blocklyBlockCanvas', {
        hasText: 'عند الضغط على تشغيل',
      }),
    ).toBeVisible()
    // The blocks' area reads left to right inside the mirrored page.
    expect(await page.getByTestId('blocks-editor').evaluate((el) => getComputedStyle(el).direction)).toBe(
      'ltr',
    )
    await page.getByTestId('run-button').click()
    await expect(page.getByTestId('drawing-summary')).toContainText('الصورة فارغة')
    await page.screenshot({ path: `${SCREENSHOTS}/ar-blocks-lesson.png` })
  })
})
