import { useCallback, useEffect, useRef, useState } from 'react'
import type { PlainCodeFacts } from '../checks/code-facts'
import type { RunOutcome as EngineOutcome, FunctionProbe, ProgramEvent } from '../runtime/run-program'
import type { RunStop } from '../words/run-words'
import { loadWorkerSource } from './load-worker-source'
import type { RunOutcome } from './run-request'
import { RunnerSandbox } from './runner-sandbox'

export type RunnerStatus = 'idle' | 'running' | 'finished' | 'stopped' | 'timeout' | 'crashed'

/** A finished run in the engine's terms, plus how it ended. */
interface RunnerResult {
  end: RunOutcome['end']
  outcome: EngineOutcome
  /** Why the run did not finish by itself (stopped, too long, runner trouble), or null. */
  stop: RunStop | null
  durationMs: number
  /** What the engine found in the code (Python); undefined when the page reads it (JavaScript). */
  facts?: PlainCodeFacts | null
}

export interface Runner {
  status: RunnerStatus
  /** Events of the current or last run, updated live while it runs. */
  events: ProgramEvent[]
  /** The last finished run, or null before the first one. */
  result: RunnerResult | null
  run: (code: string, probes?: FunctionProbe[]) => Promise<RunnerResult | null>
  stop: () => void
  /** Forgets the last run's output (the Reset button). */
  clear: () => void
  /** What the canvas shows before a run: Python's turtle faces east, JavaScript's north. */
  restingEvents: ProgramEvent[]
  /**
   * Run was pressed and the engine is still starting: 'first' until it has run once on this page
   * (Python's first run takes a few seconds), 'again' for a later wait; false otherwise.
   */
  preparing: false | 'first' | 'again'
  engine: RunnerEngine
}

const PYTHON_RESTING: ProgramEvent[] = [{ type: 'turtle', command: { op: 'turn', degrees: 90 } }]
const JAVASCRIPT_RESTING: ProgramEvent[] = []

/** Which engine runs the code: JavaScript (also what blocks write) or Python. */
export type RunnerEngine = 'javascript' | 'python'

/** The Python engine's script and files, in chunks of their own (fetched only for Python). */
const loadPythonEngine = () =>
  import('../python/load-python-engine').then((module) => module.loadPythonEngine())

/**
 * The runner for one player. Warms the sandbox up when the page is idle so the first Run is quick,
 * and never runs anything by itself. The engine is chosen once, for the player's lesson.
 */
export function useRunner(engine: RunnerEngine = 'javascript'): Runner {
  const sandboxRef = useRef<RunnerSandbox | null>(null)
  const [status, setStatus] = useState<RunnerStatus>('idle')
  const [events, setEvents] = useState<ProgramEvent[]>([])
  const [result, setResult] = useState<RunnerResult | null>(null)
  const [preparing, setPreparing] = useState<false | 'first' | 'again'>(false)
  const generation = useRef(0)
  /** The engine has started a run on this page: a later wait is not "the first run". */
  const startedOnce = useRef(false)

  /** Unmounted: a run that comes late (an awaited loop) makes no sandbox nobody would dispose. */
  const gone = useRef(false)
  const createSandbox = useCallback(
    () => new RunnerSandbox({ loadSource: engine === 'python' ? loadPythonEngine : loadWorkerSource }),
    [engine],
  )

  useEffect(() => {
    // A child component's effect runs before this one, so its first Run may have made the sandbox.
    gone.current = false
    const sandbox = sandboxRef.current ?? createSandbox()
    sandboxRef.current = sandbox
    // Python's engine takes seconds to download and start: it starts at once, while the child
    // reads the first step (decision 203). JavaScript's starts in a moment, when the page is idle.
    const warmUp = () => sandbox.warmUp()
    let cancel: () => void
    if (engine === 'python') {
      const timer = window.setTimeout(warmUp, 0)
      cancel = () => window.clearTimeout(timer)
    } else if (window.requestIdleCallback) {
      const idle = window.requestIdleCallback(warmUp, { timeout: 3000 })
      cancel = () => window.cancelIdleCallback(idle)
    } else {
      const timer = window.setTimeout(warmUp, 500)
      cancel = () => window.clearTimeout(timer)
    }
    return () => {
      cancel()
      gone.current = true
      sandbox.dispose()
      sandboxRef.current = null
    }
  }, [createSandbox, engine])

  const run = useCallback(
    async (code: string, probes: FunctionProbe[] = []) => {
      // A run asked for before this hook's effect (by a child's effect) makes the sandbox itself.
      if (gone.current) return null
      sandboxRef.current ??= createSandbox()
      const sandbox = sandboxRef.current
      const mine = ++generation.current
      setStatus('running')
      setEvents([])
      setResult(null)
      // Only an engine that must start first says so (after a moment); JavaScript starts at once.
      const again = startedOnce.current
      const slowStart =
        engine === 'python'
          ? window.setTimeout(() => setPreparing(again ? 'again' : 'first'), again ? 800 : 300)
          : 0
      const started = () => {
        window.clearTimeout(slowStart)
        setPreparing(false)
      }
      // Live output arrives in batches; React state is updated at most once per frame.
      let pending: ProgramEvent[] = []
      let frame = 0
      const outcome = await sandbox.run({
        code,
        probes,
        onStarted: () => {
          startedOnce.current = true
          started()
        },
        onEvents: (batch) => {
          pending.push(...(batch as ProgramEvent[]))
          if (frame) return
          frame = requestAnimationFrame(() => {
            frame = 0
            const next = pending
            pending = []
            if (generation.current === mine) setEvents((current) => current.concat(next))
          })
        },
      })
      if (frame) cancelAnimationFrame(frame)
      started()
      if (generation.current !== mine) return null
      const finished: RunnerResult = {
        end: outcome.end,
        outcome: {
          events: outcome.events as ProgramEvent[],
          probes: Array.isArray(outcome.probes) ? (outcome.probes as EngineOutcome['probes']) : [],
          error: (outcome.error as EngineOutcome['error']) ?? null,
        },
        stop: outcome.stop,
        durationMs: outcome.durationMs,
        ...(engine === 'python' ? { facts: (outcome.facts as PlainCodeFacts | null) ?? null } : {}),
      }
      setEvents(finished.outcome.events)
      setResult(finished)
      setStatus(outcome.end)
      return finished
    },
    [createSandbox, engine],
  )

  const stop = useCallback(() => sandboxRef.current?.stop(), [])

  const clear = useCallback(() => {
    generation.current++
    sandboxRef.current?.stop()
    setEvents([])
    setResult(null)
    setStatus('idle')
    setPreparing(false)
  }, [])

  const restingEvents = engine === 'python' ? PYTHON_RESTING : JAVASCRIPT_RESTING
  return { status, events, result, run, stop, clear, restingEvents, preparing, engine }
}
