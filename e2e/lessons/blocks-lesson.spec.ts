import { expect, hydrated, test } from '../support/auth'
import { dragBlock, screenshot } from './helpers'

test.describe('a blocks lesson', () => {
  test.describe.configure({ timeout: 120_000 })

  test('a child drags a block under the Run block, runs it and sees the line', async ({ page }) => {
    await page.goto('/free-lessons')
    await page.getByRole('link', { name: /Meet the Turtle/ }).click()
    await hydrated(page)
    await page.getByTestId('step-first-walk').click()

    const flyoutBlock = page.locator('.blocklyFlyout g.blocklyDraggable', { hasText: 'move forward' })
    const inWorkspace = (text: string) =>
      page.locator('svg.blocklySvg > .blocklyWorkspace > .blocklyBlockCanvas > g.blocklyDraggable', {
        hasText: text,
      })
    const runBlock = inWorkspace('Run is clicked')
    await expect(flyoutBlock).toBeVisible()
    await expect(runBlock).toBeVisible()

    // The editor takes input once it has laid itself out: a drag that came too early is tried again.
    await expect(async () => {
      await runBlock.first().scrollIntoViewIfNeeded()
      const hat = (await runBlock.first().boundingBox())!
      await dragBlock(page, flyoutBlock.first(), { x: hat.x + 16, y: hat.y + 40 })
      await expect(inWorkspace('move forward')).toHaveCount(1, { timeout: 2_000 })
    }).toPass({ timeout: 20_000 })
    await page.getByRole('button', { name: /^Run/ }).click()
    await expect(page.getByTestId('checks')).toContainText('The turtle walked and drew a line!')
    await expect(page.getByTestId('step-complete')).toBeVisible()
    await expect(page.getByTestId('drawing-summary')).toContainText('The turtle drew 1 line')
    // The editor's own pictures (zoom, bin) come from this site, not a broken link.
    const images = await page
      .locator('.blocklySvg image')
      .evaluateAll((nodes) =>
        nodes.map((node) => node.getAttribute('xlink:href') ?? node.getAttribute('href') ?? ''),
      )
    expect(images.length).toBeGreaterThan(0)
    for (const href of images) expect(href).toMatch(/^\/blockly\//)
    await screenshot(page, 'guest-blocks-player')
  })

  // The editor used to report its own loading of the starter as the child's change when it
  // mounted before the autosaver had chosen the child's copy (decision 100).
  test('the joined blocks are still there after a reload', async ({ page }) => {
    await page.goto('/free-lessons')
    await page.getByRole('link', { name: /Meet the Turtle/ }).click()
    await hydrated(page)
    await page.getByTestId('step-first-walk').click()
    const inWorkspace = (text: string) =>
      page.locator('svg.blocklySvg > .blocklyWorkspace > .blocklyBlockCanvas > g.blocklyDraggable', {
        hasText: text,
      })
    const runBlock = inWorkspace('Run is clicked').first()
    await expect(async () => {
      await runBlock.scrollIntoViewIfNeeded()
      const hat = (await runBlock.boundingBox())!
      const flyoutBlock = page
        .locator('.blocklyFlyout g.blocklyDraggable', { hasText: 'move forward' })
        .first()
      await dragBlock(page, flyoutBlock, { x: hat.x + 16, y: hat.y + 40 })
      await expect(inWorkspace('move forward')).toHaveCount(1, { timeout: 2_000 })
    }).toPass({ timeout: 20_000 })
    await page.getByRole('button', { name: /^Run/ }).click()
    await expect(page.getByTestId('step-complete')).toBeVisible()

    await page.reload()
    await hydrated(page)
    await page.getByTestId('step-first-walk').click()
    await expect(inWorkspace('move forward')).toHaveCount(1)
  })
})
