/**
 * Messages between the page, the sandboxed frame's relay and the worker. Every run carries a
 * random id: the page drops anything whose id is not the current run's, and student code never
 * sees the id (it is kept in the worker bootstrap's closure).
 */

/**
 * What a worker needs before its first job, sent by the relay to every worker it starts. Python's:
 * the engine's WebAssembly (bytes from the page; the relay compiles them once and hands workers the
 * compiled module) and its standard library.
 */
export interface PythonEngineFiles {
  wasm: WebAssembly.Module
  stdlib: ArrayBuffer
}

/** An engine as the page hands it to the frame: its worker script and what each worker is prepared with. */
export interface EngineScript {
  source: string
  /** Sent to each new worker as `{ kind: 'prepare', files }`; its `wasm` travels as bytes. */
  prepare?: { wasm: ArrayBuffer; stdlib: ArrayBuffer }
}

/** Page → frame. */
export type PageToFrame =
  | ({ kind: 'init' } & EngineScript)
  | { kind: 'run'; runId: string; code: string; probes: unknown; maxEvents: number }
  /** End this run's worker (however busy); the relay answers `stopped`. */
  | { kind: 'stop'; runId: string }

/** Frame → page. */
export type FrameToPage =
  | { kind: 'hello' }
  | { kind: 'ready' }
  /** The run's worker has its job: the watchdog's time starts now (a worker may still have been preparing). */
  | { kind: 'started'; runId: string }
  | { kind: 'stopped'; runId: string }
  | { kind: 'events'; runId: string; events: unknown[] }
  | { kind: 'done'; runId: string; result: WorkerResult }
  | { kind: 'crashed'; runId: string; message: string }

/** Frame → worker: one job per worker. */
export interface WorkerJob {
  runId: string
  code: string
  probes: unknown
  maxEvents: number
}

/** Worker → frame. */
export type WorkerToFrame =
  | { kind: 'events'; runId: string; events: unknown[] }
  | { kind: 'done'; runId: string; result: WorkerResult }
  | { kind: 'prepared' }
  | { kind: 'unprepared'; message: string }

/** The engine's result, made safe to post (plain data only). */
interface WorkerResult {
  events: unknown[]
  probes: unknown
  error: unknown
  /** Facts about the code from the engine (Python's syntax tree); JavaScript's are found on the page. */
  facts?: unknown
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null
}

/** Shape check for messages arriving at the page; the run id is checked by the caller. */
export function parseFrameMessage(value: unknown): FrameToPage | null {
  if (!isObject(value) || typeof value.kind !== 'string') return null
  switch (value.kind) {
    case 'hello':
    case 'ready':
      return { kind: value.kind }
    case 'started':
    case 'stopped':
      return typeof value.runId === 'string' ? { kind: value.kind, runId: value.runId } : null
    case 'events':
      return typeof value.runId === 'string' && Array.isArray(value.events)
        ? { kind: 'events', runId: value.runId, events: value.events }
        : null
    case 'done': {
      if (typeof value.runId !== 'string' || !isObject(value.result)) return null
      const result = value.result
      return {
        kind: 'done',
        runId: value.runId,
        result: {
          events: Array.isArray(result.events) ? result.events : [],
          probes: result.probes ?? null,
          error: result.error ?? null,
          facts: result.facts ?? null,
        },
      }
    }
    case 'crashed':
      return typeof value.runId === 'string'
        ? { kind: 'crashed', runId: value.runId, message: String(value.message ?? '') }
        : null
    default:
      return null
  }
}
