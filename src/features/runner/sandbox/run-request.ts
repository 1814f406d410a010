import type { RunStop } from '../words/run-words'

/** What a run is asked to do and how it ended: what the runner sandbox takes and gives back. */

/** How a run ended. */
export type RunEnd = 'finished' | 'timeout' | 'stopped' | 'crashed'

export interface RunOutcome {
  end: RunEnd
  /** Everything the program did, in order (console lines, turtle commands…), as the engine reports. */
  events: unknown[]
  /** What the engine measured for the checks (functions called, values), or null. */
  probes: unknown
  /** The engine's error (a mistake in the code), or null. */
  error: unknown
  /** What the engine found in the code (Python's syntax tree), or null. */
  facts: unknown
  /** Why the run did not finish by itself (the player says it in the lesson's words), or null. */
  stop: RunStop | null
  durationMs: number
}

export interface RunRequest {
  code: string
  probes?: unknown
  maxEvents?: number
  /** Called with each batch of events while the program runs (live console). */
  onEvents?: (events: unknown[]) => void
  /** Called when the program starts running (its engine may have been starting until then). */
  onStarted?: () => void
}

/** An outcome with nothing measured: a run that could not start or was cut short. */
export function outcomeOf(
  end: RunEnd,
  events: unknown[],
  stop: RunStop | null,
  durationMs: number,
): RunOutcome {
  return { end, events, probes: null, error: null, facts: null, stop, durationMs }
}
