import type { Page } from '@playwright/test'
import { expect, hydrated } from '../support/auth'
import { expectAccessible } from '../support/axe'
import { schoolUrl } from '../support/hosts'
import { chooseLanguage, SCREENSHOTS } from '../support/pseudo-gate'
import { test } from '../support/school'

/**
 * A lesson in the child's language (decision 214): the blocks course ships in Spanish and Arabic,
 * so a child whose page is in Spanish or Arabic reads its texts, hints, quiz and check messages
 * in that language, each marked with its `lang`; the Arabic page is mirrored at 1024×768 while the
 * blocks and the turtle's canvas stay left to right.
 */

/** The free lessons live on the demo school's site (the tests' base address). */
const FREE = 'demo'

/** The lesson itself: the page's `<html lang>` says the language too. */
const player = (page: Page) => page.getByTestId('lesson-player')

test.describe('a blocks lesson in the child’s language', () => {
  test.describe.configure({ timeout: 180_000 })

  test('Spanish: a guest reads Meet the Turtle in Spanish, its hint and the check after a Run', async ({
    page,
    context,
  }) => {
    await chooseLanguage(context, FREE, 'es')
    await page.goto(schoolUrl(FREE, '/free-lessons'))
    await page.getByRole('link', { name: /Meet the Turtle/ }).click()
    await hydrated(page)
    const title = page.getByRole('heading', { level: 1, name: 'Conoce a la tortuga' })
    await expect(title).toBeVisible()
    await expect(title).toHaveAttribute('lang', 'es')
    await expect(page.getByRole('heading', { level: 2, name: '¡Hola, tortuga!' })).toHaveAttribute(
      'lang',
      'es',
    )
    await expect(player(page).locator('[lang="es"]', { hasText: 'Esta es la tortuga' })).toBeVisible()

    await page.getByTestId('step-first-walk').click()
    await expect(page.getByRole('heading', { level: 2, name: 'El primer paseo' })).toBeVisible()
    await expect(player(page).locator('[lang="es"]', { hasText: 'arrástralo debajo de' })).toBeVisible()
    await expect(page.locator('.blocklyFlyout', { hasText: 'avanzar' })).toBeVisible({ timeout: 30_000 })
    await page.getByRole('button', { name: /pista/i }).click()
    await expect(page.getByTestId('hints')).toContainText('Busca el bloque azul que dice avanzar.')
    await expect(page.getByTestId('hints').locator('[lang="es"]')).toHaveCount(1)
    await page.getByTestId('run-button').click()
    await expect(
      page.getByTestId('checks').locator('[lang="es"]', { hasText: 'La tortuga todavía no anduvo.' }),
    ).toBeVisible()

    await page.getByTestId('step-which-block').click()
    await expect(page.getByRole('heading', { level: 2, name: 'Pregunta rápida' })).toBeVisible()
    await expect(page.getByLabel('al pulsar Ejecutar')).toBeVisible()
  })

  test('Arabic at 1024×768: a student reads Meet the Turtle in Arabic, mirrored, the blocks and canvas left to right', async ({
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
    await page
      .getByRole('link', { name: /Meet the Turtle/ })
      .first()
      .click()
    await hydrated(page)
    const title = page.getByRole('heading', { level: 1, name: 'تعرّف على السلحفاة' })
    await expect(title).toBeVisible()
    await expect(title).toHaveAttribute('lang', 'ar')
    await expect(player(page).locator('[lang="ar"]', { hasText: 'هذه هي السلحفاة' })).toBeVisible()
    await expectAccessible(page, 'a blocks lesson in Arabic')
    await page.screenshot({ path: `${SCREENSHOTS}/ar-lesson-explanation.png` })

    await page.getByTestId('step-first-walk').click()
    await expect(page.getByRole('heading', { level: 2, name: 'أول مشوار' })).toHaveAttribute('lang', 'ar')
    await expect(page.locator('.blocklyFlyout', { hasText: 'تقدّم' })).toBeVisible({ timeout: 30_000 })
    for (const testId of ['blocks-editor', 'turtle-canvas']) {
      expect(await page.getByTestId(testId).evaluate((el) => getComputedStyle(el).direction)).toBe('ltr')
    }
    await page.getByTestId('run-button').click()
    await expect(
      page.getByTestId('checks').locator('[lang="ar"]', { hasText: 'لم تمشِ السلحفاة بعد.' }),
    ).toBeVisible()
    await page.screenshot({ path: `${SCREENSHOTS}/ar-lesson-translated.png` })
  })
})
