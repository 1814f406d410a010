import type { Page } from '@playwright/test'
import { typeCode } from '../lessons/helpers'
import { expect, hydrated } from '../support/auth'
import { schoolUrl } from '../support/hosts'
import { chooseLanguage, expectPseudoGate } from '../support/pseudo-gate'
import { test } from '../support/school'

/**
 * The judge's own sentences in the page's language (decision 213): a check that passes with no
 * pass text in the lesson says what the judge saw in the child's language, not in English, and the
 * pseudo-locale gate reads it (it is no longer marked `lang="en"`). The code voice's explanation of
 * a mistake is said the same way (decision 220).
 */

const TURTLE_COURSE = 'turtle-art-in-javascript'
/** Two lines but the wrong corner: the line count passes (the judge's words), the end does not. */
const TWO_LINES = 'forward(100)\nright(90)\nforward(30)'

/** Opens the lesson's first code step, or the step the child was on when `next` is null. */
async function openCodeStep(page: Page, subdomain: string, next: RegExp | string) {
  await page.goto(schoolUrl(subdomain, '/student/courses'))
  // The card's last link is the course's lessons, in any language.
  await page.getByTestId('course-card').first().getByRole('link').last().click()
  await page.getByRole('link', { name: /Your First Lines of Code/ }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Your First Lines of Code' })).toBeVisible()
  await hydrated(page)
  await page.getByRole('button', { name: next }).click()
  await expect(page.locator('.cm-content')).toBeVisible()
}

/** Two lines and Run: the check the judge describes is the one that passes. */
async function runTwoLines(page: Page) {
  await typeCode(page, TWO_LINES)
  await page.getByTestId('run-button').click()
  const passed = page.getByTestId('checks').locator('li[data-passed="true"]')
  await expect(passed).toHaveCount(1)
  return passed
}

test.describe('the judge’s sentences in the page’s language', () => {
  test.describe.configure({ timeout: 120_000 })

  test('under the pseudo-locale the judge’s pass sentence is a message, and the gate reads it', async ({
    page,
    context,
    newSchool,
    loginAs,
  }) => {
    const school = await newSchool({ students: [{ password: 'pass-1234' }], course: TURTLE_COURSE })
    const subdomain = school.school.subdomain
    await loginAs(page, school.as.student())
    await chooseLanguage(context, subdomain, 'en-XA')
    await openCodeStep(page, subdomain, /⟦Ñéẋţ šţéþ/)
    const passed = await runTwoLines(page)
    await expect(passed).toContainText(/⟦Ţĥé ţúŕţļé ðŕéŵ ⟦2 ļíñéš/)
    await expect(passed.locator('[lang="en"]')).toHaveCount(0)
    await expectPseudoGate(page, 'a code step whose checks the judge described')
  })

  test('a child reads the judge’s sentence in Spanish, then in Arabic with its dual, right to left', async ({
    page,
    context,
    newSchool,
    loginAs,
  }) => {
    const school = await newSchool({ students: [{ password: 'pass-1234' }], course: TURTLE_COURSE })
    const subdomain = school.school.subdomain
    await loginAs(page, school.as.student())
    await chooseLanguage(context, subdomain, 'es')
    await openCodeStep(page, subdomain, 'Siguiente paso')
    const spanish = await runTwoLines(page)
    await expect(spanish).toContainText('La tortuga dibujó 2 líneas.')

    // The same step in Arabic: the lesson opens where the child was.
    await chooseLanguage(context, subdomain, 'ar')
    await page.reload()
    await hydrated(page)
    await expect(page.getByRole('heading', { level: 2, name: 'A corner' })).toBeVisible()
    const arabic = await runTwoLines(page)
    const sentence = arabic.getByText('رسمت السلحفاة خطّين.')
    await expect(sentence).toBeVisible()
    expect(await sentence.evaluate((el) => getComputedStyle(el).direction)).toBe('rtl')
  })

  test('a child who misspells a turtle word reads why in Spanish, the code as typed', async ({
    page,
    context,
    newSchool,
    loginAs,
  }) => {
    const school = await newSchool({ students: [{ password: 'pass-1234' }], course: TURTLE_COURSE })
    const subdomain = school.school.subdomain
    await loginAs(page, school.as.student())
    await chooseLanguage(context, subdomain, 'es')
    await openCodeStep(page, subdomain, 'Siguiente paso')
    await typeCode(page, 'forward(100)\nright(90)\nforwrd(50)')
    await page.getByTestId('run-button').click()
    const mistake = page.getByTestId('run-error')
    await expect(mistake).toHaveText(
      'Línea 3: forwrd no es una palabra que el ordenador conozca. ¿Querías decir forward?',
    )
    await expect(mistake.locator('[lang="en"]')).toHaveCount(0)
    await expect(mistake.locator('code')).toHaveText(['forwrd', 'forward'])
  })
})
