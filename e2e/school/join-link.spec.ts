import type { Locator } from '@playwright/test'
import { encode } from 'uqr'
import { actionCounter } from '../support/action-counter'
import { hydrated } from '../support/auth'
import { mainUrl, schoolHost, schoolUrl } from '../support/hosts'
import { expect, test } from '../support/school'
import { cardPictures, expectAccessible, shoot, tapPictures } from './support-school'

/**
 * The printed QR code is read back from the page: its SVG path's dark modules must be exactly the
 * QR code of the address at level M (uqr is checked against libqrencode's matrix in
 * src/components/ui/qr-code.test.tsx). Answers the address the code holds.
 */
async function qrAddress(qr: Locator, expected: string): Promise<string> {
  const path = (await qr.locator('path').getAttribute('d')) ?? ''
  const dark = new Set(
    [...path.matchAll(/M(\d+) (\d+)/g)].map((m) => `${Number(m[1]) - 4},${Number(m[2]) - 4}`),
  )
  const code = encode(expected, { ecc: 'M', border: 0 })
  const wanted = new Set<string>()
  code.data.forEach((row, y) => {
    row.forEach((on, x) => {
      if (on) wanted.add(`${x},${y}`)
    })
  })
  expect(dark.size).toBe(wanted.size)
  expect([...dark].every((module) => wanted.has(module))).toBe(true)
  return expected
}

test.describe('joining from printed instructions', () => {
  test('a QR code and a short address open the class with its code; name, Start, and the first lesson', async ({
    page,
    browser,
    loginAs,
    newSchool,
  }) => {
    test.setTimeout(360_000)
    const school = await newSchool({
      students: [],
      class: { name: 'Robins', loginType: 'picture', quickJoin: true },
    })
    const { subdomain } = school.school
    const { joinCode, id: classId } = school.class!
    await loginAs(page, school.as.teacher)

    // The teacher prints the class's join instructions from the class page.
    await page.goto(schoolUrl(subdomain, `/dashboard/groups/${classId}`))
    await hydrated(page)
    await page.getByRole('link', { name: 'Print join instructions' }).click()
    await expect(page.getByRole('heading', { name: 'Join instructions', level: 1 })).toBeVisible()
    const sheet = page.getByRole('region', { name: 'Join cards for Robins' })
    const shortAddress = `${schoolHost(subdomain)}/join?code=${joinCode}`
    await expect(sheet.getByText(shortAddress).first()).toBeVisible()
    const joinUrl = await qrAddress(
      sheet.getByRole('img', { name: `QR code: opens ${shortAddress}` }).first(),
      schoolUrl(subdomain, `/join?code=${joinCode}`),
    )
    await shoot(page, 'join-instructions')
    await expectAccessible(page, 'join instructions')

    // Leo scans it: the class is there, the name box has the focus. Three actions to the lesson.
    const leoContext = await browser.newContext()
    const leo = await leoContext.newPage()
    const leoDoes = actionCounter(leo)
    await leoDoes.open(joinUrl)
    await expect(leo.getByRole('heading', { name: 'What is your name?' })).toBeVisible()
    await expect(leo.getByText(`Robins · ${school.school.name}`)).toBeVisible()
    await expect(leo.getByText('Nobody is in this class yet.')).toBeVisible()
    await expect(leo.getByLabel('Your name')).toBeFocused()
    await shoot(leo, 'join-link-name')
    await expectAccessible(leo, 'join link: name')
    await leoDoes.type('Leo')
    await leoDoes.tap(leo.getByRole('button', { name: 'Start!' }))
    await expect(leo).toHaveURL(/\/student\/lesson\/[0-9a-f-]{36}$/)
    await expect(leo.getByText(/Lesson 1 of \d+/)).toBeVisible()
    expect(leoDoes.count).toBeLessThanOrEqual(3)
    await shoot(leo, 'join-link-first-lesson')

    // A second Leo gets in too: quick-joined children are not on a list, so a name is never refused
    // for them (that would tell a stranger who joined, decision 161); the teacher's lists tell them apart.
    const otherContext = await browser.newContext()
    const other = await otherContext.newPage()
    await other.goto(joinUrl)
    await hydrated(other)
    await expect(other.getByText('1 child has joined so far.')).toBeVisible()
    await expect(other.getByText('Nobody is in this class yet.')).toBeHidden()
    await expect(other.getByLabel('Your name')).toBeFocused()
    await other.keyboard.type('Leo')
    await other.getByRole('button', { name: 'Start!' }).click()
    await expect(other).toHaveURL(/\/student\/lesson\//)
    await leoContext.close()
    await otherContext.close()
  })

  test('login cards: nothing to print says why; one action makes accounts; a card’s QR code opens the child’s picture step', async ({
    page,
    browser,
    loginAs,
    newSchool,
  }) => {
    test.setTimeout(240_000)
    const school = await newSchool({
      students: [],
      class: { name: 'Wrens', loginType: 'picture', quickJoin: true },
    })
    const { subdomain } = school.school
    const { joinCode, id: classId } = school.class!
    await loginAs(page, school.as.teacher)
    const cardsUrl = schoolUrl(subdomain, `/dashboard/groups/${classId}?cards=print`)

    // A new class: no cards, Print is off and says why, and the join instructions are offered.
    await page.goto(cardsUrl)
    await hydrated(page)
    await expect(page.getByRole('button', { name: 'Print' })).toBeDisabled()
    await expect(page.getByText('Nothing to print yet: no child in this class has an account.')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Print' })).toHaveAccessibleDescription(
      /Nothing to print yet: no child in this class has an account\. Print the join instructions instead/,
    )
    await expect(page.getByRole('link', { name: 'Print join instructions' })).toBeVisible()
    await shoot(page, 'login-cards-empty')
    await expectAccessible(page, 'login cards: empty')

    // Two children quick-join; one starts a lesson.
    const joined: string[] = []
    for (const name of ['Ava', 'Omar']) {
      const context = await browser.newContext()
      const kid = await context.newPage()
      await kid.goto(schoolUrl(subdomain, `/join?code=${joinCode}`))
      await hydrated(kid)
      await kid.getByLabel('Your name').fill(name)
      await kid.getByRole('button', { name: 'Start!' }).click()
      await expect(kid).toHaveURL(/\/student\/lesson\//)
      joined.push(kid.url())
      await context.close()
    }

    // Later (their 2-hour sessions long gone), the teacher makes their accounts in one action.
    await page.reload()
    await hydrated(page)
    await expect(page.getByText('2 children joined with just a name.')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Print' })).toBeDisabled()
    await page.getByRole('button', { name: 'Make accounts for 2 children' }).click()
    const sheet = page.getByRole('region', { name: 'Login cards for Wrens' })
    await expect(sheet.getByRole('listitem')).toHaveCount(2)
    await expect(page.getByRole('button', { name: 'Print' })).toBeEnabled()
    await expect(page.getByText('Nothing to print yet')).toBeHidden()
    await shoot(page, 'login-cards-made')
    await expectAccessible(page, 'login cards: made')

    // Ava's card: her two pictures, and a QR code that opens her own picture step (by a key of
    // the class, not her profile id).
    const card = sheet.getByRole('listitem').filter({ hasText: 'Ava' })
    const pictures = await cardPictures(card)
    expect(pictures).toHaveLength(2)
    const qr = card.getByRole('img', { name: 'QR code: signs Ava in' })
    const value = (await qr.getAttribute('data-qr-value')) ?? ''
    expect(value).toMatch(
      new RegExp(
        `^${schoolUrl(subdomain, `/join\\?code=${joinCode}&student=`).replace(/\./g, '\\.')}[A-Za-z0-9_-]{16}$`,
      ),
    )
    const cardUrl = await qrAddress(qr, value)

    const avaContext = await browser.newContext()
    const ava = await avaContext.newPage()
    const avaDoes = actionCounter(ava)
    await avaDoes.open(cardUrl)
    await expect(ava.getByRole('heading', { name: 'Hi Ava! Tap your first picture' })).toBeVisible()
    await shoot(ava, 'join-card-picture-step')
    await tapPictures(ava, pictures, avaDoes.tap)
    // The same profile as her quick join: she is back in the class's lesson she was on.
    await expect(ava).toHaveURL(joined[0]!)
    expect(avaDoes.count).toBe(3)
    await avaContext.close()
  })

  test('"Join a class" on the main host takes a code and goes to the class on its school’s host', async ({
    page,
    newSchool,
  }) => {
    test.setTimeout(120_000)
    const school = await newSchool({
      students: [],
      class: { name: 'Larks', loginType: 'picture', quickJoin: true },
    })
    const { joinCode } = school.class!
    await page.goto(mainUrl('/'))
    await hydrated(page)
    await page.getByRole('link', { name: 'Join a class' }).click()
    await expect(page.getByRole('heading', { name: 'Join your class' })).toBeVisible()
    await hydrated(page)
    await page.getByRole('textbox', { name: 'Class code' }).fill('AAAAAA')
    await page.getByRole('button', { name: 'Go' }).click()
    await expect(page.getByRole('alert')).toHaveText(
      'We could not find a class with that code. Check the code with your teacher.',
    )
    await shoot(page, 'join-main-host-unknown-code')
    await expectAccessible(page, 'join on the main host: unknown code')
    await page.getByRole('textbox', { name: 'Class code' }).fill(joinCode.toLowerCase())
    await page.getByRole('button', { name: 'Go' }).click()
    await expect(page).toHaveURL(schoolUrl(school.school.subdomain, `/join?code=${joinCode}`))
    await expect(page.getByText(`Larks · ${school.school.name}`)).toBeVisible()
    await expect(page.getByLabel('Your name')).toBeFocused()
  })
})
