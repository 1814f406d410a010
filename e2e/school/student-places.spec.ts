import { hydrated } from '../support/auth'
import { schoolUrl } from '../support/hosts'
import { expect, test } from '../support/school'
import { expectAccessible } from './support-school'

test.describe('a Free school with all 30 places taken (decision 113)', () => {
  test('the join page tells the child to ask the teacher; the admin sees the way to upgrade', async ({
    page,
    browser,
    loginAs,
    newSchool,
  }) => {
    test.setTimeout(120_000)
    const school = await newSchool({
      paid: false,
      students: Array.from({ length: 30 }, () => ({})),
      class: { loginType: 'password', quickJoin: true },
    })
    const code = school.class?.joinCode
    if (!code) throw new Error('the school has no class')

    const child = await browser.newContext()
    const kid = await child.newPage()
    await kid.goto(schoolUrl(school.school.subdomain, `/join?code=${code}`))
    await hydrated(kid)
    await expect(
      kid.getByText('There is no room for new students at your school right now. Ask your teacher.'),
    ).toBeVisible()
    await expect(kid.getByLabel('Your name')).toHaveCount(0)
    await expect(kid.getByRole('link', { name: 'Sign in with my username' })).toBeVisible()
    await expectAccessible(kid, 'join: school full')
    await child.close()

    await loginAs(page, school.as.admin)
    await page.goto(schoolUrl(school.school.subdomain, '/dashboard/students'))
    await hydrated(page)
    await expect(page.getByText('Your school has no places left for new students')).toBeVisible()
    await expect(page.getByRole('link', { name: 'See plans on the Subscription page' })).toHaveAttribute(
      'href',
      '/dashboard/subscriptions',
    )
  })
})
