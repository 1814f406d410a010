import { useEffect, useState } from 'react'
import { reloadOnChunkError, watchForNewBuild } from '@/lib/build-watch'

/**
 * Tells the visitor when a newer version is deployed (checked hourly) and reloads once when a
 * page chunk of an old build can no longer be loaded.
 */
export function NewBuildBanner() {
  const [stale, setStale] = useState(false)

  useEffect(() => {
    const stop = watchForNewBuild(__BUILD_ID__, () => setStale(true))
    const onPreloadError = (event: Event) =>
      reloadOnChunkError(event, window.sessionStorage, Date.now(), () => window.location.reload(), {
        online: navigator.onLine,
      })
    window.addEventListener('vite:preloadError', onPreloadError)
    return () => {
      stop()
      window.removeEventListener('vite:preloadError', onPreloadError)
    }
  }, [])

  if (!stale) return null
  return (
    <div role="status" className="fixed inset-x-0 bottom-0 z-50 flex justify-center p-4">
      <div className="flex items-center gap-4 rounded-xl bg-ink px-5 py-3 text-white shadow-lg">
        <span>A new version of CodeSchool is ready. Your work is saved.</span>
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="rounded-lg bg-white px-3 py-1.5 font-semibold text-ink focus-visible:outline-3 focus-visible:outline-brand-500"
        >
          Reload
        </button>
      </div>
    </div>
  )
}
