// Lighthouse (the npm package, Debian's Chromium headless) on the pages a class opens first: mobile
// form factor and Lighthouse's simulated mobile network and CPU, accessibility and performance.
// The bar: accessibility 100 and performance ≥ 90 on each page.
import { chromium } from '@playwright/test'
import lighthouse from 'lighthouse'
import { chromiumArgs, systemChromium } from '../e2e/support/browser.ts'

export interface LighthousePage {
  label: string
  url: string
  /** The Cookie header of a signed-in visitor, if the page needs one. */
  cookie?: string
}

export interface LighthouseScore {
  label: string
  url: string
  accessibility: number
  performance: number
  /** Largest Contentful Paint, Total Blocking Time and Cumulative Layout Shift as Lighthouse shows them. */
  lcp: string
  tbt: string
  cls: string
  /** The accessibility audits that failed, by id, with the first elements each names. */
  failedAccessibility: string[]
}

const DEBUGGING_PORT = 9333

export async function runLighthouse(pages: readonly LighthousePage[]): Promise<LighthouseScore[]> {
  const browser = await chromium.launch({
    executablePath: systemChromium,
    args: [...chromiumArgs, `--remote-debugging-port=${DEBUGGING_PORT}`],
  })
  const scores: LighthouseScore[] = []
  try {
    for (const page of pages) {
      const result = await lighthouse(page.url, {
        port: DEBUGGING_PORT,
        onlyCategories: ['accessibility', 'performance'],
        logLevel: 'error',
        output: 'json',
        ...(page.cookie ? { extraHeaders: { Cookie: page.cookie } } : {}),
      })
      if (!result) throw new Error(`Lighthouse gave no result for ${page.url}`)
      const { categories, audits } = result.lhr
      const accessibilityAudits = categories.accessibility?.auditRefs.map((ref) => ref.id) ?? []
      scores.push({
        label: page.label,
        url: page.url,
        accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
        performance: Math.round((categories.performance?.score ?? 0) * 100),
        lcp: audits['largest-contentful-paint']?.displayValue ?? '?',
        tbt: audits['total-blocking-time']?.displayValue ?? '?',
        cls: audits['cumulative-layout-shift']?.displayValue ?? '?',
        failedAccessibility: accessibilityAudits
          .filter((id) => audits[id]?.score === 0)
          .map((id) => {
            const details = audits[id]?.details as { items?: { node?: { snippet?: string } }[] } | undefined
            const nodes = (details?.items ?? []).slice(0, 3).map((item) => item.node?.snippet ?? '')
            return `${id} ${nodes.join(' ')}`.trim()
          }),
      })
    }
  } finally {
    await browser.close()
  }
  return scores
}
