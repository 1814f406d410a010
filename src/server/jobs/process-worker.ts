import { beforeDbClose, type Db, getDb } from '@/server/db/client'
import { errorText, logLine } from '@/server/log'
import { outsideRequest } from '@/server/request/locale'
import { type ScheduledJob, type Scheduler, startScheduler } from './schedule'
import { createJobWorker, type JobHandler, type JobReport, type JobWorker } from './worker'

/**
 * The job worker of this server process: started once with the server (src/server.ts) unless
 * `JOB_WORKER=off` (appConfig().jobs.worker), stopped on SIGTERM/SIGINT, and the database closes
 * only after that stop has finished (beforeDbClose). Every instance runs one; the queue shares the
 * work. Its scheduler enqueues the registry's scheduled jobs (upkeep), once per period across all
 * instances.
 */
const key = Symbol.for('codeschool.jobWorker')
const holder = globalThis as typeof globalThis & { [key]?: JobWorker }

/** What the worker serves, from the app's job registry (src/job-registry.ts, given by src/server.ts). */
export interface JobRegistry {
  handlers: Record<string, JobHandler>
  /** Jobs that run every period (upkeep); their handlers are served too. */
  schedules?: readonly ScheduledJob[]
  /** Work queued when the worker starts; answers whether it queued anything. */
  enqueueStartupJobs(db: Db): Promise<boolean>
}

/** One JSON line per job (docs/operations.md): no payload, which may name people. */
function logJob(report: JobReport): void {
  const level = report.outcome === 'failed' ? 'error' : report.outcome === 'retry' ? 'warn' : 'info'
  logLine(
    'job',
    {
      queue: report.queue,
      jobId: report.jobId,
      attempt: report.attempt,
      outcome: report.outcome,
      ms: report.ms,
      worker: report.workerId,
      error: report.error,
      result: report.result,
    },
    level,
  )
}

export function startJobWorker(registry: JobRegistry, options: { concurrency?: number } = {}): JobWorker {
  let worker = holder[key]
  if (worker) return worker
  const schedules = registry.schedules ?? []
  const handlers = { ...registry.handlers }
  for (const schedule of schedules) handlers[schedule.queue] = schedule.handler
  worker = createJobWorker({
    getDb,
    handlers,
    concurrency: options.concurrency,
    onError: (error) => logLine('job-worker', { error: errorText(error) }, 'error'),
    onJobEnd: logJob,
  })
  holder[key] = worker
  const stopping = worker
  // A worker first started by a request (dev, tests) must not keep that request's language.
  outsideRequest(() => stopping.start())
  // E.g. goal pictures of lesson versions written before they were stored (docs/jobs.md).
  void getDb()
    .then(registry.enqueueStartupJobs)
    .then((queued) => queued && stopping.wake())
    .catch((error: unknown) => logLine('job-startup', { error: errorText(error) }, 'error'))
  const scheduler: Scheduler | null =
    schedules.length > 0
      ? startScheduler({
          getDb,
          schedules,
          onEnqueued: () => stopping.wake(),
          onError: (error) => logLine('job-scheduler', { error: errorText(error) }, 'error'),
        })
      : null
  const stop = () => {
    scheduler?.stop()
    return stopping.stop()
  }
  // The database's shutdown hook awaits the stop (the jobs in hand are given back) before closing.
  beforeDbClose(stop)
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    // Stop claiming at once, even if the database was never opened (then there is no hook).
    process.prependOnceListener(signal, () => {
      void stop()
    })
  }
  return worker
}

/** After an enqueue in this process: look for the new job now rather than at the next poll. */
export function wakeJobWorker(): void {
  outsideRequest(() => holder[key]?.wake())
}
