import type { Page } from '@playwright/test'
import { expect, hydrated, test } from '../support/auth'
import { expectAccessible } from '../support/axe'
import { screenshot } from './helpers'

// WCAG 2.5.7 (decision 148): everything the blocks editor does by dragging is done with taps.
// Nothing here drags: every pointer action is a click, and no key is pressed but to type a number.

const javascript = (page: Page) => page.getByTestId('blocks-javascript')

/** The block to pick, in the list on the left of the editor. */
const toPick = (page: Page, words: string) =>
  page.locator('.blocklyFlyout g.blocklyDraggable', { hasText: words }).first()

/** The child's own blocks of one type on the workspace (Blockly names a block's group by its type), top first. */
const placed = (page: Page, type: string) =>
  page.locator(`svg.blocklySvg > .blocklyWorkspace > .blocklyBlockCanvas g.blocklyDraggable.${type}`)

/** Clicks a block where its words are, not on a number (which opens the number's editor). */
async function tap(block: ReturnType<typeof placed>) {
  await block.locator('text.blocklyText').first().click()
}

/**
 * Taps a block's number and types a new one, until the program shows it. The number's editor
 * opens on the tap and closes on a tap elsewhere; on a loaded machine the step's workspace can
 * still be settling when the tap lands and close the editor, as a child would then tap again.
 */
async function setNumber(
  page: Page,
  block: ReturnType<typeof placed>,
  value: string,
  heading: string,
  program: string,
) {
  await expect(async () => {
    await block.locator('.blocklyEditableField').click()
    await page.locator('.blocklyHtmlInput').fill(value, { timeout: 2_000 })
    await page.getByRole('heading', { level: 2, name: heading }).click()
    await expect(javascript(page)).toHaveText(program, { timeout: 2_000 })
  }).toPass({ timeout: 30_000 })
}

const bar = (page: Page) => page.getByRole('group', { name: 'Change the chosen block' })

test.describe('blocks with taps only', () => {
  test.describe.configure({ timeout: 240_000 })

  test('a child plays Meet the Turtle with clicks only: adds, chooses, moves, takes away, undoes and runs', async ({
    page,
  }) => {
    await page.goto('/free-lessons')
    const href = await page.getByRole('link', { name: /Meet the Turtle/ }).getAttribute('href')
    await page.goto(href!)
    await hydrated(page)

    // Step 1: run the example, then on.
    await page.getByRole('button', { name: /^Run/ }).click()
    await expect(page.getByTestId('drawing-summary')).toContainText('The turtle drew 1 line')
    await page.getByRole('button', { name: /^Next/ }).click()
    await expect(page.getByRole('heading', { level: 2, name: 'First walk' })).toBeVisible()

    // Step 2: nothing is chosen yet; the bar says what a tap does, and its buttons say why not.
    await expect(page.getByTestId('blocks-chosen')).toHaveText('Tap a block on the left to add it.')
    await expect(bar(page).getByRole('button', { name: 'Up' })).toHaveAttribute('aria-disabled', 'true')
    await expect(bar(page).getByRole('button', { name: 'Take away' })).toHaveAccessibleDescription(
      'Tap one of your blocks first.',
    )
    await screenshot(page, 'blocks-taps-empty')

    // A tap on "move forward" puts it under "when Run is clicked" and chooses it.
    await toPick(page, 'move forward').click()
    await expect(javascript(page)).toHaveText('forward(50);')
    await expect(page.getByTestId('blocks-chosen')).toHaveText('Chosen: move forward 50')
    await expect(placed(page, 'forward').first()).toHaveClass(/blocks-tap-chosen/)

    // A second tap adds another after it; its number changed with a click and typing.
    await toPick(page, 'move forward').click()
    await expect(javascript(page)).toHaveText('forward(50);\nforward(50);')
    await setNumber(page, placed(page, 'forward').last(), '120', 'First walk', 'forward(50);\nforward(120);')

    // Choose the 120 block; Up moves it above the other; at the top, Up says why it cannot.
    await tap(placed(page, 'forward').last())
    await expect(page.getByTestId('blocks-chosen')).toHaveText('Chosen: move forward 120')
    await bar(page).getByRole('button', { name: 'Up' }).click()
    await expect(javascript(page)).toHaveText('forward(120);\nforward(50);')
    await expect(bar(page).getByRole('button', { name: 'Up' })).toHaveAccessibleDescription(
      'It is at the top.',
    )
    await expect(bar(page).getByRole('button', { name: 'Up' })).toBeFocused()
    await bar(page).getByRole('button', { name: 'Down' }).click()
    await expect(javascript(page)).toHaveText('forward(50);\nforward(120);')
    await screenshot(page, 'blocks-taps-chosen')

    // Take away, and Undo brings it back; take it away again.
    await bar(page).getByRole('button', { name: 'Take away' }).click()
    await expect(javascript(page)).toHaveText('forward(50);')
    await expect(page.getByTestId('blocks-chosen')).toHaveText('Tap a block on the left to add it.')
    await bar(page).getByRole('button', { name: 'Undo' }).click()
    await expect(javascript(page)).toHaveText('forward(50);\nforward(120);')
    await tap(placed(page, 'forward').last())
    await bar(page).getByRole('button', { name: 'Take away' }).click()
    await expect(javascript(page)).toHaveText('forward(50);')
    await expectAccessible(page, 'a blocks step built with taps')

    // Run, with a click.
    await page.getByRole('button', { name: /^Run/ }).click()
    await expect(page.getByTestId('checks')).toContainText('The turtle walked and drew a line!')
    await page.getByTestId('step-complete').getByRole('button', { name: 'Next step' }).click()

    // Step 3: the block is there again; its number goes to 150 with a click and typing; Run.
    await expect(page.getByRole('heading', { level: 2, name: 'A long line' })).toBeVisible()
    await setNumber(page, placed(page, 'forward').first(), '150', 'A long line', 'forward(150);')
    await page.getByRole('button', { name: /^Run/ }).click()
    await expect(page.getByTestId('checks')).toContainText('A line 150 steps long!')
    await page.getByTestId('step-complete').getByRole('button', { name: 'Next step' }).click()

    // Step 4: the quiz, with clicks.
    await expect(page.getByRole('heading', { level: 2, name: 'Quick quiz' })).toBeVisible()
    await page.getByRole('radio', { name: 'move forward' }).click()
    await page.getByRole('button', { name: 'Check my answer' }).click()
    await expect(page.getByText('4 of 4 steps done')).toBeVisible()
  })
})
