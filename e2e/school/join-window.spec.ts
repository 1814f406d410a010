import { hydrated } from '../support/auth'
import { schoolUrl } from '../support/hosts'
import { expect, test } from '../support/school'
import { expectAccessible, letterTag } from './support-school'

test.describe('a class code on the wall (decisions 160, 161)', () => {
  // Three browsers and several joins on a shared two-core machine.
  test.describe.configure({ timeout: 240_000 })

  test('the teacher lets the whole class join for an hour and turns self-registration off; one child’s typos block only their browser', async ({
    page,
    browser,
    loginAs,
    newSchool,
  }) => {
    const own = await newSchool({
      students: [],
      class: { loginType: 'password', quickJoin: true, joinOpen: false },
    })
    const subdomain = own.school.subdomain
    const schoolClass = own.class!
    await loginAs(page, own.as.teacher)
    await page.goto(schoolUrl(subdomain, `/dashboard/groups/${schoolClass.id}`))
    await hydrated(page)
    await expect(page.getByRole('heading', { name: schoolClass.name, level: 1 })).toBeVisible()

    // Joining is limited until the teacher opens it for the lesson.
    const joinWindow = page.getByTestId('join-window')
    await expect(joinWindow).toContainText('Only a few new children can join in ten minutes.')
    await joinWindow.getByRole('button', { name: 'Let the whole class join for the next hour' }).click()
    await expect(joinWindow).toContainText(/The whole class can join until \d{1,2}:\d{2}/)
    await expect(joinWindow.getByRole('button', { name: 'Close joining now' })).toBeVisible()
    await page
      .locator('[aria-labelledby="join-heading"]')
      .screenshot({ path: 'test-results/screenshots/school/join-window-open.png' })

    // Self-registration off, in the class settings.
    const settings = page.getByRole('form', { name: 'Class settings' })
    const selfRegistration = settings.getByRole('checkbox', { name: 'Let children make their own account' })
    await expect(selfRegistration).toBeChecked()
    await selfRegistration.uncheck()
    await settings.getByRole('button', { name: 'Save class' }).click()
    await expect(settings.getByText('Saved.')).toBeVisible()
    await expectAccessible(page, 'class page with its join window open')

    // A child who tries to make an account with the code is told plainly.
    const older = await browser.newContext()
    const register = await older.newPage()
    await register.goto(schoolUrl(subdomain, `/student/register?code=${schoolClass.joinCode}`))
    await hydrated(register)
    await register.getByLabel('First name').fill('Ola')
    await register.getByLabel('Last name').fill('Nordmann')
    await register.getByLabel('Username').fill(`ola.${letterTag().toLowerCase()}`)
    await register.getByLabel('Password').fill('fjord-power-7')
    await register.getByRole('button', { name: 'Create my account' }).click()
    await expect(
      register.getByText(
        'This class does not let you make your own account. Ask your teacher for your login.',
      ),
    ).toBeVisible()
    await older.close()

    // One child mistypes the code again and again: their browser waits…
    const typist = await browser.newContext()
    const typing = await typist.newPage()
    await typing.goto(schoolUrl(subdomain, '/join'))
    await hydrated(typing)
    const codeBox = typing.getByRole('textbox', { name: 'Class code' })
    const wrong = schoolClass.joinCode === 'AAAAAA' ? 'BBBBBB' : 'AAAAAA'
    // Each try waits for its own answer from the server.
    const tryCode = async (code: string) => {
      await codeBox.fill(code)
      const answered = typing.waitForResponse(
        (response) => response.request().method() === 'POST' && response.url().includes('/_serverFn/'),
      )
      await typing.getByRole('button', { name: 'Go' }).click()
      return (await answered).status()
    }
    for (let i = 0; i < 10; i++) {
      expect(await tryCode(wrong)).toBe(404)
      await expect(typing.getByText('We could not find a class with that code.')).toBeVisible()
    }
    expect(await tryCode(schoolClass.joinCode)).toBe(429)
    await expect(typing.getByText('Too many tries. Wait a few minutes, then try again.')).toBeVisible()
    await typist.close()

    // …while a classmate at the same school address joins with the code at once.
    const classmate = await browser.newContext()
    const kid = await classmate.newPage()
    const name = `Noor ${letterTag(3)}`
    await kid.goto(schoolUrl(subdomain, `/join?code=${schoolClass.joinCode}`))
    await hydrated(kid)
    await kid.getByLabel('Your name').fill(name)
    await kid.getByRole('button', { name: 'Start!' }).click()
    await kid.waitForURL(/\/student\//)
    await classmate.close()

    // The teacher sees the quick-joined child and what happens to them without an account.
    await expect(
      page.getByRole('table', { name: 'Students in this class' }).getByRole('link', { name }),
    ).toBeVisible({
      timeout: 15_000,
    })
    await expect(
      page.getByText(
        'Children who quick-joined have no account. Unless you make them one, they and their work are deleted 14 days after they last used CodeSchool.',
      ),
    ).toBeVisible()

    // Closing the window brings the everyday limits back.
    await joinWindow.getByRole('button', { name: 'Close joining now' }).click()
    await expect(
      joinWindow.getByRole('button', { name: 'Let the whole class join for the next hour' }),
    ).toBeVisible()
    await page.screenshot({ path: 'test-results/screenshots/school/join-window-closed.png', fullPage: true })
  })
})
