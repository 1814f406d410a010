import type { Page } from '@playwright/test'
import { PROGRAMMING_WORDS } from '../../src/features/runner/words/programming-words'
import { type Block, blocksToJavaScript } from '../../src/kernel/runner-protocol/block-program'
import { expect, hydrated, test } from '../support/auth'
import { screenshot } from './helpers'

/**
 * A six-year-old's blocks go wrong in the ways blocks can: far too much to draw, a block left
 * lying loose, a pen size of 0, a run they stop. What the page says each time uses the blocks'
 * and the turtle's words, never a programming word (decision 117).
 */
const STEP = 'square-with-repeat'
const forward = (steps: number): Block => ({ type: 'forward', fields: { STEPS: steps } })
const repeat = (times: number, ...body: Block[]): Block => ({
  type: 'repeat',
  fields: { TIMES: times },
  body,
})
const whenRun = (...body: Block[]): Block => ({ type: 'when_run', body })
const change = (by: number): Block => ({ type: 'change', fields: { VAR: 'stars', BY: by } })

/** Opens the free lesson "Repeat!" as a guest with these blocks in the square step, as if built there. */
async function openWith(page: Page, blocks: Block[]) {
  await page.goto('/free-lessons')
  await page.getByRole('link', { name: /Repeat!/ }).click()
  await hydrated(page)
  const lessonId = new URL(page.url()).pathname.split('/').pop()!
  await page.evaluate(
    ({ key, code, blocks }) =>
      localStorage.setItem(
        key,
        JSON.stringify({
          code,
          blocksJson: blocks,
          baseRevision: 0,
          dirty: false,
          updatedAt: Date.now(),
        }),
      ),
    { key: `codeschool.code.v1:guest:${lessonId}:${STEP}`, code: blocksToJavaScript(blocks), blocks },
  )
  await page.reload()
  await hydrated(page)
  await page.getByTestId(`step-${STEP}`).click()
  await expect(page.locator('.blocklySvg').first()).toBeVisible()
}

/** Everything the step says after a run: how it ended, what went wrong, the checks. */
async function saidAfterRun(page: Page): Promise<string> {
  const parts = [page.getByTestId('run-message'), page.getByTestId('run-error'), page.getByTestId('checks')]
  const texts: string[] = []
  for (const part of parts) if (await part.isVisible()) texts.push(await part.innerText())
  return texts.join('\n')
}

test.describe('a blocks lesson speaks to six-year-olds', () => {
  test.describe.configure({ timeout: 120_000 })

  test('far too much to draw, a loose block, a pen size of 0 and Stop, all in plain words', async ({
    page,
  }) => {
    // 100 × 100 × 100 steps: far more than the turtle may draw in one run.
    await openWith(page, [whenRun(repeat(100, repeat(100, repeat(100, forward(1)))))])
    await page.getByRole('button', { name: /^Run/ }).click()
    await expect(page.getByTestId('run-error')).toHaveText(
      'The turtle had too much to do, so we stopped it. Try smaller numbers in your repeat blocks.',
    )
    await expect(page.getByTestId('checks')).toContainText('Checks: ')
    let said = await saidAfterRun(page)
    expect(said).not.toMatch(PROGRAMMING_WORDS)
    await screenshot(page, 'blocks-too-much-to-draw')

    // A turn left lying beside the stack: the square fails and the page says why.
    await openWith(page, [
      whenRun(repeat(4, forward(100))),
      { type: 'turn_right', fields: { DEGREES: 90 }, x: 320, y: 220 },
    ])
    await page.getByRole('button', { name: /^Run/ }).click()
    await expect(page.getByTestId('run-error')).toHaveText(
      'Some blocks are not joined to the others, so the turtle skipped them. Drag them under "when Run is clicked".',
    )
    said = await saidAfterRun(page)
    expect(said).toContain('Your square has')
    expect(said).not.toMatch(PROGRAMMING_WORDS)
    await screenshot(page, 'blocks-loose-block')

    // A pen size of 0.
    await openWith(page, [whenRun({ type: 'pen_width', fields: { WIDTH: 0 } }, repeat(4, forward(100)))])
    await page.getByRole('button', { name: /^Run/ }).click()
    await expect(page.getByTestId('run-error')).toHaveText('The pen size must be bigger than 0. Try 5.')
    expect(await saidAfterRun(page)).not.toMatch(PROGRAMMING_WORDS)

    // Counting for ever (100 ⁵ times), stopped by the child: Stop says so, and so would the clock.
    await openWith(page, [
      whenRun(repeat(100, repeat(100, repeat(100, repeat(100, repeat(100, change(1))))))),
    ])
    // Run, then Stop as soon as it can be pressed, inside the page: a run lasts at most 1.5 s, and
    // two clicks from the test could come after the clock has stopped it already.
    await page.evaluate(() => {
      const button = (name: string) =>
        [...document.querySelectorAll('button')].find((b) => b.textContent?.trim().startsWith(name))
      button('Run')?.click()
      const stopWhenReady = () => {
        const stop = button('Stop')
        if (stop && stop.getAttribute('aria-disabled') !== 'true') stop.click()
        else requestAnimationFrame(stopWhenReady)
      }
      requestAnimationFrame(stopWhenReady)
    })
    await expect(page.getByTestId('run-message')).toHaveText('You stopped the turtle.')
    expect(await saidAfterRun(page)).not.toMatch(PROGRAMMING_WORDS)
    await page.getByRole('button', { name: /^Run/ }).click()
    await expect(page.getByTestId('run-message')).toHaveText(
      'The turtle kept going and did not finish, so we stopped it. Is a number in a repeat block too big?',
      { timeout: 5_000 },
    )
    expect(await saidAfterRun(page)).not.toMatch(PROGRAMMING_WORDS)
    // The reset question too.
    await page
      .getByRole('button', { name: /Reset|Start again/ })
      .first()
      .click()
    await expect(
      page.getByText('Start this step again? Your blocks go back to how they began.'),
    ).toBeVisible()
    // The question takes the focus, and gives it back to "Start again" when answered.
    await expect(page.getByRole('button', { name: 'No, keep my code' })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('button', { name: /^Start again/ })).toBeFocused()
  })
})
