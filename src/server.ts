// The server entry: Start's default request handler with request body limits, plus the job worker
// of this process (src/server/jobs, docs/jobs.md), which starts when the server does so queued and
// interrupted jobs resume without waiting for a request.
import handler, { createServerEntry } from '@tanstack/react-start/server-entry'
import { startJobWorker } from '@/server/jobs/process-worker'
import { bodyLimitFor, limitRequestBody } from '@/server/request/body-limit'
import { uploadBodyLimits } from '@/server/request/upload-limits'
import { appConfig } from '~/app.config'

if (appConfig().jobs.worker) startJobWorker()

const uploadLimits = uploadBodyLimits()

export default createServerEntry({
  fetch(request) {
    return handler.fetch(limitRequestBody(request, bodyLimitFor(request, uploadLimits)))
  },
})
