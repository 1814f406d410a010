import type { Locator, Page } from '@playwright/test'
import { expect, hydrated, test } from '../support/auth'
import { expectAccessible } from '../support/axe'
import { screenshot } from './helpers'

// A child who uses a screen reader builds a program inside a repeat with the keyboard and can
// follow it: every block's name says what it does and where it is, the program is read as a list
// with the blocks inside blocks, and after a block is put somewhere the page says where it is
// (decision 179).

/** Presses Tab (at most 40 times) until the focus is inside `selector`. */
async function tabInto(page: Page, selector: string) {
  for (let n = 0; n < 40; n++) {
    if (await page.evaluate((inside) => Boolean(document.activeElement?.closest(inside)), selector)) return
    await page.keyboard.press('Tab')
  }
  throw new Error(`Tab never reached ${selector}`)
}

/** The name a screen reader reads for what has the keyboard focus. */
const focusedName = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '')

/** What Blockly and the editor last said to a screen reader (Blockly's live region). */
const announced = (page: Page) => page.locator('#blocklyAriaAnnounce')

/** Presses `key` until `locator`'s text matches `words` (at most 12 times), as a child listens and presses on. */
async function pressUntil(
  page: Page,
  key: string,
  locator: Locator | (() => Promise<string>),
  words: RegExp,
) {
  const read = typeof locator === 'function' ? locator : async () => (await locator.textContent()) ?? ''
  for (let n = 0; n < 12; n++) {
    if (words.test(await read())) return
    await page.keyboard.press(key)
    await expect.poll(read).not.toBe('')
  }
  await expect.poll(read).toMatch(words)
}

test('a screen-reader user builds repeat → move, turn with the keyboard and hears where each block is', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await page.goto('/free-lessons')
  await page.getByRole('link', { name: /Repeat!/ }).click()
  await hydrated(page)
  await page.getByTestId('step-square-with-repeat').click()
  await expect(page.getByRole('heading', { level: 2, name: 'A square with repeat' })).toBeVisible()
  const outline = page.getByTestId('blocks-outline')

  // The program area is named for a child and counts its blocks from the beginning (decision 190).
  await expect(page.getByRole('region', { name: 'Your program: 3 blocks in 1 stack' })).toBeVisible()
  await expect(page.getByRole('region', { name: /workspace/i })).toHaveCount(0)
  await tabInto(page, '.blocklyFlyout')
  await page.keyboard.press('Tab')
  await expect.poll(() => focusedName(page)).toBe('Your program: 3 blocks in 1 stack')

  // Back to the blocks to pick: turn right, Enter, arrows to its place after move forward, Enter.
  await page.keyboard.press('t')
  await pressUntil(page, 'ArrowDown', () => focusedName(page), /^turn right/)
  await page.keyboard.press('Enter')
  await expect(announced(page)).toContainText(/Moving turn right/)
  await expect(page.locator('.blocklyToast')).toHaveCount(1)
  await pressUntil(page, 'ArrowDown', announced(page), /after move forward/)
  await page.keyboard.press('Enter')

  // The page says where the block now is, Blockly's hint goes, and the block's name says it too.
  await expect(announced(page)).toHaveText(/^turn right 90 is now inside repeat 4 times, second\.\s*$/)
  await expect(page.locator('.blocklyToast')).toHaveCount(0)
  await expect.poll(() => focusedName(page)).toBe('turn right 90, inside repeat 4 times, second,')
  await expect(page.getByTestId('blocks-javascript')).toHaveText(
    'for (let i = 0; i < 4; i++) {\n  forward(100);\n  right(90);\n}',
  )

  // The program as a list: the stack, the blocks inside blocks, in order.
  await expect(outline).toMatchAriaSnapshot(`
    - paragraph: "Your program, block by block:"
    - list "1 stack of blocks":
      - listitem:
        - text: A stack with 1 block
        - list:
          - listitem:
            - text: when Run is clicked
            - list:
              - listitem:
                - text: repeat 4 times
                - list:
                  - listitem: move forward 100
                  - listitem: turn right 90
  `)
  // Blockly's workspace reads the same way: stacks, blocks inside blocks with their numbers,
  // every figure named (the places where blocks join are named when the arrows reach them).
  const workspace = page.getByRole('region', { name: 'Your program: 4 blocks in 1 stack' })
  await expect(workspace).toMatchAriaSnapshot(`
    - 'figure "Your program: 4 blocks in 1 stack"'
    - figure "when Run is clicked, 1 block inside,":
      - figure "repeat 4 times, inside when Run is clicked, first, 2 blocks inside,":
        - 'button "Edit number: 4"'
        - figure "move forward 100, inside repeat 4 times, first,":
          - 'button "Edit number: 100"'
        - figure "turn right 90, inside repeat 4 times, second,":
          - 'button "Edit number: 90"'
  `)
  await expect(workspace.getByRole('figure')).toHaveCount(5)
  await expect(workspace.getByRole('figure', { name: /^$/ })).toHaveCount(0)
  await expect(page.getByRole('application')).toHaveCount(1)

  // Run with the keyboard: the square is drawn, and no hint covers the program.
  await page.keyboard.press('ControlOrMeta+Enter')
  await expect(page.getByTestId('checks')).toContainText('A square with only 3 blocks!')
  await expect(page.locator('.blocklyToast')).toHaveCount(0)
  const help = page.getByTestId('blocks-keyboard-help')
  await help.locator('summary').click()
  await expect(help).toContainText('Your program, block by block')
  await screenshot(page, 'blocks-outline-after-run')
  await page.screenshot({ path: '/tmp/w10/outline.png' })
  await expectAccessible(page, 'a blocks program built with the keyboard')
})
