import { hydrated } from '../support/auth'
import { schoolUrl } from '../support/hosts'
import { expect, test } from '../support/school'
import { expectAccessible, letterTag, setUpPictureClass, shoot } from './support-school'

test.describe('children join their class', () => {
  test('with the code and their secret picture; five wrong pictures lock them and the teacher sees it', async ({
    page,
    browser,
    loginAs,
    newSchool,
  }) => {
    // The class's import may wait behind import-500.spec.ts's 500 rows on the one job queue.
    test.setTimeout(420_000)
    // A paid school of its own whose teacher already has a class (a school's first class opens on
    // its join instructions instead): the teacher makes another and the children join it there.
    const school = await newSchool({ paid: true })
    const host = school.school.subdomain
    await loginAs(page, school.as.teacher)
    const { className, code, children } = await setUpPictureClass(page, host, letterTag())
    const amy = children.find((child) => child.name.startsWith('Amy'))!
    const ben = children.find((child) => child.name.startsWith('Ben'))!

    // A child on a shared Chromebook: nobody signed in.
    const child = await browser.newContext()
    const kid = await child.newPage()
    await kid.goto(schoolUrl(host, '/join'))
    await hydrated(kid)
    await expect(kid.getByRole('heading', { name: 'Join your class' })).toBeVisible()
    await shoot(kid, 'join-code')
    await expectAccessible(kid, 'join: code')
    await kid.getByRole('textbox', { name: 'Class code' }).fill(code.toLowerCase())
    await kid.getByRole('button', { name: 'Go' }).click()
    await expect(kid.getByRole('heading', { name: 'Tap your name' })).toBeVisible()
    await expect(kid.getByText(className)).toBeVisible()
    await expect(kid).toHaveURL(new RegExp(`code=${code}`))
    await shoot(kid, 'join-names')
    await expectAccessible(kid, 'join: names')

    // Ben gets his picture wrong five times: locked for a minute.
    await kid.getByRole('button', { name: ben.name }).click()
    await expect(kid.getByRole('heading', { name: `Hi ${ben.name}! Tap your secret picture` })).toBeVisible()
    await shoot(kid, 'join-picture')
    await expectAccessible(kid, 'join: pictures')
    const wrong = ['Dog', 'Cat', 'Rocket', 'Star', 'Apple', 'Fish'].filter((word) => word !== ben.picture)
    for (let miss = 1; miss <= 4; miss++) {
      await kid.getByRole('button', { name: wrong[0], exact: true }).click()
      await expect(kid.getByRole('alert')).toContainText(
        `${5 - miss} ${5 - miss === 1 ? 'try' : 'tries'} left`,
      )
    }
    await shoot(kid, 'join-picture-wrong')
    await kid.getByRole('button', { name: wrong[0], exact: true }).click()
    await expect(kid.getByRole('alert')).toContainText('Too many wrong tries')
    await kid.getByRole('button', { name: ben.picture, exact: true }).click()
    await expect(kid.getByRole('alert')).toContainText('Too many wrong tries')
    await shoot(kid, 'join-locked')

    // The teacher sees it on the class page and can unlock Ben.
    await page.goto(schoolUrl(host, '/dashboard/groups'))
    await page.getByRole('link', { name: new RegExp(className) }).click()
    await expect(page.getByRole('alert')).toContainText(`got it wrong 5 times`)
    await expect(page.getByText(/Locked until/)).toBeVisible()
    await shoot(page, 'classes-page-lockout')
    await page.getByRole('button', { name: /Unlock/ }).click()
    await expect(page.getByText(/Locked until/)).toBeHidden()

    // Amy taps her name and her picture and is in.
    await kid.getByRole('button', { name: "That's not me" }).click()
    await kid.getByRole('button', { name: amy.name }).click()
    await kid.getByRole('button', { name: amy.picture, exact: true }).click()
    await expect(kid).toHaveURL(/\/student\/courses$/)
    await hydrated(kid)
    const cookies = await child.cookies()
    const token = cookies.find((cookie) => cookie.name === 'token')
    expect(token?.httpOnly).toBe(true)
    // The student profile cookie lasts 2 hours.
    const profile = cookies.find((cookie) => cookie.name === 'profile')!
    expect(profile.expires - Date.now() / 1000).toBeGreaterThan(7000)
    expect(profile.expires - Date.now() / 1000).toBeLessThanOrEqual(7200)
    await shoot(kid, 'join-landed-student-courses')
    await child.close()
  })

  test('with quick join: just a name', async ({ browser, newSchool }) => {
    test.setTimeout(120_000)
    // A class of its own that allows quick join, signs in with usernames and takes the first
    // catalog course: the child quick join adds joins nobody else's class.
    const school = await newSchool({
      paid: true,
      students: [{ password: 'turtle-power-7' }],
      class: { loginType: 'password', quickJoin: true },
    })
    const code = school.class!.joinCode
    const child = await browser.newContext()
    const kid = await child.newPage()
    // Nobody to tap in a username class, so the join link opens on the name box, with the username
    // sign-in offered below it.
    await kid.goto(schoolUrl(school.school.subdomain, `/join?code=${code}`))
    await hydrated(kid)
    await expect(kid.getByRole('heading', { name: 'What is your name?' })).toBeVisible()
    await expect(kid.getByRole('link', { name: 'Sign in with my username' })).toBeVisible()
    await shoot(kid, 'join-password-class')
    await expectAccessible(kid, 'join: password class')
    await expect(kid.getByLabel('Your name')).toBeFocused()
    await kid.getByLabel('Your name').fill(`Mia ${letterTag(3)}`)
    await shoot(kid, 'join-quick')
    await expectAccessible(kid, 'join: quick join')
    await kid.getByRole('button', { name: 'Start!' }).click()
    // Straight into the first lesson of the class's course.
    await expect(kid).toHaveURL(/\/student\/lesson\/[0-9a-f-]{36}$/)
    const profile = (await child.cookies()).find((cookie) => cookie.name === 'profile')!
    expect(profile.expires - Date.now() / 1000).toBeLessThanOrEqual(7200)
    await child.close()
  })

  test('a wrong code says so kindly', async ({ page }) => {
    test.setTimeout(90_000)
    await page.goto('/join')
    await hydrated(page)
    await page.getByRole('textbox', { name: 'Class code' }).fill('AAAAAA')
    await page.getByRole('button', { name: 'Go' }).click()
    await expect(page.getByRole('alert')).toContainText('We could not find a class with that code')
    await shoot(page, 'join-wrong-code')
  })
})
