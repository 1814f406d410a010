import { expect, hydrated, test } from '../support/auth'
import { schoolUrl } from '../support/hosts'
import { chooseLanguage, expectPseudoGate } from '../support/pseudo-gate'

/**
 * The progress grid in the page's language (decision 213): under the pseudo-locale its headings,
 * each cell's words for a screen reader, its review links, its legend and the review queue's
 * download button are messages and fit;
 * students' names and lesson titles are not words of the product.
 */

const TURTLE_COURSE = 'Turtle Art in JavaScript'

test('the pseudo-locale gate over a class’s progress grid', async ({ page, context, loginAs }) => {
  test.setTimeout(120_000)
  await loginAs(page, 'teacher')
  await chooseLanguage(context, 'demo', 'en-XA')
  await page.goto(schoolUrl('demo', '/dashboard/progress'))
  await hydrated(page)
  // A link once opened, a button the first time: both carry this label.
  await page.getByLabel(new RegExp(`Class 4B, ${TURTLE_COURSE}`)).click()
  await expect(page.getByRole('heading', { level: 1, name: `Class 4B · ${TURTLE_COURSE}` })).toBeVisible()
  await hydrated(page)
  const grid = page.getByTestId('progress-grid')
  await expect(grid.getByRole('columnheader').first()).toContainText('⟦')
  await expect(grid.getByRole('link', { name: /^⟦Ada .*⟧$/ }).first()).toBeVisible()
  // The review queue's download button sits on this page, in the page's language too.
  await expect(page.getByRole('button', { name: /^⟦Ðóŵñļóáð ŕéṽíéŵ ŕéšúļţš/ })).toBeVisible()
  await expectPseudoGate(page, 'a class’s progress grid')
})
