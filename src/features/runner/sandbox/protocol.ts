/**
 * Messages between the page, the sandboxed frame's relay and the worker. Every run carries a
 * random id: the page drops anything whose id is not the current run's, and student code never
 * sees the id (it is kept in the worker bootstrap's closure).
 */

/** Page → frame. */
export type PageToFrame =
  | { kind: 'init'; source: string }
  | { kind: 'run'; runId: string; code: string; probes: unknown; maxEvents: number }

/** Frame → page. */
export type FrameToPage =
  | { kind: 'hello' }
  | { kind: 'ready' }
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

/** The engine's result, made safe to post (plain data only). */
interface WorkerResult {
  events: unknown[]
  probes: unknown
  error: unknown
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
