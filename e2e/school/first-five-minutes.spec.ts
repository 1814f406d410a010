import type { Page } from '@playwright/test'
import { actionCounter } from '../support/action-counter'
import { expect, hydrated, test } from '../support/auth'
import { mainUrl, schoolUrl } from '../support/hosts'
import { linkIn, readMail } from './staff-helpers'
import { cardPictures, expectAccessible, shoot, tapPictures } from './support-school'

/**
 * The first five minutes of a class (issue 14), counted as a teacher and children do them: a
 * click or tap is one action, filling a box (typing a whole word, ended by Enter or not) is one,
 * choosing from a list is one, opening an address (a mailed link, a scanned QR code) is one.
 * The bar: at most 10 teacher actions from /signup to printable join instructions, and at most 3
 * per child from those instructions to seeing their turtle move.
 */
const TEACHER_BAR = 10
const CHILD_BAR = 3

test('sign-up to printable join instructions in ≤ 10 teacher actions; each child sees their turtle move in ≤ 3', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000)
  const stamp = Date.now()
  const email = `teacher.${stamp}@maple.example`
  const teacher = actionCounter(page)

  // The teacher: one sign-up page, the mailed link, a password, the first class.
  await page.goto(mainUrl('/signup'))
  await hydrated(page)
  await teacher.fill(page.getByLabel('School name'), `Maple ${stamp}`)
  const subdomain = await page.getByLabel("Your school's address").inputValue()
  await teacher.fill(page.getByLabel('Your name'), 'Kim Maple')
  await teacher.fill(page.getByLabel(/Your email/), email)
  await teacher.tap(page.getByRole('button', { name: 'Create my school' }))
  await expect(page.getByText('Check your inbox')).toBeVisible()
  const mail = await readMail(page.request, subdomain, email)
  await teacher.open(schoolUrl(subdomain, linkIn(mail.text, '/set-password?token=')))
  await teacher.fill(page.getByLabel('New password'), 'maple leaves in autumn 7')
  await teacher.tap(page.getByRole('button', { name: 'Save password' }))
  await expect(page.getByRole('heading', { name: 'New class', level: 1 })).toBeVisible({ timeout: 30_000 })
  await hydrated(page)
  await teacher.fill(page.getByLabel('Class name'), 'Foxes')
  await teacher.choose(page.getByLabel('Grade'), 'Grade 1 (ages 6–7)')
  await expect(
    page.getByRole('group', { name: 'Courses' }).getByRole('checkbox', { name: /First Steps with Blocks/ }),
  ).toBeChecked()
  await teacher.tap(page.getByRole('button', { name: 'Create class' }))
  await expect(page.getByRole('heading', { name: 'Join instructions', level: 1 })).toBeVisible()
  const sheet = page.getByRole('region', { name: 'Join cards for Foxes' })
  const qr = sheet.getByRole('img', { name: /^QR code: opens / }).first()
  await expect(qr).toBeVisible()
  await shoot(page, 'first-five-minutes-join-instructions')
  expect(teacher.count, 'teacher actions from /signup to printable join instructions').toBeLessThanOrEqual(
    TEACHER_BAR,
  )
  const joinUrl = (await qr.getAttribute('data-qr-value'))!
  expect(joinUrl).toMatch(
    new RegExp(`^${schoolUrl(subdomain, '/join').replace(/\./g, '\\.')}\\?code=[A-Z0-9]{6}$`),
  )

  /** A child from the printed address to the turtle moving in the first lesson. */
  async function childJoins(name: string) {
    const context = await browser.newContext({ viewport: { width: 1024, height: 768 } })
    const child = await context.newPage()
    const does = actionCounter(child)
    await does.open(joinUrl)
    await expect(child.getByLabel('Your name')).toBeFocused()
    await does.typeWord(name)
    await expect(child).toHaveURL(/\/student\/lesson\//, { timeout: 30_000 })
    await hydrated(child)
    await seesTheTurtleMove(child, does)
    expect(
      does.count,
      `${name}'s actions from the join instructions to the turtle moving`,
    ).toBeLessThanOrEqual(CHILD_BAR)
    return { context, child }
  }

  async function seesTheTurtleMove(child: Page, does: ReturnType<typeof actionCounter>) {
    const run = child.getByRole('button', { name: /^Run/ })
    await expect(run).toBeInViewport()
    await does.tap(run)
    await expect(child.getByTestId('drawing-summary')).toContainText('The turtle drew', { timeout: 30_000 })
    await expect(child.getByTestId('turtle-canvas')).toBeInViewport()
  }

  const ada = await childJoins('Ada')
  await shoot(ada.child, 'first-five-minutes-child-first-run')
  await expectAccessible(ada.child, 'first lesson after joining')
  await ada.context.close()
  const ben = await childJoins('Ben')
  await ben.context.close()

  // Later, the teacher makes accounts for the children who joined by name; Ada signs in with her
  // card: a scan, her two pictures, Run.
  await page.getByRole('link', { name: 'Back to the class' }).click()
  await page.getByRole('link', { name: 'Print login cards' }).click()
  await page.getByRole('button', { name: 'Make accounts for 2 children' }).click()
  const cards = page.getByRole('region', { name: 'Login cards for Foxes' })
  await expect(cards.getByRole('listitem')).toHaveCount(2)
  const card = cards.getByRole('listitem').filter({ hasText: 'Ada' })
  const pictures = await cardPictures(card)
  expect(pictures).toHaveLength(2)
  const cardUrl = (await card
    .getByRole('img', { name: 'QR code: signs Ada in' })
    .getAttribute('data-qr-value'))!

  const adaAgain = await browser.newContext({ viewport: { width: 1366, height: 768 } })
  const child = await adaAgain.newPage()
  const does = actionCounter(child)
  await does.open(cardUrl)
  await tapPictures(child, pictures, does.tap)
  await expect(child).toHaveURL(/\/student\/lesson\//, { timeout: 30_000 })
  await hydrated(child)
  await seesTheTurtleMove(child, does)
  // Her card's two pictures are one tap more than the bar's quick join (decision 162).
  expect(does.count, "Ada's actions from her login card to the turtle moving").toBeLessThanOrEqual(
    CHILD_BAR + 1,
  )
  await adaAgain.close()
})
