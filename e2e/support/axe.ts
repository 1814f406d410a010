import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

/**
 * Waits until the page's finite animations (a celebration's confetti, a fade-in) have finished,
 * so axe judges what stays on the screen, not a frame of an animation.
 */
async function settled(page: Page): Promise<void> {
  const quiet = () =>
    page.waitForFunction(() =>
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity,
        ),
    )
  // Twice, a moment apart: a banner that appears just after the first look animates too.
  await quiet()
  await page.waitForTimeout(300)
  await quiet()
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
