// Lighthouse (the npm package, Debian's Chromium headless) on the pages a class opens first: mobile
// form factor and Lighthouse's simulated mobile network and CPU, accessibility and performance.
// The bar: accessibility 100 and performance ≥ 90 on each page.
import { writeFileSync } from 'node:fs'
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
  /** The same three as numbers (ms, ms, unitless), for medians. */
  lcpMs: number
  tbtMs: number
  clsValue: number
  /** The accessibility audits that failed, by id, with the first elements each names. */
  failedAccessibility: string[]
  /** The Largest Contentful Paint's element, as Lighthouse names it (its HTML snippet). */
  lcpElement: string
  /** The main thread's long tasks (≥ 50 ms at the simulated CPU): the script each ran, its duration. */
  longTasks: { url: string; durationMs: number }[]
  /** Script evaluation by file, the longest first (Lighthouse's "JavaScript execution time"). */
  bootup: { url: string; scriptingMs: number }[]
}

/** Chromium's debugging port, where Lighthouse drives the browser. */
const DEBUGGING_PORT = 9333

export interface LighthouseOptions {
  /** Performance only (the accessibility audits add a run's worth of time). */
  performanceOnly?: boolean
  /** Writes each report's JSON to this prefix + `<n>.json` (for the trace's findings). */
  saveReportsTo?: string
}

interface TableItem {
  url?: string
  duration?: number
  scripting?: number
}

const itemsOf = (details: unknown): TableItem[] =>
  (details as { items?: TableItem[] } | undefined)?.items ?? []

/** The LCP element: the first node the LCP breakdown insight (Lighthouse 13) or the older element audit names. */
function lcpElementOf(audits: Record<string, { details?: unknown }>): string {
  const find = (value: unknown): string | null => {
    if (!value || typeof value !== 'object') return null
    const node = value as { type?: string; snippet?: string }
    if (node.type === 'node' && node.snippet) return node.snippet
    for (const inner of Object.values(value)) {
      const found = find(inner)
      if (found) return found
    }
    return null
  }
  for (const id of ['lcp-breakdown-insight', 'largest-contentful-paint-element']) {
    const found = find(audits[id]?.details)
    if (found) return found
  }
  return '?'
}

export async function runLighthouse(
  pages: readonly LighthousePage[],
  options: LighthouseOptions = {},
): Promise<LighthouseScore[]> {
  const browser = await chromium.launch({
    executablePath: systemChromium,
    args: [...chromiumArgs, `--remote-debugging-port=${DEBUGGING_PORT}`],
  })
  const scores: LighthouseScore[] = []
  try {
    for (const page of pages) {
      const result = await lighthouse(page.url, {
        port: DEBUGGING_PORT,
        onlyCategories: options.performanceOnly ? ['performance'] : ['accessibility', 'performance'],
        logLevel: 'error',
        output: 'json',
        ...(page.cookie ? { extraHeaders: { Cookie: page.cookie } } : {}),
      })
      if (!result) throw new Error(`Lighthouse gave no result for ${page.url}`)
      const { categories, audits } = result.lhr
      if (options.saveReportsTo) {
        writeFileSync(`${options.saveReportsTo}${scores.length}.json`, JSON.stringify(result.lhr))
      }
      const accessibilityAudits = categories.accessibility?.auditRefs.map((ref) => ref.id) ?? []
      scores.push({
        label: page.label,
        url: page.url,
        accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
        performance: Math.round((categories.performance?.score ?? 0) * 100),
        lcp: audits['largest-contentful-paint']?.displayValue ?? '?',
        tbt: audits['total-blocking-time']?.displayValue ?? '?',
        cls: audits['cumulative-layout-shift']?.displayValue ?? '?',
        lcpMs: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
        tbtMs: audits['total-blocking-time']?.numericValue ?? Number.NaN,
        clsValue: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
        lcpElement: lcpElementOf(audits),
        longTasks: itemsOf(audits['long-tasks']?.details).map((item) => ({
          url: item.url ?? '?',
          durationMs: Math.round(item.duration ?? 0),
        })),
        bootup: itemsOf(audits['bootup-time']?.details)
          .map((item) => ({ url: item.url ?? '?', scriptingMs: Math.round(item.scripting ?? 0) }))
          .sort((a, b) => b.scriptingMs - a.scriptingMs),
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
