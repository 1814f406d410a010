/** SPEC §9: the browser looks for a new build every hour. */
const BUILD_CHECK_INTERVAL_MS = 60 * 60 * 1000
/** SPEC §8/§9: a failed page chunk reloads the page once; no second reload within 10 seconds. */
export const RELOAD_LOOP_GUARD_MS = 10_000

const RELOADED_AT_KEY = 'codeschool:chunk-reload-at'

async function fetchLatestBuildId(fetchImpl: typeof fetch = fetch): Promise<string | null> {
  try {
    const response = await fetchImpl('/api/build-info', { headers: { accept: 'application/json' } })
    if (!response.ok) return null
    const body = (await response.json()) as { buildId?: unknown }
    return typeof body.buildId === 'string' ? body.buildId : null
  } catch {
    return null
  }
}

/** Checks every hour and calls `onNewBuild` once when the server runs a different build. */
export function watchForNewBuild(
  currentBuildId: string,
  onNewBuild: () => void,
  fetchImpl: typeof fetch = (...args) => fetch(...args),
): () => void {
  let notified = false
  const timer = setInterval(async () => {
    if (notified) return
    const latest = await fetchLatestBuildId(fetchImpl)
    if (latest && latest !== currentBuildId) {
      notified = true
      onNewBuild()
    }
  }, BUILD_CHECK_INTERVAL_MS)
  return () => clearInterval(timer)
}

/**
 * Decides whether a chunk-load failure may reload the page: once, and not again within the
 * loop guard, so a broken deployment cannot trap a child's browser in a reload loop. Never while
 * the browser is offline: the chunk failed for want of a connection, not because a new build
 * replaced it, and a reload would swap the child's lesson for the browser's offline page.
 */
export function shouldReloadAfterChunkError(
  storage: Pick<Storage, 'getItem' | 'setItem'>,
  now: number,
  { online = true }: { online?: boolean } = {},
): boolean {
  if (!online) return false
  const last = Number(storage.getItem(RELOADED_AT_KEY) ?? 0)
  if (now - last < RELOAD_LOOP_GUARD_MS) return false
  storage.setItem(RELOADED_AT_KEY, String(now))
  return true
}

/**
 * Vite's `vite:preloadError` (a chunk of the page could not be loaded): reload once, inside the
 * loop guard. Outside it (or offline) the error goes on to the code that asked for the chunk.
 */
export function reloadOnChunkError(
  event: Pick<Event, 'preventDefault'>,
  storage: Pick<Storage, 'getItem' | 'setItem'>,
  now: number,
  reload: () => void,
  { online = true }: { online?: boolean } = {},
): void {
  if (!shouldReloadAfterChunkError(storage, now, { online })) return
  event.preventDefault()
  reload()
}
