import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

/**
 * Waits until no finite animation (a celebration's confetti, a fade-in) has run for 20 frames in a
 * row, so axe judges what stays on the screen, not a frame of an animation; a banner that appears
 * just after the first quiet frame animates too and starts the count again.
 */
async function settled(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let quietFrames = 0
        const animating = () =>
          document
            .getAnimations()
            .some(
              (animation) =>
                animation.playState === 'running' &&
                animation.effect?.getComputedTiming().endTime !== Infinity,
            )
        const look = () => {
          quietFrames = animating() ? 0 : quietFrames + 1
          if (quietFrames >= 20) resolve()
          else requestAnimationFrame(look)
        }
        look()
      }),
  )
}

/**
 * axe-core (all its rules: WCAG 2.1 A/AA and best practices) finds nothing to fix on the page, or on
 * `include` within it. `exclude`: parts made by a library the product does not control, named in
 * the test with the reason.
 */
export async function expectAccessible(
  page: Page,
  what: string,
  include?: string,
  exclude: readonly string[] = [],
): Promise<void> {
  await settled(page)
  const builder = new AxeBuilder({ page })
  if (include) builder.include(include)
  for (const selector of exclude) builder.exclude(selector)
  const results = await builder.analyze()
  const violations = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
        .map(
          (node) => `${node.target.join(' ')}: ${node.failureSummary?.split('\n').slice(1).join(' ').trim()}`,
        )
        .join(' | ')}`,
  )
  expect(violations, `axe on ${what}`).toEqual([])
}
