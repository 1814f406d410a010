import { hostname } from 'node:os'
import type { Db } from '@/server/db/client'
import { databaseInputError } from '@/server/db/pg-errors'
import { HttpError } from '@/server/errors'
import { SERVER_FAULT_MESSAGE } from '@/server/public-error'
import { claimNextJob, completeJob, errorMessage, failJob, heartbeatJob, type Job, releaseJob } from './queue'

export interface JobContext {
  db: Db
  job: Job
  /** Aborted when the lease is lost (another worker took the job over) or the worker stops. */
  signal: AbortSignal
  /** Renews the lease now; throws when the job is no longer ours. The worker also beats on a timer. */
  heartbeat(): Promise<void>
}

/** What a job did, in numbers (e.g. `{ deleted: 12 }`); it goes into the job's log line. */
export type JobResult = Record<string, number>

export interface JobHandler {
  // biome-ignore lint/suspicious/noConfusingVoidType: most handlers return nothing (async () => {}).
  run(context: JobContext): Promise<void | JobResult>
  /**
   * Called once when the job has failed for good (attempts used up or a permanent error), with
   * what the person who started it may read (`publicJobError`): never the raw error, whose text
   * (SQL and its parameters, file paths) stays in the job's log line and its `last_error`.
   */
  onFailed?(db: Db, job: Job, message: string): Promise<void>
}

/**
 * Thrown by a handler for an error that a retry cannot fix (bad payload, deleted data). `stored` is
 * what `onFailed` is given to keep for people to read: the message itself, or a sentence as a key
 * and values (`SaidJobError`, src/server/jobs/job-sentence.ts).
 */
export class PermanentJobError extends Error {
  readonly stored: string
  constructor(message: string, stored: string = message) {
    super(message)
    this.name = 'PermanentJobError'
    this.stored = stored
  }
}

/**
 * What a job's failure may tell people (the public error catalogue, decision 083, as for requests):
 * a PermanentJobError or HttpError was written for them; a database refusal caused by the data has
 * its plain sentence; anything else is the server's fault and reads as one generic sentence.
 */
function publicJobError(error: unknown): string {
  if (error instanceof PermanentJobError) return error.stored
  if (error instanceof HttpError) return error.message
  return databaseInputError(error)?.message ?? SERVER_FAULT_MESSAGE
}

class LeaseLostError extends Error {
  constructor(jobId: string) {
    super(`Job ${jobId} is no longer ours: its lease was taken over`)
    this.name = 'LeaseLostError'
  }
}

export interface JobWorkerOptions {
  getDb: () => Promise<Db>
  handlers: Readonly<Record<string, JobHandler>>
  workerId?: string
  /** How often an idle worker looks for work. */
  pollIntervalMs?: number
  /** How long a lease lasts without a heartbeat before another worker may take the job over. */
  leaseMs?: number
  heartbeatMs?: number
  /** How many jobs this worker runs at the same time (each on its own claim and lease). */
  concurrency?: number
  /** Where unexpected worker errors go (a failed job is not one: it is recorded on the job). */
  onError?: (error: unknown) => void
  /** Called once per claimed job when this worker is done with it (the job's log line). */
  onJobEnd?: (report: JobReport) => void
}

/**
 * How an attempt ended: `done`; `retry` (failed, queued again after a backoff); `failed` (for
 * good); `released` (given back uncounted because the worker stopped); `lost` (its lease was
 * taken over by another worker, which now owns the outcome).
 */
type JobOutcome = 'done' | 'retry' | 'failed' | 'released' | 'lost'

export interface JobReport {
  jobId: string
  queue: string
  attempt: number
  workerId: string
  outcome: JobOutcome
  ms: number
  error?: string
  result?: JobResult
}

export interface JobWorker {
  readonly workerId: string
  start(): void
  /**
   * Stops claiming and tells the job in hand to stop (its signal aborts). Resolves once the job in
   * hand is recorded: an attempt cut short by the stop is given back uncounted (`releaseJob`) and
   * runs again at once, here after a restart or on another instance.
   */
  stop(): Promise<void>
  /** Claims and runs one job, whatever the concurrency; false when none was due. */
  runOnce(): Promise<boolean>
  /** Looks for work now instead of at the next poll (after an enqueue in this process). */
  wake(): void
}

const DEFAULT_LEASE_MS = 30_000

let workerCounter = 0

export function createJobWorker(options: JobWorkerOptions): JobWorker {
  const workerId = options.workerId ?? `${hostname()}:${process.pid}:${++workerCounter}`
  const pollIntervalMs = options.pollIntervalMs ?? 1_000
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS
  const heartbeatMs = options.heartbeatMs ?? Math.max(50, Math.floor(leaseMs / 4))
  const concurrency = Math.max(1, Math.floor(options.concurrency ?? 1))
  const onError = options.onError ?? ((error: unknown) => console.error('[jobs]', error))
  const queues = Object.keys(options.handlers)

  let running = false
  let loop: Promise<void> | null = null
  let wakeUp: (() => void) | null = null
  /** A wake() that came while the worker was busy claiming: look again before sleeping. */
  let wokenWhileBusy = false
  const stopController = new AbortController()
  /** The jobs in hand (at most `concurrency` while the loop runs). */
  const inFlight = new Set<Promise<void>>()

  function report(job: Job, started: number, outcome: JobOutcome, extra: Partial<JobReport> = {}) {
    try {
      options.onJobEnd?.({
        jobId: job.id,
        queue: job.queue,
        attempt: job.attempts,
        workerId,
        outcome,
        ms: Math.round(performance.now() - started),
        ...extra,
      })
    } catch (error) {
      onError(error)
    }
  }

  async function runJob(db: Db, job: Job): Promise<void> {
    const started = performance.now()
    const handler = options.handlers[job.queue]
    if (!handler) {
      const message = `No handler for queue ${job.queue}`
      await failJob(db, job, workerId, message, { permanent: true })
      report(job, started, 'failed', { error: message })
      return
    }
    if (job.attempts > job.maxAttempts) {
      // Its earlier workers died mid-run every time: stop trying.
      const message = `Stopped after ${job.maxAttempts} attempts that did not finish`
      if ((await failJob(db, job, workerId, message, { permanent: true })) === 'failed') {
        await handler.onFailed?.(db, job, message)
      }
      report(job, started, 'failed', { error: message })
      return
    }

    const lease = new AbortController()
    const onStop = () => lease.abort(new Error('The worker is stopping'))
    if (stopController.signal.aborted) onStop()
    else stopController.signal.addEventListener('abort', onStop, { once: true })
    const heartbeat = async () => {
      if (lease.signal.aborted) throw lease.signal.reason
      if (!(await heartbeatJob(db, job.id, workerId))) {
        const lost = new LeaseLostError(job.id)
        lease.abort(lost)
        throw lost
      }
    }
    const timer = setInterval(() => {
      heartbeat().catch(() => {})
    }, heartbeatMs)
    try {
      const result = await handler.run({ db, job, signal: lease.signal, heartbeat })
      clearInterval(timer)
      const completed = await completeJob(db, job.id, workerId)
      report(job, started, completed ? 'done' : 'lost', result ? { result } : {})
    } catch (error) {
      clearInterval(timer)
      if (error instanceof LeaseLostError || lease.signal.reason instanceof LeaseLostError) {
        report(job, started, 'lost')
        return
      }
      if (stopController.signal.aborted && !(error instanceof PermanentJobError)) {
        // Stopped under it (a deploy): not the job's fault, so the attempt does not count.
        await releaseJob(db, job.id, workerId)
        report(job, started, 'released')
        return
      }
      const status = await failJob(db, job, workerId, error, {
        permanent: error instanceof PermanentJobError,
      })
      if (status === 'failed') await handler.onFailed?.(db, job, publicJobError(error))
      report(job, started, status === 'failed' ? 'failed' : status === 'queued' ? 'retry' : 'lost', {
        error: errorMessage(error).slice(0, 300),
      })
    } finally {
      clearInterval(timer)
      stopController.signal.removeEventListener('abort', onStop)
    }
  }

  async function runOnce(): Promise<boolean> {
    const db = await options.getDb()
    const job = await claimNextJob(db, { queues, workerId, leaseMs })
    if (!job) return false
    await runJob(db, job)
    return true
  }

  /** Sleeps until the poll interval passed, wake() was called, or (when full) a job ended. */
  function idle(full: boolean): Promise<void> {
    return new Promise<void>((resolve) => {
      const timer = full ? undefined : setTimeout(done, pollIntervalMs)
      function done() {
        clearTimeout(timer)
        wakeUp = null
        resolve()
      }
      wakeUp = done
      if (full) void Promise.race(inFlight).then(done)
    })
  }

  async function run() {
    while (running) {
      if (inFlight.size >= concurrency) {
        await idle(true)
        continue
      }
      wokenWhileBusy = false
      let claimed = false
      try {
        const db = await options.getDb()
        const job = await claimNextJob(db, { queues, workerId, leaseMs })
        if (job && !running) {
          // Claimed while stopping: give it straight back.
          await releaseJob(db, job.id, workerId)
        } else if (job) {
          claimed = true
          const task: Promise<void> = runJob(db, job)
            .catch((error: unknown) => onError(error))
            .finally(() => inFlight.delete(task))
          inFlight.add(task)
        }
      } catch (error) {
        if (running) onError(error)
      }
      if (!running) break
      // Found one: look for the next at once (another slot may be free); else wait.
      if (!claimed && !wokenWhileBusy) await idle(false)
    }
    // Stopping: the jobs in hand were told to stop; wait until each is recorded.
    await Promise.all(inFlight)
  }

  return {
    workerId,
    start() {
      if (running) return
      running = true
      loop = run()
    },
    async stop() {
      running = false
      wakeUp?.()
      stopController.abort()
      await loop
      loop = null
    },
    runOnce,
    wake() {
      if (wakeUp) wakeUp()
      else wokenWhileBusy = true
    },
  }
}
