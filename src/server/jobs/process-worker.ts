import { beforeDbClose, getDb } from '@/server/db/client'
import { jobHandlers } from './registry'
import { createJobWorker, type JobWorker } from './worker'

/**
 * The job worker of this server process: started once with the server (src/server.ts) unless
 * `JOB_WORKER=off` (appConfig().jobs.worker), stopped on SIGTERM/SIGINT, and the database closes
 * only after that stop has finished (beforeDbClose). Every instance runs one; the queue shares the work.
 */
const key = Symbol.for('codeschool.jobWorker')
const holder = globalThis as typeof globalThis & { [key]?: JobWorker }

export function startJobWorker(): JobWorker {
  let worker = holder[key]
  if (worker) return worker
  worker = createJobWorker({
    getDb,
    handlers: jobHandlers(),
    onError: (error) => console.error('[jobs] worker error:', error),
  })
  holder[key] = worker
  worker.start()
  const stopping = worker
  // The database's shutdown hook awaits the stop (the job in hand is given back) before closing.
  beforeDbClose(() => stopping.stop())
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    // Stop claiming at once, even if the database was never opened (then there is no hook).
    process.prependOnceListener(signal, () => {
      void stopping.stop()
    })
  }
  return worker
}

/** After an enqueue in this process: look for the new job now rather than at the next poll. */
export function wakeJobWorker(): void {
  holder[key]?.wake()
}
