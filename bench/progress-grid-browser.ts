// The progress grid in Chromium: first paint of the page, the longest main-thread task until it is
// hydrated, then a refetch (the one the page makes every 15 s, asked for at once by the window's
// focus) and the longest main-thread task from the refetch until the page is quiet again.
import type { Browser } from '@playwright/test'
import type { SetCookie } from '../e2e/support/browser.ts'

export interface GridInBrowser {
  firstPaintMs: number
  firstContentfulPaintMs: number
  hydratedMs: number
  longestTaskUntilHydratedMs: number
  refetchMs: number
  longestTaskOnRefetchMs: number
  cells: number
}

interface Task {
  start: number
  duration: number
}

export async function measureGridInBrowser(
  browser: Browser,
  input: { url: string; cookies: SetCookie[] },
): Promise<GridInBrowser> {
  const origin = new URL(input.url).origin
  const context = await browser.newContext()
  try {
    await context.addCookies(
      input.cookies.map((cookie) => ({
        name: cookie.name,
        value: cookie.value,
        url: origin,
        httpOnly: cookie.httpOnly,
        secure: cookie.secure,
        sameSite: 'Strict' as const,
      })),
    )
    await context.addInitScript(() => {
      const w = window as unknown as { __benchTasks: Task[]; __benchHydratedAt?: number }
      w.__benchTasks = []
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          w.__benchTasks.push({ start: entry.startTime, duration: entry.duration })
      }).observe({ type: 'longtask', buffered: true })
      new MutationObserver((_records, observer) => {
        if (document.documentElement?.dataset.hydrated === 'true') {
          w.__benchHydratedAt = performance.now()
          observer.disconnect()
        }
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-hydrated'] })
    })
    const page = await context.newPage()
    await page.goto(input.url, { waitUntil: 'domcontentloaded', timeout: 120_000 })
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', null, {
      timeout: 120_000,
    })
    const cells = await page.locator('[data-testid="progress-grid"] td').count()
    await page.waitForTimeout(1000)
    const loaded = await page.evaluate(() => {
      const w = window as unknown as { __benchTasks: Task[]; __benchHydratedAt: number }
      const paint = (name: string) =>
        performance.getEntriesByType('paint').find((entry) => entry.name === name)?.startTime ?? Number.NaN
      return {
        firstPaintMs: paint('first-paint'),
        firstContentfulPaintMs: paint('first-contentful-paint'),
        hydratedMs: w.__benchHydratedAt,
        longestTaskUntilHydratedMs: Math.max(
          0,
          ...w.__benchTasks.filter((t) => t.start <= w.__benchHydratedAt).map((t) => t.duration),
        ),
        now: performance.now(),
      }
    })
    // The grid's refetch: the query refetches when the window regains focus, as it does every 15 s.
    const refetched = page.waitForResponse(
      (response) => response.url().includes('/_serverFn/') && response.request().method() === 'GET',
      { timeout: 20_000 },
    )
    const before = await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true })
      window.dispatchEvent(new Event('visibilitychange'))
      document.dispatchEvent(new Event('visibilitychange'))
      return performance.now()
    })
    await refetched
    const answeredAt = await page.evaluate(() => performance.now())
    await page.waitForTimeout(1500)
    const longestTaskOnRefetchMs = await page.evaluate(
      (from) =>
        Math.max(
          0,
          ...(window as unknown as { __benchTasks: Task[] }).__benchTasks
            .filter((t) => t.start >= from)
            .map((t) => t.duration),
        ),
      before,
    )
    return {
      firstPaintMs: loaded.firstPaintMs,
      firstContentfulPaintMs: loaded.firstContentfulPaintMs,
      hydratedMs: loaded.hydratedMs,
      longestTaskUntilHydratedMs: loaded.longestTaskUntilHydratedMs,
      refetchMs: answeredAt - before,
      longestTaskOnRefetchMs,
      cells,
    }
  } finally {
    await context.close()
  }
}
