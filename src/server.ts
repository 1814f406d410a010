// The server entry: the host gate (decision 007), the runner's frame document, the service worker (decision 202), Start's default
// request handler with request body limits, the security headers on every response (decision 080:
// CSP with a fresh nonce Start stamps on its scripts, nosniff, framing, referrer, permissions,
// HSTS), plus the job worker of this process (src/server/jobs, docs/jobs.md), which starts when
// the server does so queued and interrupted jobs resume without waiting for a request.
import handler, { createServerEntry } from '@tanstack/react-start/server-entry'
import { enqueueStartupJobs, jobHandlers, scheduledJobs } from '@/job-registry'
import { startJobWorker } from '@/server/jobs/process-worker'
import { bodyLimitFor, closeAfterRefusal, limitRequestBody } from '@/server/request/body-limit'
import { withRequestLocale } from '@/server/request/locale'
import { admitRequest, hostPolicy } from '@/server/request/public-request'
import { isClientHangUp } from '@/server/request/request-log'
import { runnerFrameResponse } from '@/server/request/runner-frame'
import { newCspNonce, securityHeaderSettings, withSecurityHeaders } from '@/server/request/security-headers'
import { serviceWorkerResponse } from '@/server/request/service-worker'
import { uploadBodyLimits } from '@/upload-registry'
import { appConfig } from '~/app.config'

const config = appConfig()
if (config.jobs.worker) {
  startJobWorker(
    { handlers: jobHandlers(), schedules: scheduledJobs(), enqueueStartupJobs },
    { concurrency: config.jobs.concurrency },
  )
}

const uploadLimits = uploadBodyLimits()
const policy = hostPolicy(config)
const headerSettings = securityHeaderSettings(config)
// The pseudo-locale (decision 204) only on a demo or test server, never in production.
const localeOptions = { pseudoAllowed: config.demoData }

export default createServerEntry({
  async fetch(incoming) {
    const admission = admitRequest(incoming, policy)
    if (!admission.ok) return withSecurityHeaders(admission.response, headerSettings, null)
    const request = admission.request
    const frame = runnerFrameResponse(request)
    if (frame) return withSecurityHeaders(frame, headerSettings, null)
    const serviceWorker = serviceWorkerResponse(request, __BUILD_ID__)
    if (serviceWorker) return withSecurityHeaders(serviceWorker, headerSettings, null)
    const nonce = newCspNonce()
    let response: Response
    try {
      // The page's language, from the device's choice or the browser's (decision 204).
      response = await withRequestLocale(request, localeOptions, () =>
        handler.fetch(limitRequestBody(request, bodyLimitFor(request, uploadLimits)), {
          context: { nonce },
        }),
      )
    } catch (error) {
      // A client that hung up while its body was read: nobody gets an answer and nothing failed
      // here, so no error with a stack trace (Start would log one); the request log says 499.
      if (incoming.signal.aborted || isClientHangUp(error)) return new Response(null, { status: 499 })
      throw error
    }
    return withSecurityHeaders(closeAfterRefusal(response), headerSettings, nonce)
  },
})
