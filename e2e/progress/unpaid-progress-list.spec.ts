import { hydrated } from '../support/auth'
import { expectAccessible } from '../support/axe'
import { schoolUrl } from '../support/hosts'
import { expect, test } from '../support/school'

async function shoot(page: import('@playwright/test').Page, name: string) {
  await page.screenshot({ path: `test-results/screenshots/progress/${name}.png`, fullPage: true })
}

test.describe('the progress list on an unpaid school', () => {
  test.describe.configure({ timeout: 90_000 })

  test('an admin gets no Open button that bounces back, and an Upgrade link', async ({
    page,
    loginAs,
    newSchool,
  }) => {
    const own = await newSchool({ paid: false })
    await loginAs(page, own.as.admin)
    await page.goto(schoolUrl(own.school.subdomain, '/dashboard/progress'))
    await hydrated(page)
    await expect(page.getByText('Progress dashboards need a paid plan')).toBeVisible()
    const table = page.getByRole('table', { name: /Progress dashboards/ })
    await expect(table.getByRole('row').filter({ hasText: own.class!.name })).toBeVisible()
    await expect(page.getByRole('button', { name: /Open/ })).toHaveCount(0)
    await expect(page.getByRole('link', { name: /^Open/ })).toHaveCount(0)
    // An admin is never told to ask an admin.
    await expect(page.getByText(/ask your school/i)).toHaveCount(0)
    await expect(page.getByText(/school’s admin|school's admin/)).toHaveCount(0)
    await shoot(page, 'unpaid-list-admin')
    await expectAccessible(page, 'progress list, unpaid, admin')

    // The notice's own link (the navigation has one too).
    await page.getByRole('main').getByRole('link', { name: 'Upgrade', exact: true }).click()
    await expect(page).toHaveURL(schoolUrl(own.school.subdomain, '/dashboard/upgrade'))
    await expect(page.getByRole('heading', { name: 'Upgrade', level: 1 })).toBeVisible()
  })

  test('a teacher sees who their admin is, and each row leads to the class page', async ({
    page,
    loginAs,
    newSchool,
  }) => {
    const own = await newSchool({ paid: false })
    const admin = own.admins[0]!
    await loginAs(page, own.as.teacher)
    await page.goto(schoolUrl(own.school.subdomain, '/dashboard/progress'))
    await hydrated(page)
    await expect(page.getByText('Progress dashboards need a paid plan')).toBeVisible()
    const admins = page.getByRole('list', { name: 'Your school’s admins' })
    await expect(admins.getByText(admin.name)).toBeVisible()
    await expect(admins.getByRole('link', { name: admin.email })).toHaveAttribute(
      'href',
      `mailto:${admin.email}`,
    )
    await expect(page.getByRole('button', { name: /Open/ })).toHaveCount(0)
    await expect(page.getByRole('link', { name: /^Open/ })).toHaveCount(0)
    await expect(page.getByRole('main').getByRole('link', { name: 'Upgrade', exact: true })).toHaveCount(0)
    await shoot(page, 'unpaid-list-teacher')
    await expectAccessible(page, 'progress list, unpaid, teacher')

    await page.getByRole('link', { name: `Class page of ${own.class!.name}` }).click()
    await expect(page.getByRole('heading', { name: own.class!.name, level: 1 })).toBeVisible()

    // The upgrade page names them too.
    await page.goto(schoolUrl(own.school.subdomain, '/dashboard/upgrade'))
    await hydrated(page)
    await expect(
      page.getByRole('list', { name: 'Your school’s admins' }).getByRole('link', { name: admin.email }),
    ).toBeVisible()
    await shoot(page, 'unpaid-upgrade-teacher')
  })
})
