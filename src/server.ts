// The server entry: Start's default request handler, plus the job worker of this process
// (src/server/jobs, docs/jobs.md), which starts when the server does so queued and interrupted
// jobs resume without waiting for a request.
import handler, { createServerEntry } from '@tanstack/react-start/server-entry'
import { startJobWorker } from '@/server/jobs/process-worker'

if (process.env.JOB_WORKER !== 'off') startJobWorker()

export default createServerEntry({
  fetch(request) {
    return handler.fetch(request)
  },
})
