import type { Locator, Page } from '@playwright/test'
import { expect, hydrated, test } from '../support/auth'
import { expectAccessible } from '../support/axe'
import { screenshot } from './helpers'

/** Presses Tab (at most `max` times) until `target` has the keyboard focus, as a child without a mouse does. */
async function tabTo(page: Page, target: Locator | ((page: Page) => Promise<boolean>), max = 40) {
  const reached =
    typeof target === 'function'
      ? () => target(page)
      : () => target.evaluate((el) => el === document.activeElement)
  for (let n = 0; n < max; n++) {
    if (await reached()) return
    await page.keyboard.press('Tab')
  }
  throw new Error(`Tab never reached ${String(target)}`)
}

const focusIn = (selector: string) => (page: Page) =>
  page.evaluate((inside) => Boolean(document.activeElement?.closest(inside)), selector)

/** What has the keyboard focus: its role and the name a screen reader reads. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement
    return { role: el?.getAttribute('role') ?? '', name: el?.getAttribute('aria-label') ?? '' }
  })

/** What Blockly last said to a screen reader (its live region). */
const announced = (page: Page) => page.locator('#blocklyAriaAnnounce')

/** In a keyboard move: arrows until the block would join under "when Run is clicked", then Enter. */
async function placeUnderRunBlock(page: Page) {
  // The move has begun: the live region no longer holds the last placement's words, which also
  // said "inside when Run is clicked" (a loaded machine once placed the block loose here).
  await expect(announced(page)).toContainText(/Moving move forward/)
  for (let n = 0; n < 8; n++) {
    const before = (await announced(page).textContent()) ?? ''
    if (/inside .*when Run is clicked/.test(before)) break
    await page.keyboard.press('ArrowUp')
    // The arrow has moved the block once Blockly says where it is now (each announcement differs
    // from the last, by a trailing no-break space if not by its words).
    await expect.poll(() => announced(page).textContent()).not.toBe(before)
  }
  await expect(announced(page)).toContainText(/inside .*when Run is clicked/)
  await page.keyboard.press('Enter')
}

const javascript = (page: Page) => page.getByTestId('blocks-javascript')

test.describe('blocks without a mouse', () => {
  test.describe.configure({ timeout: 240_000 })

  test('a child plays Meet the Turtle with the keyboard only: picks, places, moves, deletes, changes a number and runs', async ({
    page,
  }) => {
    await page.goto('/free-lessons')
    const href = await page.getByRole('link', { name: /Meet the Turtle/ }).getAttribute('href')
    await page.goto(href!)
    await hydrated(page)
    await expect(page.getByRole('heading', { level: 1, name: 'Meet the Turtle' })).toBeVisible()

    // Step 1: run the example, then go on.
    await tabTo(page, page.getByRole('button', { name: /^Run/ }))
    await page.keyboard.press('Enter')
    await expect(page.getByTestId('drawing-summary')).toContainText('The turtle drew 1 line')
    await tabTo(page, page.getByRole('button', { name: /^Next/ }))
    await page.keyboard.press('Enter')
    await expect(page.getByRole('heading', { level: 2, name: 'First walk' })).toBeVisible()

    // Step 2: Tab reaches the blocks to pick from; the block has a name a screen reader reads.
    await tabTo(page, focusIn('.blocklyFlyout'))
    await expect
      .poll(() => focused(page))
      .toEqual({ role: 'option', name: expect.stringMatching(/^move forward 50/) })
    await expect(page.getByRole('listbox', { name: 'Blocks you can pick' })).toBeVisible()
    await screenshot(page, 'blocks-keyboard-toolbox-focus')
    // Enter picks it; arrows choose its place; Enter puts it there.
    await page.keyboard.press('Enter')
    await expect(announced(page)).toContainText(/Moving move forward/)
    await screenshot(page, 'blocks-keyboard-moving')
    await placeUnderRunBlock(page)
    await expect(javascript(page)).toHaveText('forward(50);')
    // The block's name and the page's words say where it now is (decision 179).
    await expect
      .poll(async () => (await focused(page)).name)
      .toBe('move forward 50, inside when Run is clicked, first,')
    await expect(announced(page)).toHaveText(/^move forward 50 is now inside when Run is clicked, first\./)

    // M moves it away from the Run block: a loose block does not run.
    await page.keyboard.press('m')
    for (let n = 0; n < 3; n++) await page.keyboard.press('ControlOrMeta+ArrowRight')
    await page.keyboard.press('Enter')
    await expect(javascript(page)).toHaveText(/Join blocks under/)
    // Delete takes it away; T goes back to the blocks to pick from.
    await expect.poll(async () => (await focused(page)).name).toMatch(/^move forward/)
    await page.keyboard.press('Delete')
    await expect(
      page.locator('svg.blocklySvg > .blocklyWorkspace > .blocklyBlockCanvas > g.blocklyDraggable', {
        hasText: 'move forward',
      }),
    ).toHaveCount(0)
    await page.keyboard.press('t')
    await expect
      .poll(() => focused(page))
      .toEqual({ role: 'option', name: expect.stringMatching(/^move forward/) })
    await page.keyboard.press('Enter')
    await placeUnderRunBlock(page)
    await expect(javascript(page)).toHaveText('forward(50);')

    // Tab goes on past the editor to Run.
    await tabTo(page, page.getByRole('button', { name: /^Run/ }))
    await page.keyboard.press('Enter')
    await expect(page.getByTestId('checks')).toContainText('The turtle walked and drew a line!')
    await expect(page.getByTestId('step-complete')).toBeVisible()
    // The keys are written next to the editor (Run keeps the focus while it runs, decision 119,
    // so Tab goes on down to them).
    const help = page.getByTestId('blocks-keyboard-help')
    await tabTo(page, help.locator('summary'))
    await page.keyboard.press('Enter')
    await expect(help.getByRole('table', { name: 'Keys for the blocks' })).toBeVisible()
    await expect(help).toContainText('Pick the block.')
    await screenshot(page, 'blocks-keyboard-help')
    await tabTo(page, page.getByTestId('step-complete').getByRole('button', { name: 'Next step' }))
    await page.keyboard.press('Enter')

    // Step 3: into your blocks, down to move forward, right to its number, Enter, type, Enter.
    await expect(page.getByRole('heading', { level: 2, name: 'A long line' })).toBeVisible()
    await tabTo(page, focusIn('.blocklyFlyout'))
    await page.keyboard.press('Tab')
    await expect
      .poll(() => focused(page))
      .toEqual({ role: 'figure', name: 'Your program: 2 blocks in 1 stack' })
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('ArrowDown')
    await expect.poll(async () => (await focused(page)).name).toMatch(/^move forward 50, inside/)
    await page.keyboard.press('ArrowRight')
    await expect.poll(() => focused(page)).toEqual({ role: 'button', name: 'Edit number: 50' })
    await screenshot(page, 'blocks-keyboard-number-focus')
    await page.keyboard.press('Enter')
    await page.keyboard.press('ControlOrMeta+A')
    await page.keyboard.type('150')
    await page.keyboard.press('Enter')
    await expect(javascript(page)).toHaveText('forward(150);')
    // Ctrl+Enter runs from inside the editor.
    await page.keyboard.press('ControlOrMeta+Enter')
    await expect(page.getByTestId('checks')).toContainText('A line 150 steps long!')
    await expect(page.locator('.blocklyContextMenu')).toHaveCount(0)
    await expectAccessible(page, 'a blocks step used with the keyboard')
    await tabTo(page, page.getByTestId('step-complete').getByRole('button', { name: 'Next step' }))
    await page.keyboard.press('Enter')

    // Step 4: the quiz.
    await expect(page.getByRole('heading', { level: 2, name: 'Quick quiz' })).toBeVisible()
    await tabTo(page, page.getByRole('radio', { name: 'move forward' }))
    await page.keyboard.press('Space')
    await tabTo(page, page.getByRole('button', { name: 'Check my answer' }))
    await page.keyboard.press('Enter')
    await expect(page.getByText(/Yes! The turtle walks/)).toBeVisible()
    await expect(page.getByText('4 of 4 steps done')).toBeVisible()
  })
})
