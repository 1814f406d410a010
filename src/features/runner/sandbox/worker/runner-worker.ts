/// <reference lib="webworker" />
/**
 * The runner worker: bundled into one script by worker-source-plugin.ts and started from a blob
 * URL inside the sandboxed frame, a fresh worker for every run. It takes one job, runs it with the
 * engine's runProgram and reports events in batches (so an endless `print` cannot flood the page).
 * Student code never sees the run id: it lives in this closure, not on any global.
 */
import { type ProgramEvent, runProgram } from '../../runtime/run-program'
import type { WorkerJob, WorkerToFrame } from '../protocol'
import { takeAwayNetworkAndStorage } from './take-away'

const scope = self as unknown as DedicatedWorkerGlobalScope
const post = scope.postMessage.bind(scope)

const BATCH_SIZE = 250
const BATCH_MS = 40

function isJob(value: unknown): value is WorkerJob {
  if (typeof value !== 'object' || value === null) return false
  const job = value as Record<string, unknown>
  return typeof job.runId === 'string' && typeof job.code === 'string' && typeof job.maxEvents === 'number'
}

function send(message: WorkerToFrame) {
  try {
    post(message)
  } catch {
    // Something in the message could not be copied: send it as plain JSON data instead.
    post(JSON.parse(JSON.stringify(message)) as WorkerToFrame)
  }
}

scope.onmessage = (event: MessageEvent<unknown>) => {
  scope.onmessage = null
  const job = event.data
  if (!isJob(job)) return
  const { runId } = job
  takeAwayNetworkAndStorage(scope)

  let batch: ProgramEvent[] = []
  let lastFlush = Date.now()
  const flush = () => {
    if (batch.length > 0) send({ kind: 'events', runId, events: batch })
    batch = []
    lastFlush = Date.now()
  }
  const probes = Array.isArray(job.probes) ? job.probes : []
  const result = runProgram(job.code, {
    probes,
    maxEvents: job.maxEvents,
    onEvent(programEvent) {
      batch.push(programEvent)
      if (batch.length >= BATCH_SIZE || Date.now() - lastFlush >= BATCH_MS) flush()
    },
  })
  flush()
  // Every event has already been sent in batches; the result carries the rest.
  send({ kind: 'done', runId, result: { events: [], probes: result.probes, error: result.error } })
}
