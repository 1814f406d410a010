import { shouldReloadAfterChunkError } from './build-watch'

/**
 * SPEC §4/§8: a fatal or unhandled error anywhere in the browser shows the error screen, not only
 * an error a route threw. What the window reports as uncaught (`error`) or unhandled
 * (`unhandledrejection`) is sorted here:
 * - `ignore`: noise that is not the app's failure — a cross-origin script's opaque "Script error.",
 *   the browser's ResizeObserver notice, a request the app itself aborted;
 * - `reload`: a page chunk of an old build that can no longer be loaded (SPEC §8: reload once,
 *   guarded for 10 seconds); inside the guard it is shown instead. While the browser is offline a
 *   chunk that could not be loaded is ignored: nothing is broken but the connection (the autosave
 *   already says "Not saved"), and a reload would replace the lesson with the offline page;
 * - `show`: everything else.
 */
export type UnhandledVerdict = 'show' | 'reload' | 'ignore'

const CHUNK_FAILURE =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i

function isChunkLoadFailure(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : ''
  return CHUNK_FAILURE.test(message)
}

export interface UnhandledReport {
  /** What was thrown or rejected (an `ErrorEvent`'s `error`, an unhandled rejection's `reason`). */
  error: unknown
  /** The `ErrorEvent`'s message, when the report came from one. */
  message?: string
}

export function classifyUnhandled(
  report: UnhandledReport,
  storage: Pick<Storage, 'getItem' | 'setItem'>,
  now: number,
  { online = true }: { online?: boolean } = {},
): UnhandledVerdict {
  const { error, message = '' } = report
  if (error === undefined || error === null) {
    // An ErrorEvent without an error object: a cross-origin script or a browser notice.
    return 'ignore'
  }
  if (
    /ResizeObserver loop/.test(message) ||
    (error instanceof Error && /ResizeObserver loop/.test(error.message))
  ) {
    return 'ignore'
  }
  if (error instanceof Error && error.name === 'AbortError') return 'ignore'
  if (isChunkLoadFailure(error)) {
    if (!online) return 'ignore'
    return shouldReloadAfterChunkError(storage, now) ? 'reload' : 'show'
  }
  return 'show'
}

type Listener = () => void

let shown: { error: unknown } | null = null
const listeners = new Set<Listener>()

/** The unhandled error on screen, if any (read with `useSyncExternalStore`). */
export const unhandledErrorStore = {
  subscribe(listener: Listener): () => void {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
  /** The same object until it changes, as `useSyncExternalStore` needs. */
  snapshot: (): { error: unknown } | null => shown,
  /** The first error stays on screen; later ones would only replace what the child is reading. */
  show(error: unknown): void {
    if (shown) return
    shown = { error }
    for (const listener of listeners) listener()
  },
  /** "Back to Home" clears it (SPEC §2.4). */
  clear(): void {
    shown = null
    for (const listener of listeners) listener()
  },
}

interface WatchOptions {
  storage: Pick<Storage, 'getItem' | 'setItem'>
  now?: () => number
  reload: () => void
  /** Whether the browser has a connection (`navigator.onLine` by default). */
  online?: () => boolean
  /** The error reaches monitoring whatever the verdict but `ignore`. */
  report: (error: unknown) => void
  show?: (error: unknown) => void
}

/**
 * Listens on the window for what nothing else caught. Installed before the app hydrates, so an
 * error while it starts is shown too. Answers the function that stops listening.
 */
export function watchUnhandledErrors(
  target: Pick<Window, 'addEventListener' | 'removeEventListener'>,
  options: WatchOptions,
) {
  const now = options.now ?? Date.now
  const online = options.online ?? (() => (typeof navigator === 'undefined' ? true : navigator.onLine))
  const show = options.show ?? ((error: unknown) => unhandledErrorStore.show(error))
  const handle = (report: UnhandledReport, event: Event) => {
    const verdict = classifyUnhandled(report, options.storage, now(), { online: online() })
    if (verdict === 'ignore') return
    options.report(report.error)
    if (verdict === 'reload') {
      event.preventDefault()
      options.reload()
      return
    }
    show(report.error)
  }
  const onError = (event: Event) => {
    const errorEvent = event as ErrorEvent
    handle({ error: errorEvent.error, message: errorEvent.message }, event)
  }
  const onRejection = (event: Event) => {
    handle({ error: (event as PromiseRejectionEvent).reason ?? new Error('A promise was rejected.') }, event)
  }
  target.addEventListener('error', onError)
  target.addEventListener('unhandledrejection', onRejection)
  return () => {
    target.removeEventListener('error', onError)
    target.removeEventListener('unhandledrejection', onRejection)
  }
}
