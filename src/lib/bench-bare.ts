import { createIsomorphicFn } from '@tanstack/react-start'
import { appConfig } from '~/app.config'

/** The attribute the bare page carries, so the browser can tell it was served one. */
export const BENCH_BARE_ATTRIBUTE = 'data-bench-bare'

/**
 * Whether /bench-bare is served (decision 129): on the server only with BENCH_BARE_PAGE=1; in the
 * browser only when the document it hydrates is that page, so no navigation inside the app reaches it.
 */
export const benchBarePageOn = createIsomorphicFn()
  .server(() => appConfig().benchBarePage)
  .client(() => document.querySelector(`[${BENCH_BARE_ATTRIBUTE}]`) !== null)
