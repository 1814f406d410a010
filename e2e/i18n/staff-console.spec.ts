import type { BrowserContext, Page } from '@playwright/test'
import { pseudoText } from '../../src/lib/i18n/catalogues'
import { DEMO_ADULT_PASSWORD } from '../../src/server/db/seed/demo-accounts'
import { expect, hydrated, test } from '../support/auth'
import { mainHost, mainUrl } from '../support/hosts'
import type { Persona } from '../support/personas'
import { expectPseudoGate, SCREENSHOTS } from '../support/pseudo-gate'

/**
 * The staff console in the page's language (issue 27, decision 224): under the pseudo-locale every
 * screen's words, labels, titles and form errors carry their markers and fit their boxes; schools,
 * pages and people's names are not words of the product; the schools screen in Arabic at 1024×768.
 * Nothing is saved: the forms are sent empty, to read their errors.
 */

const superOnMain: Persona = {
  kind: 'adult',
  login: 'super@staff.test',
  password: DEMO_ADULT_PASSWORD,
  school: null,
  visitorType: 'staff',
  paid: true,
}

/** The English words as the pseudo-locale says them, markers and padding included. */
const xa = (english: string) => pseudoText(english)

/** The device's language on the main host, where the console is (the picker's cookie). */
async function chooseMainLanguage(context: BrowserContext, locale: string) {
  await context.addCookies([{ name: 'locale', value: locale, domain: mainHost.split(':')[0]!, path: '/' }])
}

/** Opens a console screen and waits for its heading, then the gate. */
async function gate(page: Page, url: string, screen: string) {
  await page.goto(url)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByRole('main')).toContainText('⟦')
  await expectPseudoGate(page, screen)
}

test.describe('the staff console in the page’s language', () => {
  test.describe.configure({ timeout: 240_000 })

  test('the pseudo-locale gate over every screen of the console and its form errors', async ({
    page,
    context,
    loginAs,
  }) => {
    await loginAs(page, superOnMain)
    await chooseMainLanguage(context, 'en-XA')

    await gate(page, mainUrl('/admin'), 'the console’s home')
    await expect(page).toHaveTitle(xa('Staff console · CodeSchool'))

    await gate(page, mainUrl('/admin/schools'), 'the schools')
    await page.getByRole('button', { name: xa('Create school') }).click()
    await expect(page.getByText(xa('Enter the name of your school.')).first()).toBeVisible()
    await expectPseudoGate(page, 'creating a school, its form errors')
    await gate(page, mainUrl('/admin/schools?q=no-such-school-anywhere'), 'a search that finds none')
    await expect(page.getByRole('main')).toContainText('no-such-school-anywhere')

    await gate(page, mainUrl('/admin/content'), 'the content pages')
    await page.getByRole('button', { name: xa('Create page') }).click()
    await expect(page.getByText(xa('Enter a title.')).first()).toBeVisible()
    await expectPseudoGate(page, 'a new content page, its form errors')
    // A page's editor, opened from the list (nothing saved).
    await page.getByRole('table').getByRole('link').first().click()
    await expect(page.getByRole('button', { name: xa('Save page') })).toBeVisible()
    await expectPseudoGate(page, 'a content page’s editor')

    await gate(page, mainUrl('/admin/redirects'), 'the redirects')
    await page.getByRole('button', { name: xa('Add rule') }).click()
    await expect(page.getByText(xa('Enter the path to redirect, e.g. /old-page.')).first()).toBeVisible()
    await expectPseudoGate(page, 'a new redirect, its form errors')

    await gate(page, mainUrl('/admin/analytics'), 'the analytics')
    await expect(
      page.getByRole('table', { name: xa('Page views per day, last 30 days, newest first') }),
    ).toBeVisible()

    await gate(page, mainUrl('/admin/users'), 'the staff users, as a super admin')
    await page.getByRole('button', { name: xa('Send invitation') }).click()
    await expect(page.getByRole('heading', { name: xa('Invite someone to staff') })).toBeVisible()
    await expectPseudoGate(page, 'inviting someone to staff, its form errors')
  })

  test('Arabic at 1024×768: the schools screen mirrored', async ({ page, context, loginAs }) => {
    await loginAs(page, 'staffOnMain')
    await chooseMainLanguage(context, 'ar')
    await page.setViewportSize({ width: 1024, height: 768 })

    await page.goto(mainUrl('/admin/schools'))
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await expect(page.getByRole('heading', { level: 1, name: 'المدارس' })).toBeVisible()
    await expect(page).toHaveTitle('المدارس · لوحة فريق العمل · CodeSchool')
    await hydrated(page)
    await expect(page.getByRole('heading', { name: 'البحث عن مدرسة' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'إنشاء المدرسة' })).toBeVisible()
    // Mirrored: the console's first tab is on the right.
    const nav = page.getByRole('navigation', { name: 'لوحة فريق العمل' })
    const first = await nav.getByRole('link', { name: 'المدارس' }).boundingBox()
    const last = await nav.getByRole('link', { name: 'المستخدمون' }).boundingBox()
    expect(first!.x).toBeGreaterThan(last!.x)
    await page.screenshot({ path: `${SCREENSHOTS}/ar-staff-schools.png` })
  })
})
