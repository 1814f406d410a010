/**
 * Closing a test's browser context with a bound (decision 186).
 *
 * Playwright's own teardown awaits `context.close()` with no time limit. Seen in CI: a test passed,
 * then the close never returned (the page was still loading or polling, its session had just been
 * ended, and the client was signing out and navigating to `/` as the context went), so the test
 * failed on its timeout after passing. Here the pages leave first, their routes and beforeunload
 * handlers dropped, and the close is raced against a bound: past it the hang is reported and the
 * run goes on. `BrowserContext.close` returns at once on a context already closing, so Playwright's
 * own close after this one waits for nothing.
 */

/** What this needs of a Playwright BrowserContext (a fake in the unit test). */
export interface ClosableContext {
  pages(): ClosablePage[]
  unrouteAll(options: { behavior: 'ignoreErrors' }): Promise<void>
  close(options?: { reason?: string }): Promise<void>
}

export interface ClosablePage {
  url(): string
  unrouteAll(options: { behavior: 'ignoreErrors' }): Promise<void>
  close(options: { runBeforeUnload: boolean }): Promise<void>
}

export interface BoundedCloseOptions {
  /** The longest wait for the pages and the context, in milliseconds. */
  boundMs: number
  /** Told what hung (a warning in the run's output and an annotation on the test). */
  report: (message: string) => void
}

/** Settles with 'done' when `work` does, or with 'timeout' after `ms`; a rejection counts as done. */
async function within(work: Promise<unknown>, ms: number): Promise<'done' | 'timeout'> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const bound = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), ms)
  })
  try {
    return await Promise.race([
      work.then(
        () => 'done' as const,
        () => 'done' as const,
      ),
      bound,
    ])
  } finally {
    clearTimeout(timer)
  }
}

/**
 * Closes the context's pages (no beforeunload, routes dropped), then the context, each within
 * `boundMs`. Never throws and never waits longer than twice the bound; answers whether all closed.
 */
export async function closeContextBounded(
  context: ClosableContext,
  { boundMs, report }: BoundedCloseOptions,
): Promise<boolean> {
  const pages = context.pages()
  const urls = pages.map((page) => page.url())
  const pagesClosed = await within(
    Promise.all([
      context.unrouteAll({ behavior: 'ignoreErrors' }),
      ...pages.map(async (page) => {
        await page.unrouteAll({ behavior: 'ignoreErrors' }).catch(() => {})
        await page.close({ runBeforeUnload: false })
      }),
    ]),
    boundMs,
  )
  if (pagesClosed === 'timeout')
    report(`Closing the test's pages took over ${boundMs} ms (${urls.join(', ')}); closing the context`)
  const contextClosed = await within(context.close({ reason: 'Test ended.' }), boundMs)
  if (contextClosed === 'timeout') {
    report(
      `The browser context did not close within ${boundMs} ms (pages: ${urls.join(', ') || 'none'}); moving on`,
    )
    return false
  }
  return pagesClosed === 'done'
}
