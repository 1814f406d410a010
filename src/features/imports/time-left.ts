import { m } from '@/paraglide/messages'

/**
 * "About 2 minutes left" for a job that reports how many of its items are done: the rate is
 * measured between the first report this page saw and the latest, so it needs no clock on the
 * server and follows the machine's real speed.
 */
export interface ProgressSample {
  at: number
  done: number
}

/** Seconds left, or null while there is too little to go by (under 2 s or nothing done since). */
export function secondsLeft(first: ProgressSample, latest: ProgressSample, total: number): number | null {
  const elapsed = (latest.at - first.at) / 1000
  const progressed = latest.done - first.done
  if (elapsed < 2 || progressed <= 0) return null
  return Math.max(0, (total - latest.done) / (progressed / elapsed))
}

export function timeLeftText(seconds: number | null): string | null {
  if (seconds === null) return null
  if (seconds < 10) return m.imports_almost_done()
  if (seconds < 60) return m.imports_less_than_minute()
  return m.imports_about_minutes({ count: Math.round(seconds / 60) })
}
