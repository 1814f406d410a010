import type { Page } from '@playwright/test'
import { expect, hydrated } from '../support/auth'
import { schoolUrl } from '../support/hosts'
import { chooseLanguage, expectPseudoGate, SCREENSHOTS } from '../support/pseudo-gate'
import { test } from '../support/school'

/**
 * The school admin's own screens in the page's language (issue 27, decision 217): settings with
 * every card (details, logo, sign-in providers, exports, who saw children's data, deleting), the
 * record of who saw children's data, the subscription, upgrading, a payment's return, activity,
 * a student's sign-in card and a teacher's sign-in link, under the pseudo-locale; the settings page
 * in Arabic, mirrored and whole at 1024×768.
 */

/** Opens a console screen and waits for its heading, then the gate. */
async function gate(page: Page, url: string, screen: string) {
  await page.goto(url)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByRole('main')).toContainText('⟦')
  await expectPseudoGate(page, screen)
}

test.describe('the school admin’s screens in the page’s language', () => {
  test.describe.configure({ timeout: 240_000 })

  test('the pseudo-locale gate over settings, the record, the subscription and activity', async ({
    page,
    context,
    newSchool,
    loginAs,
  }) => {
    const school = await newSchool({ paid: true, teachers: 1, students: [{}] })
    const subdomain = school.school.subdomain
    const at = (path: string) => schoolUrl(subdomain, path)
    await loginAs(page, school.as.admin)
    await chooseLanguage(context, subdomain, 'en-XA')

    // A student's page: its sign-in card is the sign-in providers' (and the visit is recorded).
    await gate(
      page,
      at(`/dashboard/students/${school.students[0]!.profileId}`),
      'a student, its sign-in card',
    )
    await expect(page.locator('#sign-in-card-heading')).toContainText('⟦')
    await page.getByRole('button', { name: /^⟦Ṁáķé á šíĝñ-íñ çáŕð/ }).click()
    await expect(page.getByRole('figure')).toContainText('⟦')
    await expectPseudoGate(page, 'a student, a printed sign-in card')
    await gate(
      page,
      at(`/dashboard/teachers/${school.teachers[0]!.profileId}/edit`),
      'a teacher, its sign-in link',
    )

    await gate(page, at('/dashboard/settings'), 'the settings')
    // The school's name has a rule; its message is in the page's language.
    await page.getByLabel(/⟦Šçĥóóļ ñáɱé/).fill('')
    await page.getByRole('button', { name: /⟦Šáṽé ðéţáíļš/ }).click()
    await expect(page.getByText(/⟦Éñţéŕ ţĥé šçĥóóļ’š ñáɱé/).first()).toBeVisible()
    await expectPseudoGate(page, 'the settings, a form error')
    // The deletion's dialog: its words carry their markers and fit it (a modal dialog hides the
    // rest of the page, so the gate reads the dialog alone).
    await page.reload()
    await hydrated(page)
    await page.getByRole('button', { name: /⟦Ðéļéţé áļļ šţúðéñţ ðáţá/ }).click()
    const dialog = page.getByRole('dialog')
    await expect(dialog.getByRole('heading')).toContainText('⟦')
    await expect(dialog.getByRole('button', { name: /⟦Ðéļéţé éṽéŕýţĥíñĝ/ })).toBeDisabled()
    expect(await dialog.evaluate((box) => box.scrollWidth <= box.clientWidth)).toBe(true)
    await page.keyboard.press('Escape')

    await gate(page, at('/dashboard/settings?view=record'), 'who saw children’s data')
    await expect(page.getByRole('table')).toContainText('⟦')
    await gate(page, at('/dashboard/subscriptions'), 'the subscription')
    await gate(page, at('/dashboard/upgrade'), 'upgrading')
    await gate(page, at('/dashboard/subscriptions/callback'), 'a payment’s return without its link')
    await gate(page, at('/dashboard/activity'), 'the school’s activity')
    await gate(page, at('/dashboard/profile/activity'), 'my lesson activity')
  })

  test('Arabic at 1024×768: the settings page mirrored, nothing cut off', async ({
    page,
    context,
    newSchool,
    loginAs,
  }) => {
    const school = await newSchool()
    const subdomain = school.school.subdomain
    await loginAs(page, school.as.admin)
    await chooseLanguage(context, subdomain, 'ar')
    await page.setViewportSize({ width: 1024, height: 768 })

    await page.goto(schoolUrl(subdomain, '/dashboard/settings'))
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await expect(page.getByRole('heading', { level: 1, name: 'الإعدادات' })).toBeVisible()
    await expect(page).toHaveTitle('الإعدادات · CodeSchool')
    await hydrated(page)
    await expect(page.getByRole('heading', { name: 'بيانات المدرسة' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'من اطّلع على بيانات الأطفال' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'طلب حذف المدرسة' })).toBeVisible()
    // Mirrored: the menu is on the right of the content, a card's heading starts at its right.
    const menu = await page.getByRole('navigation', { name: 'لوحة التحكم' }).boundingBox()
    const main = await page.locator('main').boundingBox()
    expect(menu!.x).toBeGreaterThan(main!.x)
    const card = await page.getByRole('heading', { name: 'بيانات المدرسة' }).evaluate((heading) => {
      const box = heading.closest('section, div.rounded-xl') ?? heading.parentElement!
      const outer = box.getBoundingClientRect()
      const range = document.createRange()
      range.selectNodeContents(heading)
      const text = range.getBoundingClientRect()
      return { rightGap: outer.right - text.right, leftGap: text.left - outer.left }
    })
    expect(card.rightGap).toBeLessThan(card.leftGap)
    // Nothing runs off the page sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
    await page.screenshot({ path: `${SCREENSHOTS}/ar-settings.png` })
    await page.screenshot({ path: `${SCREENSHOTS}/ar-settings-full.png`, fullPage: true })
  })
})
