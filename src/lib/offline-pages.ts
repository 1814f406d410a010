/**
 * Offline lessons (decision 202): the service worker at `/sw.js` keeps the build's hashed files
 * (cache-first, the Python engine among them) and the lesson player's pages a child opened
 * (network-first, the kept copy only when the network fails, at most `PAGE_MAX_AGE_MS` old).
 * The page registers it and tells it which files the page already loaded before it was in control.
 */
export const SERVICE_WORKER_PATH = '/sw.js'
export const ASSETS_CACHE = 'codeschool-assets-v1'
export const PAGES_CACHE = 'codeschool-pages-v1'
/** A school day: a lesson page kept longer than this is not shown offline (it carries a child's work). */
export const PAGE_MAX_AGE_MS = 12 * 60 * 60 * 1000

/** The lesson player's pages: a student's lesson and a free lesson (guest), one lesson each. */
export const OFFLINE_PAGE_PATTERNS = [
  /^\/student\/lesson\/[0-9a-f-]{36}$/,
  /^\/free-lessons\/[0-9a-f-]{36}$/,
  /^\/runner-frame$/,
]

/** Registers the service worker (production builds only) and hands it what the page loaded already. */
export function startOfflineSupport(win: Window = window): void {
  const nav = win.navigator
  if (!import.meta.env.PROD || !('serviceWorker' in nav)) return
  const keep = () => {
    const worker = nav.serviceWorker.controller
    if (!worker) return
    const urls = [
      win.location.href,
      ...win.performance.getEntriesByType('resource').map((entry) => entry.name),
    ].filter((url) => url.startsWith(win.location.origin))
    worker.postMessage({ kind: 'keep', urls })
  }
  const register = () => {
    nav.serviceWorker.addEventListener('controllerchange', keep)
    // A lesson opened inside the app is no request the worker sees: the page names it.
    const navigation = (win as Window & { navigation?: EventTarget }).navigation
    navigation?.addEventListener('navigatesuccess', () => win.setTimeout(keep, 1000))
    nav.serviceWorker.register(SERVICE_WORKER_PATH, { scope: '/' }).then(
      () => keep(),
      () => {},
    )
  }
  if (win.document.readyState === 'complete') register()
  else win.addEventListener('load', register, { once: true })
}

/** Sign-out: no lesson page of this child stays on the device (nothing to do outside a browser). */
export function forgetOfflinePages(win: Window | undefined = globalThis.window): void {
  if (!win || !('caches' in win)) return
  void win.caches.delete(PAGES_CACHE).catch(() => {})
}
