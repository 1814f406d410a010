import { hostname } from 'node:os'
import type { Db } from '@/server/db/client'
import { claimNextJob, completeJob, errorMessage, failJob, heartbeatJob, type Job, releaseJob } from './queue'

export interface JobContext {
  db: Db
  job: Job
  /** Aborted when the lease is lost (another worker took the job over) or the worker stops. */
  signal: AbortSignal
  /** Renews the lease now; throws when the job is no longer ours. The worker also beats on a timer. */
  heartbeat(): Promise<void>
}

export interface JobHandler {
  run(context: JobContext): Promise<void>
  /** Called once when the job has failed for good (attempts used up or a permanent error). */
  onFailed?(db: Db, job: Job, error: string): Promise<void>
}

/** Thrown by a handler for an error that a retry cannot fix (bad payload, deleted data). */
export class PermanentJobError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'PermanentJobError'
  }
}

export class LeaseLostError extends Error {
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
  /** Where unexpected worker errors go (a failed job is not one: it is recorded on the job). */
  onError?: (error: unknown) => void
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
  /** Claims and runs one job; false when none was due. */
  runOnce(): Promise<boolean>
  /** Looks for work now instead of at the next poll (after an enqueue in this process). */
  wake(): void
}

export const DEFAULT_LEASE_MS = 30_000

let workerCounter = 0

export function createJobWorker(options: JobWorkerOptions): JobWorker {
  const workerId = options.workerId ?? `${hostname()}:${process.pid}:${++workerCounter}`
  const pollIntervalMs = options.pollIntervalMs ?? 1_000
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS
  const heartbeatMs = options.heartbeatMs ?? Math.max(50, Math.floor(leaseMs / 4))
  const onError = options.onError ?? ((error: unknown) => console.error('[jobs]', error))
  const queues = Object.keys(options.handlers)

  let running = false
  let loop: Promise<void> | null = null
  let wakeUp: (() => void) | null = null
  /** A wake() that came while the worker was busy claiming: look again before sleeping. */
  let wokenWhileBusy = false
  const stopController = new AbortController()

  async function runJob(db: Db, job: Job): Promise<void> {
    const handler = options.handlers[job.queue]
    if (!handler) {
      await failJob(db, job, workerId, `No handler for queue ${job.queue}`, { permanent: true })
      return
    }
    if (job.attempts > job.maxAttempts) {
      // Its earlier workers died mid-run every time: stop trying.
      const message = `Stopped after ${job.maxAttempts} attempts that did not finish`
      if ((await failJob(db, job, workerId, message, { permanent: true })) === 'failed') {
        await handler.onFailed?.(db, job, message)
      }
      return
    }

    const lease = new AbortController()
    const onStop = () => lease.abort(new Error('The worker is stopping'))
    stopController.signal.addEventListener('abort', onStop, { once: true })
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
      await handler.run({ db, job, signal: lease.signal, heartbeat })
      clearInterval(timer)
      await completeJob(db, job.id, workerId)
    } catch (error) {
      clearInterval(timer)
      if (error instanceof LeaseLostError || lease.signal.reason instanceof LeaseLostError) return
      if (stopController.signal.aborted && !(error instanceof PermanentJobError)) {
        // Stopped under it (a deploy): not the job's fault, so the attempt does not count.
        await releaseJob(db, job.id, workerId)
        return
      }
      const status = await failJob(db, job, workerId, error, {
        permanent: error instanceof PermanentJobError,
      })
      if (status === 'failed') await handler.onFailed?.(db, job, errorMessage(error))
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

  async function run() {
    while (running) {
      let didWork = false
      wokenWhileBusy = false
      try {
        didWork = await runOnce()
      } catch (error) {
        if (running) onError(error)
      }
      if (!running) break
      if (!didWork && !wokenWhileBusy) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(done, pollIntervalMs)
          function done() {
            clearTimeout(timer)
            wakeUp = null
            resolve()
          }
          wakeUp = done
        })
      }
    }
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
