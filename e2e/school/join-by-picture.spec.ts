import { hydrated } from '../support/auth'
import { schoolUrl } from '../support/hosts'
import { expect, test } from '../support/school'
import {
  cardPictures,
  expectAccessible,
  letterTag,
  setUpPictureClass,
  shoot,
  tapPictures,
} from './support-school'

test.describe('children join their class', () => {
  test('with the code and their two pictures; wrong pairs lock them, the next lock waits for the teacher, who unlocks them on the class page', async ({
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
    // Imported children get two pictures in a row (decision 162).
    expect(ben.pictures).toHaveLength(2)

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

    // Ben's first picture, then the second: the page says which, shows the first, and goes back.
    await kid.getByRole('button', { name: ben.name }).click()
    await expect(kid.getByRole('heading', { name: `Hi ${ben.name}! Tap your first picture` })).toBeVisible()
    await shoot(kid, 'join-picture')
    await expectAccessible(kid, 'join: first picture')
    await kid.getByRole('button', { name: ben.pictures[0], exact: true }).click()
    await expect(kid.getByRole('heading', { name: 'Now tap your second picture' })).toBeVisible()
    await expect(kid.getByTestId('first-picture')).toContainText(ben.pictures[0]!)
    await shoot(kid, 'join-second-picture')
    await expectAccessible(kid, 'join: second picture')
    await kid.getByRole('button', { name: 'Back to my first picture' }).click()
    await expect(kid.getByRole('heading', { name: `Hi ${ben.name}! Tap your first picture` })).toBeVisible()

    // Five wrong pairs: locked for a minute.
    const wrong = ['Dog', 'Cat', 'Rocket'].find((word) => word !== ben.pictures[0])!
    const wrongPairs = async (lastSays: string) => {
      for (let miss = 1; miss <= 5; miss++) {
        await tapPictures(kid, [wrong, ben.pictures[1]!])
        await expect(kid.getByRole('alert')).toContainText(
          miss < 5 ? `${5 - miss} ${5 - miss === 1 ? 'try' : 'tries'} left` : lastSays,
        )
        // A wrong pair starts again at the first picture.
        await expect(kid.getByRole('heading', { name: /Tap your first picture/ })).toBeVisible()
        if (miss === 1) await shoot(kid, 'join-picture-wrong')
      }
    }
    await wrongPairs('Wait one minute')
    await shoot(kid, 'join-locked')

    // The teacher sees Ben locked out on the class page and unlocks him.
    await page.goto(schoolUrl(host, '/dashboard/groups'))
    await page.getByRole('link', { name: new RegExp(className) }).click()
    const panel = page.getByTestId('sign-in-panel')
    // The class page names him in full ("Ben Carter…"); his card and the join page say "Ben C.".
    const benInFull = ben.name.replace(/\.$/, '')
    const unlockBen = panel.getByRole('button', { name: new RegExp(`^Unlock ${benInFull}`) })
    await expect(panel).toContainText(`Locked out: ${benInFull}`)
    await expect(panel).toContainText('can try again at')
    await unlockBen.click()
    await expect(panel).not.toContainText('Locked out:')

    // Five more wrong pairs since he last got in: now only the teacher can let him try again,
    // and his right pair is refused until then.
    await wrongPairs('Ask your teacher to unlock you')
    await tapPictures(kid, ben.pictures)
    await expect(kid.getByRole('alert')).toContainText('Ask your teacher to unlock you')

    // The class page shows it without a reload (it is live), with the one action that helps.
    await expect(panel).toContainText(`Locked out: ${benInFull}`)
    await expect(panel).toContainText('too many wrong tries, only you can unlock them.')
    await expect(page.getByRole('row', { name: new RegExp(benInFull) })).toContainText('Locked: you unlock')
    await panel.scrollIntoViewIfNeeded()
    await shoot(page, 'class-page-locked-panel')
    await expectAccessible(page, 'class page: locked out')
    await unlockBen.click()
    await expect(panel).not.toContainText('Locked out:')

    // Ben's right pair works now.
    await tapPictures(kid, ben.pictures)
    await expect(kid).toHaveURL(/\/student\/courses$/)
    await hydrated(kid)
    await child.close()

    // Amy taps her name and her two pictures and is in.
    const amyContext = await browser.newContext()
    const amyPage = await amyContext.newPage()
    await amyPage.goto(schoolUrl(host, `/join?code=${code}`))
    await hydrated(amyPage)
    await amyPage.getByRole('button', { name: amy.name }).click()
    await tapPictures(amyPage, amy.pictures)
    await expect(amyPage).toHaveURL(/\/student\/courses$/)
    await hydrated(amyPage)
    const cookies = await amyContext.cookies()
    const token = cookies.find((cookie) => cookie.name === 'token')
    expect(token?.httpOnly).toBe(true)
    // The student profile cookie lasts 2 hours.
    const profile = cookies.find((cookie) => cookie.name === 'profile')!
    expect(profile.expires - Date.now() / 1000).toBeGreaterThan(7000)
    expect(profile.expires - Date.now() / 1000).toBeLessThanOrEqual(7200)
    await shoot(amyPage, 'join-landed-student-courses')
    await amyContext.close()
  })

  test('children who still have one picture tap one; the teacher gives everyone two and prints new cards', async ({
    page,
    browser,
    loginAs,
    newSchool,
  }) => {
    test.setTimeout(180_000)
    // Two children from before two pictures: one picture each (Star and Fish).
    const school = await newSchool({
      students: [
        { firstName: 'Ona', picturePassword: 3 },
        { firstName: 'Pim', picturePassword: 5 },
      ],
      class: { loginType: 'picture' },
    })
    const host = school.school.subdomain
    const schoolClass = school.class!

    // Ona still signs in with her one picture.
    const child = await browser.newContext()
    const kid = await child.newPage()
    await kid.goto(schoolUrl(host, `/join?code=${schoolClass.joinCode}`))
    await hydrated(kid)
    await kid.getByRole('button', { name: /^Ona/ }).click()
    await expect(kid.getByRole('heading', { name: /Tap your secret picture/ })).toBeVisible()
    await tapPictures(kid, ['Star'])
    await expect(kid).toHaveURL(/\/student\//)
    await child.close()

    // The class page asks for two pictures; one action gives them, and the new cards show both.
    await loginAs(page, school.as.teacher)
    await page.goto(schoolUrl(host, `/dashboard/groups/${schoolClass.id}`))
    await hydrated(page)
    const panel = page.getByTestId('sign-in-panel')
    await expect(panel).toContainText('2 children still sign in with one picture')
    await shoot(page, 'class-page-one-picture')
    await panel.getByRole('button', { name: 'Give everyone two pictures' }).click()
    await expect(panel).toContainText('2 children got a second picture')
    await panel.getByRole('link', { name: 'Print new cards' }).click()
    const cards = page
      .getByRole('region', { name: `Login cards for ${schoolClass.name}` })
      .getByRole('listitem')
    await expect(cards).toHaveCount(2)
    const onasCard = cards.filter({ hasText: 'Ona' })
    const pictures = await cardPictures(onasCard)
    // She keeps her picture and gets a second one after it.
    expect(pictures).toHaveLength(2)
    expect(pictures[0]).toBe('Star')
    await shoot(page, 'login-cards-two-pictures')

    // From her new card she taps both.
    const again = await browser.newContext()
    const ona = await again.newPage()
    await ona.goto(schoolUrl(host, `/join?code=${schoolClass.joinCode}`))
    await hydrated(ona)
    await ona.getByRole('button', { name: /^Ona/ }).click()
    await tapPictures(ona, pictures)
    await expect(ona).toHaveURL(/\/student\//)
    await again.close()
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
