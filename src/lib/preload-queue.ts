/**
 * SPEC §9: route prefetch runs about 4 at a time, and nothing is prefetched in the first second
 * after the page loads, so the page's own scripts and data come first (decision 139).
 *
 * TanStack Router prefetches a route (its code and its data) when a link is hovered or focused;
 * it has no limit of its own. `queuePreloads` wraps its `preloadRoute`: at most `concurrency` run
 * at once, the rest wait in order; when more than `maxWaiting` wait, the oldest wish is dropped
 * (the pointer has long moved on), answering `undefined` as a preload that found nothing does.
 */
const PRELOAD_CONCURRENCY = 4
export const PRELOAD_DELAY_MS = 1_000
const MAX_WAITING = 8

interface QueueOptions {
  concurrency?: number
  /** When the first preload may start (ms since the epoch, as `now` answers). */
  notBefore?: number
  now?: () => number
  maxWaiting?: number
}

export function queuePreloads<A extends unknown[], R>(
  preload: (...args: A) => Promise<R>,
  options: QueueOptions = {},
): (...args: A) => Promise<R | undefined> {
  const concurrency = options.concurrency ?? PRELOAD_CONCURRENCY
  const maxWaiting = options.maxWaiting ?? MAX_WAITING
  const now = options.now ?? Date.now
  const notBefore = options.notBefore ?? 0
  let running = 0
  let startScheduled = false
  const waiting: Array<{ start: () => void; drop: () => void }> = []

  const next = () => {
    const wait = notBefore - now()
    if (wait > 0) {
      if (!startScheduled) {
        startScheduled = true
        setTimeout(() => {
          startScheduled = false
          next()
        }, wait)
      }
      return
    }
    while (running < concurrency && waiting.length > 0) waiting.shift()?.start()
  }

  return (...args: A) =>
    new Promise<R | undefined>((resolve, reject) => {
      const start = () => {
        running++
        preload(...args)
          .then(resolve, reject)
          .finally(() => {
            running--
            next()
          })
      }
      waiting.push({ start, drop: () => resolve(undefined) })
      while (waiting.length > maxWaiting) waiting.shift()?.drop()
      next()
    })
}
