import type { Page } from '@playwright/test'
import { pseudoText } from '../../src/lib/i18n/catalogues'
import { DEMO_ADULT_PASSWORD } from '../../src/server/db/seed/demo-accounts'
import { expect, hydrated } from '../support/auth'
import { schoolUrl } from '../support/hosts'
import type { Persona } from '../support/personas'
import { chooseLanguage, expectPseudoGate, SCREENSHOTS } from '../support/pseudo-gate'
import { test } from '../support/school'

/**
 * The template editor, the review queue, resources and a course's share links in the page's
 * language (issue 27): under the pseudo-locale every visible text, label and title of these screens
 * carries its markers and fits its box; lesson content stays as written and says it is English;
 * the template editor in Arabic at 1024×768, its code left to right.
 */

/** The lesson editor of the demo data (a staff user, an admin at demo). */
const editor: Persona = {
  kind: 'adult',
  login: 'editor@staff.test',
  password: DEMO_ADULT_PASSWORD,
  school: 'demo',
  visitorType: 'admin',
  paid: true,
}

// Opened only, never saved: no other spec edits this lesson.
const COURSE = 'JavaScript Basics'
const LESSON = 'Making Decisions'

/** The English words as the pseudo-locale says them, markers and padding included. */
const xa = (english: string) => pseudoText(english)
/** The start of a pseudo-locale text, for a name that goes on after it. */
const xaStart = (english: string) =>
  xa(english)
    .replace(/ [·~]+⟧$/, '')
    .replace(/⟧$/, '')

/** Waits for a screen's heading and the page's words, then the gate. */
async function gate(page: Page, url: string, screen: string) {
  await page.goto(url)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByRole('main')).toContainText('⟦')
  await expectPseudoGate(page, screen)
}

/** The template's editor address, found in English from the teacher's preview of the lesson. */
async function templateAddress(page: Page): Promise<string> {
  await page.goto(schoolUrl('demo', '/dashboard/courses'))
  await hydrated(page)
  await page.getByTestId('course-card').filter({ hasText: COURSE }).getByRole('link').click()
  await expect(page.getByRole('heading', { level: 1, name: COURSE })).toBeVisible()
  await page
    .getByTestId('course-item')
    .filter({ hasText: LESSON })
    .getByRole('link', { name: /Preview/ })
    .click()
  await expect(page.getByRole('heading', { level: 1, name: LESSON })).toBeVisible()
  await hydrated(page)
  await page.getByRole('button', { name: 'Edit lesson' }).click()
  await expect(page.getByRole('heading', { level: 1, name: `Edit lesson: ${LESSON}` })).toBeVisible()
  return page.url()
}

test.describe('the editor’s and the teacher’s tools in the page’s language', () => {
  test.describe.configure({ timeout: 240_000 })

  test('the pseudo-locale gate over the template editor and its preview', async ({
    page,
    context,
    loginAs,
  }) => {
    await loginAs(page, editor)
    const address = await templateAddress(page)
    await chooseLanguage(context, 'demo', 'en-XA')

    await gate(page, address, 'the template editor')
    // Its own words, the lesson's as written: the heading says the lesson's title in English.
    await expect(page.getByRole('heading', { level: 1 })).toContainText(xaStart('Edit lesson:'))
    await expect(page.getByRole('heading', { level: 1 }).locator('[lang="en"]')).toHaveText(LESSON)
    // A rule of the form answers in the page's language: a checks box that is not JSON.
    await page.getByLabel(xa('Checks (JSON)')).first().fill('[')
    await page.getByRole('button', { name: xa('Save draft') }).click()
    await expect(page.getByText(xaStart('checks must be JSON')).first()).toBeVisible()
    await expectPseudoGate(page, 'the template editor, a field error')

    await page.getByRole('link', { name: xa('Preview the saved draft') }).click()
    await expect(
      page.getByText(xa('Preview of the saved draft, as a student sees it. Nothing is saved.')),
    ).toBeVisible()
    await expectPseudoGate(page, 'the template preview')
  })

  test('the pseudo-locale gate over the review queue, resources and a course’s share links', async ({
    page,
    context,
    newSchool,
    loginAs,
  }) => {
    const school = await newSchool({
      paid: true,
      course: 'first-steps-with-blocks',
      workLesson: 'blocks-colors',
      students: [
        {
          work: {
            step: 'rainbow-square',
            blocks: [
              {
                type: 'when_run',
                body: [
                  { type: 'color', fields: { COLOR: 'red' } },
                  { type: 'forward', fields: { STEPS: 100 } },
                ],
              },
            ],
          },
        },
        {},
      ],
    })
    const subdomain = school.school.subdomain
    const at = (path: string) => schoolUrl(subdomain, path)
    await loginAs(page, school.as.teacher)

    // The queue's address, from the class page in English.
    await page.goto(at(`/dashboard/groups/${school.class!.id}`))
    await page.locator('summary', { hasText: 'First Steps with Blocks' }).click()
    await page.getByRole('link', { name: 'Review this lesson: Colors' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Review: Colors' })).toBeVisible()
    const queue = page.url()
    await chooseLanguage(context, subdomain, 'en-XA')

    await gate(page, queue, 'the review queue')
    await expect(page.getByRole('button', { name: xa('Download review results (CSV)') })).toBeVisible()
    await expect(page.getByTestId('queue-code').getByRole('listitem').first()).toContainText(
      'when Run is clicked',
    )

    await gate(page, at('/dashboard/resources'), 'the resources')
    await page.getByRole('button', { name: xa('Add a resource') }).click()
    const form = page.getByRole('form', { name: xa('Add a resource') })
    await form.getByRole('button', { name: xa('Add resource') }).click()
    await expect(form.getByText(xa('Give the resource a title.'))).toBeVisible()
    await expectPseudoGate(page, 'adding a resource, a form error')

    await gate(page, at('/dashboard/courses'), 'the courses')
    await gate(page, at(`/dashboard/courses/${school.course!.id}`), 'a course')
    const lesson = page.getByTestId('course-item').first()
    await lesson.getByRole('button', { name: new RegExp(`^${xaStart('Share')}`) }).click()
    await expect(lesson.getByTestId('share-url')).toContainText('/share/lesson/')
    await expect(lesson.getByRole('button', { name: xa('Copy link') })).toBeVisible()
    await expectPseudoGate(page, 'a course with a share link')
  })

  test('the template editor in Arabic at 1024×768: its words from the right, code from the left', async ({
    page,
    context,
    loginAs,
  }) => {
    await loginAs(page, editor)
    const address = await templateAddress(page)
    await chooseLanguage(context, 'demo', 'ar')
    await page.setViewportSize({ width: 1024, height: 768 })
    await page.goto(address)
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await expect(page.getByRole('heading', { level: 1, name: `تعديل الدرس: ${LESSON}` })).toBeVisible()
    await hydrated(page)
    await expect(page.getByLabel('عنوان الخطوة').first()).toBeVisible()
    // The checks are code: they read left to right in an Arabic page.
    const checks = page.getByLabel('الفحوص (JSON)').first()
    await expect(checks).toHaveCSS('direction', 'ltr')
    await page.screenshot({ path: `${SCREENSHOTS}/ar-template-editor.png` })
  })
})
