import type { Page } from '@playwright/test'
import { expect, hydrated, signOutThroughApi, test } from '../support/auth'
import { editorText, studentPersona, typeCode } from './helpers'

// Record 027, item 11: a student session ends (2 hours, or signed out elsewhere) while the child
// is typing; the save gets a 401 and the browser is signed out, but the unsaved code stays for
// that child only and reaches the server when they sign in again.

const LESSON = 'Pen and Colour'
const STEP = 'two-squares'
const COPY_PREFIX = 'codeschool.code.v1:'

async function openStep(page: Page) {
  await page.goto('/student/courses')
  await hydrated(page)
  await page
    .getByTestId('course-card')
    .filter({ hasText: 'Turtle Art in JavaScript' })
    .getByRole('link', { name: /All lessons/ })
    .click()
  await page.getByRole('link', { name: new RegExp(LESSON) }).click()
  await expect(page.getByRole('heading', { level: 1, name: LESSON })).toBeVisible()
  await hydrated(page)
  await page.getByTestId(`step-${STEP}`).click()
  await expect(page.locator('.cm-content')).toBeVisible()
}

/** Local copies of this step's code in the browser, as {owner: {code, dirty}}. */
function copiesOfStep(page: Page) {
  return page.evaluate(
    ([prefix, step]) => {
      const found: Record<string, { code: string; dirty: boolean }> = {}
      for (let n = 0; n < localStorage.length; n++) {
        const key = localStorage.key(n)!
        if (!key.startsWith(prefix) || !key.endsWith(`:${step}`)) continue
        const value = JSON.parse(localStorage.getItem(key)!) as { code: string; dirty: boolean }
        found[key.slice(prefix.length).split(':')[0]!] = { code: value.code, dirty: value.dirty }
      }
      return { copies: found, keys: Object.keys(localStorage) }
    },
    [COPY_PREFIX, STEP] as const,
  )
}

test('unsaved code survives the session ending, and only its own child gets it back', async ({
  page,
  request,
  loginAs,
}) => {
  test.setTimeout(120_000)
  const grace = await loginAs(page, studentPersona('grace'))
  const graceProfile = grace.answer.user.profiles.find((p) => p.account.subdomain === 'demo')!.uuid
  await openStep(page)
  await expect(page.getByTestId('save-status')).toHaveAttribute('data-status', 'saved')

  // The session ends on the server; the child keeps typing and the next save gets a 401.
  await signOutThroughApi(request, grace)
  const code = `// grace before the bell ${Date.now()}\nforward(40)\n`
  await typeCode(page, code)
  await page.waitForURL((url) => !url.pathname.startsWith('/student/lesson'))
  const afterSignOut = await copiesOfStep(page)
  expect(afterSignOut.copies[graceProfile]).toEqual({ code, dirty: true })
  expect(afterSignOut.keys.filter((key) => key.startsWith('session:'))).toEqual([])

  // Another child signs in on the same computer: not shown, not sent, still kept for grace.
  await loginAs(page, studentPersona('alan'))
  await openStep(page)
  await expect.poll(() => editorText(page)).not.toContain('grace before the bell')
  expect((await copiesOfStep(page)).copies[graceProfile]).toEqual({ code, dirty: true })

  // Grace signs in again: her landing page sends the code, and the server has it.
  await loginAs(page, studentPersona('grace'))
  await page.goto('/student/courses')
  await hydrated(page)
  await expect
    .poll(async () => (await copiesOfStep(page)).copies[graceProfile]?.dirty, { timeout: 20_000 })
    .toBe(false)
  await page.evaluate(() => localStorage.clear())
  await openStep(page)
  await expect.poll(() => editorText(page)).toContain('grace before the bell')
})
