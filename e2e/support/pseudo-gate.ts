import type { BrowserContext, Page } from '@playwright/test'
import { expect, hydrated } from './auth'
import { schoolHost } from './hosts'

/**
 * The pseudo-locale gate (decision 204), for every spec that visits a translated screen: under
 * en-XA every visible text carries its markers (no inline string, no missing message) and fits its
 * box.
 */

export const SCREENSHOTS = 'test-results/screenshots/i18n'

/** The device's language choice, as the picker writes it (the `locale` cookie on the school's host). */
export async function chooseLanguage(context: BrowserContext, subdomain: string, locale: string) {
  await context.addCookies([
    { name: 'locale', value: locale, domain: schoolHost(subdomain).split(':')[0]!, path: '/' },
  ])
}

interface GateProblem {
  kind: 'inline string' | 'overflow' | 'inline label' | 'inline title'
  text: string
  where: string
}

/**
 * Every visible text node under `root` that lacks the pseudo-locale's markers or spills out of its
 * box; every text only a screen reader reads (`.sr-only`, `aria-label`) and the page's title that
 * lack the markers.
 */
async function pseudoGateProblems(page: Page, root = 'body'): Promise<GateProblem[]> {
  return page.locator(root).evaluate((rootElement) => {
    const problems: { kind: GateProblem['kind']; text: string; where: string }[] = []
    const marked = (text: string) => text.includes('⟦') || text.includes('⟧')
    const describe = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.className && typeof el.className === 'string' ? `.${el.className.split(' ').slice(0, 2).join('.')}` : ''}`
    const pageLang = document.documentElement.lang
    const walker = document.createTreeWalker(rootElement, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? ''
      // Only words need a translation: numbers, symbols and spaces do not.
      if (!/\p{L}/u.test(text)) continue
      const parent = node.parentElement
      // Key caps and code are not words of the product.
      if (!parent || parent.closest('script, style, noscript, template, option, kbd, code, pre')) continue
      // Names and codes people typed (translate="no") and text in another language on purpose
      // (each language's own name in the picker).
      if (parent.closest('[translate="no"]')) continue
      const lang = parent.closest('[lang]')?.getAttribute('lang')
      if (lang && lang !== pageLang) continue
      const range = document.createRange()
      range.selectNodeContents(node)
      const rects = [...range.getClientRects()].filter((rect) => rect.width > 0 && rect.height > 0)
      const style = getComputedStyle(parent)
      // Words only a screen reader reads are words of the product too; they have no box to fit
      // (and while a dialog hides the page from screen readers, nobody reads them).
      if (parent.closest('.sr-only')) {
        if (!marked(text) && !parent.closest('[aria-hidden="true"]'))
          problems.push({ kind: 'inline string', text: text.trim().slice(0, 80), where: describe(parent) })
        continue
      }
      if (rects.length === 0 || style.visibility === 'hidden') continue
      if (!marked(text)) {
        problems.push({ kind: 'inline string', text: text.trim().slice(0, 80), where: describe(parent) })
        continue
      }
      // Its box: the nearest ancestor that is not inline. The text must stay inside it, and a box
      // that hides what overflows must not be cutting the text off.
      let box: Element = parent
      while (box.parentElement && getComputedStyle(box).display.startsWith('inline') && box !== rootElement)
        box = box.parentElement
      const bounds = box.getBoundingClientRect()
      // (Sideways: a glyph may rise above or hang below its line box, which is not overflow.)
      const outside = rects.some((rect) => rect.left < bounds.left - 1 || rect.right > bounds.right + 1)
      const boxStyle = getComputedStyle(box)
      const clipped =
        (box.scrollWidth > box.clientWidth + 1 && boxStyle.overflowX !== 'visible') ||
        (box.scrollHeight > box.clientHeight + 1 && boxStyle.overflowY === 'hidden')
      if (outside || clipped)
        problems.push({ kind: 'overflow', text: text.trim().slice(0, 80), where: describe(box) })
    }
    // The names a screen reader gives to buttons, regions and pictures.
    for (const element of rootElement.querySelectorAll('[aria-label]')) {
      const label = element.getAttribute('aria-label') ?? ''
      if (!/\p{L}/u.test(label) || marked(label)) continue
      if (element.closest('[translate="no"], [aria-hidden="true"]')) continue
      const lang = element.closest('[lang]')?.getAttribute('lang')
      if (lang && lang !== pageLang) continue
      problems.push({ kind: 'inline label', text: label.slice(0, 80), where: describe(element) })
    }
    if (!marked(document.title))
      problems.push({ kind: 'inline title', text: document.title.slice(0, 80), where: 'title' })
    return problems
  })
}

export async function expectPseudoGate(page: Page, screen: string) {
  await hydrated(page)
  expect(await pseudoGateProblems(page), `pseudo-locale gate on ${screen}`).toEqual([])
}
