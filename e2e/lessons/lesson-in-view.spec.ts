import type { Locator, Page } from '@playwright/test'
import { expect, hydrated, test } from '../support/auth'
import { expectAccessible } from '../support/axe'
import {
  expectOnScreen,
  LESSON_VIEWPORTS,
  openFreeCodeStep,
  openFreeLesson,
  runButton,
  typeCode,
} from './helpers'

/**
 * What the child works on stays in view (issue 26): a block placed on an upright tablet is not cut
 * off by the program area, the blocks stay in view when Blockly moves the focus to one, and what a
 * run came to is on the screen together with the drawing's description (decision 189).
 */
async function shoot(page: Page, name: string) {
  await page.screenshot({ path: `test-results/screenshots/in-view-${name}.png` })
}

/** The block to pick, in the list on the left of the editor. */
const toPick = (page: Page, words: string) =>
  page.locator('.blocklyFlyout g.blocklyDraggable', { hasText: words }).first()

/** The child's own blocks of one type on the workspace, top first. */
const placed = (page: Page, type: string) =>
  page.locator(`svg.blocklySvg > .blocklyWorkspace > .blocklyBlockCanvas g.blocklyDraggable.${type}`)

const javascript = (page: Page) => page.getByTestId('blocks-javascript')

/**
 * Every block of the program, and how far each one sticks out of the part of the program area
 * that shows it (right of the blocks to pick, inside the area's edges). 0 everywhere: all seen.
 */
function blocksOutOfView(page: Page) {
  return page.evaluate(() => {
    const editor = document.querySelector('[data-testid="blocks-editor"]')
    const svg = editor?.querySelector('svg.blocklySvg')
    // The editor comes after the page (it is loaded when a step needs it): asked again until then.
    if (!editor || !svg) return ['the editor: not there yet']
    const area = svg.getBoundingClientRect()
    const flyout = editor.querySelector('svg.blocklyFlyout')?.getBoundingClientRect()
    const left = Math.max(area.left, flyout && flyout.width > 0 ? flyout.right : area.left)
    const blocks = editor.querySelectorAll(
      'svg.blocklySvg > .blocklyWorkspace > .blocklyBlockCanvas g.blocklyDraggable > path.blocklyPath',
    )
    return Array.from(blocks).map((path) => {
      const box = path.getBoundingClientRect()
      const words = path.parentElement!.querySelector('text')?.textContent ?? ''
      const out = Math.max(
        0,
        left - box.left,
        box.right - area.right,
        area.top - box.top,
        box.bottom - area.bottom,
      )
      return `${words}: ${Math.round(out)}`
    })
  })
}

async function expectBlocksInView(page: Page, when: string) {
  await expect
    .poll(async () => (await blocksOutOfView(page)).filter((line) => !line.endsWith(': 0')), {
      message: `${when}: blocks cut off (pixels out of view)`,
    })
    .toEqual([])
}

/** Drags `block` so that its top-left corner lands at (x, y), in small steps as a finger does. */
async function dragTo(page: Page, block: Locator, x: number, y: number) {
  const from = (await block.locator('path.blocklyPath').first().boundingBox())!
  await page.mouse.move(from.x + 8, from.y + 8)
  await page.mouse.down()
  await page.mouse.move(from.x + 40, from.y + 20, { steps: 5 })
  await page.mouse.move(x + 8, y + 8, { steps: 15 })
  await page.mouse.up()
}

test.describe('blocks stay in view', () => {
  test.describe.configure({ timeout: 180_000 })

  test('on an upright tablet, blocks the child places are wholly in the program area', async ({
    browser,
  }) => {
    // A tablet's screen; the drag is done with a mouse, which Blockly treats as a finger.
    const context = await browser.newContext({ viewport: { width: 768, height: 1024 } })
    const page = await context.newPage()
    await openFreeLesson(page, /Meet the Turtle/)
    await page.getByRole('navigation', { name: 'Steps' }).getByRole('button', { name: 'Next step' }).click()
    await expect(page.getByRole('heading', { level: 2, name: 'First walk' })).toBeVisible()

    // "move forward" dragged from the list into "when Run is clicked".
    const start = placed(page, 'when_run').first().locator('path.blocklyPath').first()
    await expect(start).toBeVisible()
    const startBox = (await start.boundingBox())!
    await expect(async () => {
      await dragTo(page, toPick(page, 'move forward'), startBox.x + 16, startBox.y + 52)
      await expect(javascript(page)).toHaveText('forward(50);', { timeout: 2_000 })
    }).toPass({ timeout: 30_000 })
    await expectBlocksInView(page, 'move forward dropped inside when Run is clicked')
    await shoot(page, 'tablet-dropped-768x1024')

    // A repeat added at the end, a move put inside it by taps, a pen block dragged in after it.
    await page.goto('/free-lessons')
    await page.getByRole('link', { name: /Repeat!/ }).click()
    await hydrated(page)
    await page.getByTestId('step-dotted-repeat').click()
    await expect(page.getByRole('heading', { level: 2, name: 'Dotted line with repeat' })).toBeVisible()
    await placed(page, 'repeat').first().locator('text.blocklyText').first().click()
    await toPick(page, 'move forward').click()
    await expect(javascript(page)).toContainText('forward(50);')
    await toPick(page, 'pen up').click()
    await expect(javascript(page)).toContainText('penUp();')
    await toPick(page, 'move forward').click()
    await toPick(page, 'pen down').click()
    await expect(javascript(page)).toHaveText(
      'for (let i = 0; i < 5; i++) {\n  forward(50);\n  penUp();\n  forward(50);\n  penDown();\n}',
    )
    await expectBlocksInView(page, 'a repeat with four blocks inside')
    await shoot(page, 'tablet-repeat-768x1024')
    await context.close()
  })

  for (const size of LESSON_VIEWPORTS) {
    const label = `${size.width}x${size.height}`
    test(`at ${label}, the focus on a block keeps the program in view: keyboard, tap and Run`, async ({
      page,
    }) => {
      await page.setViewportSize(size)
      await page.goto('/free-lessons')
      await page.getByRole('link', { name: /Repeat!/ }).click()
      await hydrated(page)
      await page.getByTestId('step-square-with-repeat').click()
      await expect(page.getByRole('heading', { level: 2, name: 'A square with repeat' })).toBeVisible()
      await expectBlocksInView(page, 'as the step opens')

      // Into the program with the keyboard, and down through every block.
      for (let n = 0; n < 40; n++) {
        if (await page.evaluate(() => Boolean(document.activeElement?.closest('.blocklyFlyout')))) break
        await page.keyboard.press('Tab')
      }
      await page.keyboard.press('Tab')
      for (const name of [/^when Run is clicked/, /^repeat 4 times/, /^move forward 100/]) {
        await page.keyboard.press('ArrowDown')
        await expect
          .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? ''))
          .toMatch(name)
        await expectBlocksInView(page, `the keyboard on ${name.source}`)
      }
      await shoot(page, `keyboard-focus-${label}`)

      // A block put in with the keyboard: turn right, after move forward.
      await page.keyboard.press('t')
      for (let n = 0; n < 12; n++) {
        const name = await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '')
        if (name.startsWith('turn right')) break
        await page.keyboard.press('ArrowDown')
      }
      await page.keyboard.press('Enter')
      for (let n = 0; n < 12; n++) {
        if (/after move forward/.test((await page.locator('#blocklyAriaAnnounce').textContent()) ?? '')) break
        await page.keyboard.press('ArrowDown')
      }
      await page.keyboard.press('Enter')
      await expect(javascript(page)).toHaveText(
        'for (let i = 0; i < 4; i++) {\n  forward(100);\n  right(90);\n}',
      )
      await expectBlocksInView(page, 'after turn right is put in with the keyboard')

      // A tap on a block, then Run.
      await placed(page, 'turn_right').first().locator('text.blocklyText').first().click()
      await expectBlocksInView(page, 'after a tap on turn right')
      await runButton(page).click()
      await expect(page.getByTestId('checks')).toContainText('A square with only 3 blocks!')
      await expectBlocksInView(page, 'after Run')
      await shoot(page, `after-run-${label}`)
    })
  }
})

test.describe('the outcome and the drawing’s description', () => {
  test.describe.configure({ timeout: 180_000 })

  for (const size of LESSON_VIEWPORTS) {
    const label = `${size.width}x${size.height}`
    test(`at ${label}, a mistake’s message and the drawing’s description are both on the screen`, async ({
      page,
    }) => {
      await page.setViewportSize(size)
      await openFreeCodeStep(page, /Your First Lines of Code/)
      await typeCode(page, 'forward(100)\nright(90)\nforwad(50)\n')
      await runButton(page).click()
      const error = page.getByTestId('run-error')
      await expect(error).toContainText('forwad')
      await page.evaluate(() => window.scrollTo(0, 0))
      await expectOnScreen(page, error, 'the mistake’s message')
      await expectOnScreen(page, page.getByTestId('drawing-summary'), 'the drawing’s description')
      await shoot(page, `javascript-error-${label}`)

      await typeCode(page, 'forward(100)\n')
      await runButton(page).click()
      await expect(page.getByTestId('checks-summary')).toBeVisible()
      await page.evaluate(() => window.scrollTo(0, 0))
      await expectOnScreen(page, page.getByTestId('checks-summary'), 'the checks')
      await expectOnScreen(page, page.getByTestId('drawing-summary'), 'the drawing’s description')
      await shoot(page, `javascript-checks-${label}`)
    })
  }

  test('at 1366x768, Python’s typo and its stop are on the screen with the drawing’s description', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 768 })
    await openFreeCodeStep(page, /First Lines/, { python: true })
    await typeCode(page, 'from turtle import *\n\nforwad(100)\n')
    await runButton(page).click()
    const error = page.getByTestId('run-error')
    await expect(error).toContainText('forwad', { timeout: 90_000 })
    await page.evaluate(() => window.scrollTo(0, 0))
    await expectOnScreen(page, error, 'the typo’s message')
    await expectOnScreen(page, page.getByTestId('drawing-summary'), 'the drawing’s description')
    await shoot(page, 'python-typo-1366x768')

    await typeCode(page, 'from turtle import *\n\nwhile True:\n    pass\n')
    await runButton(page).click()
    const stop = page.getByTestId('run-message')
    await expect(stop).toContainText('we stopped it', { timeout: 30_000 })
    await page.evaluate(() => window.scrollTo(0, 0))
    await expectOnScreen(page, stop, 'the stop message')
    await expectOnScreen(page, page.getByTestId('drawing-summary'), 'the drawing’s description')
    await shoot(page, 'python-stopped-1366x768')
    await expectAccessible(page, 'a Python step after a stopped run')
  })
})

test('Python’s bgcolor colours the canvas and hideturtle hides the turtle, on screen and in words', async ({
  page,
}) => {
  test.setTimeout(180_000)
  await page.setViewportSize({ width: 1366, height: 768 })
  await openFreeCodeStep(page, /First Lines/, { python: true })
  await page.getByText('Instant', { exact: true }).click()
  await typeCode(
    page,
    'from turtle import *\n\nbgcolor("black")\npencolor("yellow")\nhideturtle()\nforward(100)\n',
  )
  await runButton(page).click()
  const summary = page.getByTestId('drawing-summary')
  await expect(summary).toContainText('The background is black.', { timeout: 90_000 })
  await expect(summary).toContainText('The turtle is hidden')
  const canvas = page.getByTestId('turtle-canvas')
  await expect(canvas).toHaveAttribute('data-drawn', 'true')
  /** The colour of the canvas's pixel at (x, y) of its 800 × 800, and whether the turtle's green is anywhere. */
  const look = () =>
    canvas.evaluate((element: HTMLCanvasElement) => {
      const context = element.getContext('2d')!
      const corner = Array.from(context.getImageData(10, 10, 1, 1).data.slice(0, 3))
      const all = context.getImageData(0, 0, element.width, element.height).data
      let green = 0
      for (let n = 0; n < all.length; n += 4)
        if (all[n] === 0x16 && all[n + 1] === 0xa3 && all[n + 2] === 0x4a) green++
      return { corner, green }
    })
  expect(await look()).toEqual({ corner: [0, 0, 0], green: 0 })
  await shoot(page, 'python-bgcolor-hidden-1366x768')

  await typeCode(page, 'from turtle import *\n\nbgcolor("black")\nhideturtle()\nforward(100)\nshowturtle()\n')
  await runButton(page).click()
  await expect(summary).not.toContainText('hidden', { timeout: 30_000 })
  await expect(canvas).toHaveAttribute('data-drawn', 'true')
  expect((await look()).green).toBeGreaterThan(50)
  await shoot(page, 'python-showturtle-1366x768')
})
