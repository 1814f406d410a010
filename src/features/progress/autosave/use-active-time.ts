import { useCallback, useEffect, useRef } from 'react'

/** A child who has not touched anything for this long is not counted as working. */
const IDLE_AFTER_MS = 60_000

/**
 * Seconds of real work on a page: the tab is visible and the child did something in the last
 * minute. `take()` hands over the seconds counted since the last take.
 */
export function useActiveTime() {
  const counted = useRef(0)
  const lastActivity = useRef(0)

  useEffect(() => {
    lastActivity.current = Date.now()
    const active = () => {
      lastActivity.current = Date.now()
    }
    const events = ['keydown', 'pointerdown', 'pointermove', 'wheel'] as const
    for (const name of events) window.addEventListener(name, active, { passive: true })
    const tick = window.setInterval(() => {
      if (document.visibilityState === 'visible' && Date.now() - lastActivity.current < IDLE_AFTER_MS) {
        counted.current += 1
      }
    }, 1000)
    return () => {
      for (const name of events) window.removeEventListener(name, active)
      window.clearInterval(tick)
    }
  }, [])

  return useCallback(() => {
    const seconds = counted.current
    counted.current = 0
    return seconds
  }, [])
}
