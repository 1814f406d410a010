import { openPythonSandbox, type PythonSandbox } from './python-sandbox'
import * as limits from './sandbox-limits'
import { SandboxBusyError } from './sandbox-pool'

export interface PythonPoolOptions {
  /** Starts one sandbox process (tests pass their own). */
  start?: () => Promise<PythonSandbox>
  size?: number
  maxQueued?: number
  spareIdleMs?: number
  /** Start a process ahead of time when one is returned and none is waiting (default on). */
  prestart?: boolean
}

interface PythonPoolStats {
  /** Processes alive or starting: lent out, spare, or being started for a lesson. */
  processes: number
  busy: number
  spare: number
  /** 1 when the process started ahead is ready to judge (Pyodide loaded). */
  spareReady: number
  queued: number
  /** Processes started since the pool was made. */
  started: number
}

export interface PythonSandboxPool {
  /**
   * A sandbox process for one lesson's checks: the one started ahead if there is one, else a new
   * one when the pool has room, else after a place frees up. Beyond the queue it throws
   * SandboxBusyError (the caller answers 503). Closing the sandbox frees its place.
   */
  open(): Promise<PythonSandbox>
  stats(): PythonPoolStats
  /** Ends the spare process; lesson checks still waiting are refused. */
  close(): void
}

/**
 * The Python sandbox processes of this server (decision 168): at most `size` at once, at most
 * `maxQueued` lesson checks waiting. A process still serves one lesson only and is ended after it
 * (decision 157); what the pool adds is the bound, and one process started ahead when a place is
 * free, so the next check (a publish's goal pictures after its solution checks, the next preview)
 * does not wait 2 s for Pyodide to start.
 */
export function createPythonSandboxPool(options: PythonPoolOptions = {}): PythonSandboxPool {
  const start = options.start ?? openPythonSandbox
  const size = options.size ?? limits.PYTHON_POOL_SIZE
  const maxQueued = options.maxQueued ?? limits.PYTHON_MAX_QUEUED
  const spareIdleMs = options.spareIdleMs ?? limits.PYTHON_SPARE_IDLE_MS
  const prestart = options.prestart ?? true

  let processes = 0
  let busy = 0
  let started = 0
  let closed = false
  let spare: {
    sandbox: Promise<PythonSandbox>
    timer: ReturnType<typeof setTimeout>
    ready: boolean
  } | null = null
  /** Lesson checks waiting; each is handed a place already counted in `processes`. */
  const waiting: { admit: () => void; refuse: (error: Error) => void }[] = []

  /** Starts a process in a place already counted. */
  function launch(): Promise<PythonSandbox> {
    started += 1
    return start()
  }

  /** A lesson's process in a counted place; one that could not start gives the place back. */
  async function lendWhenStarted(sandbox: Promise<PythonSandbox>): Promise<PythonSandbox> {
    try {
      return lend(await sandbox)
    } catch (error) {
      processes -= 1
      handOn()
      throw error
    }
  }

  function lend(sandbox: PythonSandbox): PythonSandbox {
    busy += 1
    let returned = false
    return {
      run: (request) => sandbox.run(request),
      close() {
        if (returned) return
        returned = true
        sandbox.close()
        busy -= 1
        processes -= 1
        handOn()
      },
    }
  }

  /** A place came free: to the check waiting longest, else to a process started ahead. */
  function handOn() {
    if (closed) return
    const next = waiting.shift()
    if (next) {
      processes += 1
      next.admit()
      return
    }
    if (!prestart || spare || processes >= size) return
    processes += 1
    const sandbox = launch()
    const timer = setTimeout(() => {
      if (spare?.sandbox !== sandbox) return
      spare = null
      processes -= 1
      void sandbox.then(
        (unused) => unused.close(),
        () => {},
      )
    }, spareIdleMs)
    timer.unref()
    const entry = { sandbox, timer, ready: false }
    spare = entry
    sandbox.then(
      () => {
        entry.ready = true
      },
      () => {},
    )
    sandbox.catch(() => {
      if (spare?.sandbox !== sandbox) return
      clearTimeout(timer)
      spare = null
      processes -= 1
    })
  }

  return {
    async open() {
      if (closed) throw new SandboxBusyError()
      if (spare) {
        const { sandbox, timer } = spare
        spare = null
        clearTimeout(timer)
        return lendWhenStarted(sandbox)
      }
      if (processes >= size) {
        if (waiting.length >= maxQueued) throw new SandboxBusyError()
        await new Promise<void>((admit, refuse) => waiting.push({ admit, refuse }))
      } else {
        processes += 1
      }
      return lendWhenStarted(launch())
    },
    stats() {
      return {
        processes,
        busy,
        spare: spare ? 1 : 0,
        spareReady: spare?.ready ? 1 : 0,
        queued: waiting.length,
        started,
      }
    },
    close() {
      closed = true
      for (const next of waiting.splice(0)) next.refuse(new SandboxBusyError())
      if (spare) {
        clearTimeout(spare.timer)
        void spare.sandbox.then(
          (unused) => unused.close(),
          () => {},
        )
        spare = null
      }
    },
  }
}
