import { expect, type Page } from '@playwright/test'

/**
 * WCAG 2.2 AA checks axe cannot make (e2e/support/axe.ts runs axe itself): where the keyboard
 * focus is and whether it shows (2.4.7, 2.4.11), target sizes (2.5.8) and reflow (1.4.10).
 */

/** Screenshots of the checks, kept under test-results/screenshots/accessibility. */
export async function shoot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `test-results/screenshots/accessibility/${name}.png`, fullPage: false })
}

interface FocusReport {
  /** What has the focus, for messages: tag, accessible-ish name. */
  what: string
  /** Why it fails, or null. */
  hidden: string | null
  obscured: string | null
}

/**
 * Where the keyboard focus is now, and whether it can be seen: the focused element (or, for a
 * visually hidden radio or checkbox, the label that shows it) draws an outline or shadow, or
 * changes its border or background, that it does not draw when unfocused (2.4.7); and its box is in
 * the viewport and the thing at its centre is itself, not a sticky header or footer (2.4.11).
 * The unfocused look is read by blurring and focusing the element again, which keeps
 * :focus-visible because the last input was the keyboard.
 */
async function focusReport(page: Page): Promise<FocusReport> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null
    if (!el || el === document.body) return { what: 'body', hidden: 'nothing has the focus', obscured: null }
    const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\s+/g, ' ')
    const what = `<${el.tagName.toLowerCase()}${el.getAttribute('type') ? ` type=${el.getAttribute('type')}` : ''}> "${name.slice(0, 50)}"`
    // A visually hidden input (sr-only) shows its focus on its label.
    const ownBox = el.getBoundingClientRect()
    const shown: HTMLElement =
      ownBox.width <= 2 || ownBox.height <= 2
        ? ((el as HTMLInputElement).labels?.[0] ?? el.closest('label') ?? el.parentElement ?? el)
        : el
    // The look of the element, its label and its two nearest ancestors (focus-within rings).
    const watched = [shown, shown.parentElement, shown.parentElement?.parentElement].filter(
      (node): node is HTMLElement => Boolean(node) && node !== document.body,
    )
    const look = () =>
      watched
        .map((node) => {
          const s = getComputedStyle(node)
          const outline = s.outlineStyle !== 'none' && Number.parseFloat(s.outlineWidth) > 0
          return [
            outline ? `${s.outlineStyle} ${s.outlineWidth} ${s.outlineColor}` : 'no outline',
            s.boxShadow,
            s.borderColor,
            s.backgroundColor,
            s.textDecorationLine,
          ].join('|')
        })
        .join(' / ')
    const focused = look()
    el.blur()
    const unfocused = look()
    el.focus({ preventScroll: true })
    const stillFocused = document.activeElement === el
    const hidden = !stillFocused
      ? 'the element could not be focused again'
      : focused === unfocused
        ? `no focus indicator: focused and unfocused look alike (${focused})`
        : null

    const box = shown.getBoundingClientRect()
    const vw = document.documentElement.clientWidth
    const vh = document.documentElement.clientHeight
    let obscured: string | null = null
    if (box.width === 0 || box.height === 0) obscured = 'it has no size on the screen'
    else if (box.bottom <= 0 || box.right <= 0 || box.top >= vh || box.left >= vw)
      obscured = `it is outside the viewport (${Math.round(box.left)},${Math.round(box.top)})`
    else {
      const x = Math.min(Math.max(box.left + box.width / 2, 0), vw - 1)
      const y = Math.min(Math.max(box.top + box.height / 2, 0), vh - 1)
      const hit = document.elementFromPoint(x, y)
      const ok =
        hit &&
        (shown.contains(hit) ||
          hit.contains(shown) ||
          el.contains(hit) ||
          (hit instanceof HTMLLabelElement && hit.control === el))
      if (!ok)
        obscured = `its centre shows <${hit?.tagName.toLowerCase()} class="${hit?.getAttribute('class') ?? ''}">`
    }
    return { what, hidden, obscured }
  })
}

/** The focus is on something, visibly, and nothing covers it; answers what has the focus. */
export async function expectVisibleFocus(page: Page, step: string): Promise<string> {
  const report = await focusReport(page)
  expect(report.hidden, `${step}: focus on ${report.what} is visible (2.4.7)`).toBeNull()
  expect(report.obscured, `${step}: focus on ${report.what} is not obscured (2.4.11)`).toBeNull()
  return report.what
}

/**
 * Presses Tab (Shift+Tab with `back`) until the focused element's aria-label, text or label is `name`
 * (whitespace collapsed; a string matches exactly), checking at every stop that the focus is
 * visible and not obscured.
 */
export async function tabTo(
  page: Page,
  step: string,
  name: string | RegExp,
  { back = false, max = 60 }: { back?: boolean; max?: number } = {},
): Promise<void> {
  const wanted = typeof name === 'string' ? { text: name } : { pattern: name.source, flags: name.flags }
  const trail: string[] = []
  for (let n = 0; n < max; n++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab')
    trail.push(await expectVisibleFocus(page, `${step} (Tab ${n + 1} after ${trail.join(', ') || 'none'})`))
    const reached = await page.evaluate(
      (w) => {
        const el = document.activeElement as HTMLElement | null
        if (!el) return false
        const field = el as HTMLInputElement
        const text = field.labels?.[0]?.innerText ?? el.innerText
        const label = (el.getAttribute('aria-label') ?? text ?? '').trim().replace(/\s+/g, ' ')
        return w.text !== undefined ? label === w.text : new RegExp(w.pattern!, w.flags).test(label)
      },
      wanted as { text?: string; pattern?: string; flags?: string },
    )
    if (reached) return
  }
  throw new Error(`${step}: ${max} presses of Tab never reached "${String(name)}"`)
}

export interface SmallTarget {
  what: string
  width: number
  height: number
}

/**
 * Every interactive element on the page smaller than 24×24 CSS px (2.5.8), less WCAG's exceptions:
 * a link inside a sentence (inline, with text of its own line beside it), a target whose 24 px
 * circle touches no other target (spacing), an unstyled control the browser sizes, and elements
 * inside `exempt` (a library's own widget the product does not control, named in the test).
 */
async function smallTargets(page: Page, exempt: readonly string[] = []): Promise<SmallTarget[]> {
  return page.evaluate((exemptSelectors) => {
    const selector = [
      'a[href]',
      'button',
      'input:not([type=hidden])',
      'select',
      'textarea',
      'summary',
      '[role=button]',
      '[role=link]',
      '[role=checkbox]',
      '[role=radio]',
      '[role=tab]',
      '[role=switch]',
      '[role=menuitem]',
      '[tabindex]:not([tabindex="-1"])',
    ].join(',')
    const visible = (el: Element) => {
      const s = getComputedStyle(el)
      if (s.visibility === 'hidden' || s.display === 'none') return false
      const box = el.getBoundingClientRect()
      return box.width > 0 && box.height > 0
    }
    const targets: { el: Element; box: DOMRect }[] = []
    for (const el of document.querySelectorAll(selector)) {
      if (exemptSelectors.some((s) => el.closest(s))) continue
      if ((el as HTMLElement).inert || el.closest('[inert]')) continue
      if (!visible(el)) continue
      let box = el.getBoundingClientRect()
      // A visually hidden input: its label is the target.
      if (box.width <= 2 || box.height <= 2) {
        const label = (el as HTMLInputElement).labels?.[0] ?? el.closest('label')
        if (!label) continue
        box = label.getBoundingClientRect()
      }
      targets.push({ el, box })
    }
    const inSentence = (el: Element) => {
      if (el.tagName !== 'A' || getComputedStyle(el).display !== 'inline') return false
      const block = el.parentElement
      if (!block) return false
      const own = (block.textContent ?? '').replace(el.textContent ?? '', '').trim()
      return own.length > 0
    }
    // An unstyled checkbox or radio keeps the browser's 13 px box, with its label beside it.
    const browserSized = (el: Element) =>
      el instanceof HTMLInputElement &&
      (el.type === 'checkbox' || el.type === 'radio') &&
      getComputedStyle(el).appearance !== 'none' &&
      el.labels !== null &&
      el.labels.length > 0
    const small = targets.filter(({ box }) => box.width < 23.99 || box.height < 23.99)
    const distance = (x: number, y: number, box: DOMRect) => {
      const dx = Math.max(box.left - x, 0, x - box.right)
      const dy = Math.max(box.top - y, 0, y - box.bottom)
      return Math.hypot(dx, dy)
    }
    const centre = (box: DOMRect) => [box.left + box.width / 2, box.top + box.height / 2] as const
    return small
      .filter(({ el, box }) => {
        if (inSentence(el) || browserSized(el)) return false
        const [x, y] = centre(box)
        const crowded = targets.some((other) => {
          if (other.el === el || other.el.contains(el) || el.contains(other.el)) return false
          if (other.box === box) return false
          if (small.some((s) => s.el === other.el)) {
            const [ox, oy] = centre(other.box)
            return Math.hypot(ox - x, oy - y) < 24
          }
          return distance(x, y, other.box) < 12
        })
        return crowded
      })
      .map(({ el, box }) => {
        const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\s+/g, ' ')
        return {
          what: `<${el.tagName.toLowerCase()} class="${(el.getAttribute('class') ?? '').slice(0, 60)}"> "${name.slice(0, 40)}"`,
          width: Math.round(box.width * 10) / 10,
          height: Math.round(box.height * 10) / 10,
        }
      })
  }, exempt)
}

export async function expectTargetSizes(page: Page, screen: string, exempt: readonly string[] = []) {
  expect(await smallTargets(page, exempt), `targets under 24×24 px on ${screen} (2.5.8)`).toEqual([])
}

/**
 * The page does not scroll sideways (1.4.10); answers the elements that stick out past the right
 * edge, outside `exempt` (2-D content that may scroll in its own box).
 */
export async function expectReflow(page: Page, screen: string, exempt: readonly string[] = []) {
  const overflow = await page.evaluate((exemptSelectors) => {
    const root = document.scrollingElement ?? document.documentElement
    if (root.scrollWidth <= root.clientWidth + 1) return []
    const width = root.clientWidth
    const out: string[] = []
    for (const el of document.body.querySelectorAll('*')) {
      if (exemptSelectors.some((s) => el.closest(s))) continue
      const box = el.getBoundingClientRect()
      if (box.width === 0 || box.right <= width + 1) continue
      // Only the outermost offender: its children stick out because it does.
      const parent = el.parentElement
      if (parent && parent.getBoundingClientRect().right > width + 1) continue
      // Inside a box that scrolls or clips on its own (a strip of tabs): not the page's scrolling.
      let clipped = false
      for (let up = parent; up && up !== document.body; up = up.parentElement) {
        if (getComputedStyle(up).overflowX !== 'visible') clipped = true
      }
      if (clipped) continue
      out.push(
        `<${el.tagName.toLowerCase()} class="${(el.getAttribute('class') ?? '').slice(0, 80)}"> right=${Math.round(box.right)}`,
      )
    }
    return out
  }, exempt)
  expect(overflow, `${screen} at 320 px wide scrolls sideways (1.4.10)`).toEqual([])
}
