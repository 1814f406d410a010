import { getDb } from '@/server/db/client'
import { jobHandlers } from './registry'
import { createJobWorker, type JobWorker } from './worker'

/**
 * The job worker of this server process: started once with the server (src/server.ts), stopped on
 * SIGTERM/SIGINT before the database closes. Every instance runs one; the queue shares the work.
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
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    // prependListener: stop claiming before the database's own shutdown hook closes it.
    process.prependOnceListener(signal, () => {
      void worker?.stop()
    })
  }
  return worker
}

/** After an enqueue in this process: look for the new job now rather than at the next poll. */
export function wakeJobWorker(): void {
  holder[key]?.wake()
}
