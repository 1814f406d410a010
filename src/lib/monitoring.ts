import type { BrowserOptions } from '@sentry/react'
import { scrubDeep } from './monitoring-scrub'

type SentryModule = typeof import('@sentry/react')
export type Integration = Exclude<
  NonNullable<BrowserOptions['integrations']>,
  (...args: never[]) => unknown
>[number]

let sentry: SentryModule | undefined
let starting: Promise<void> | undefined

/** SPEC §9: the sample rates and the breadcrumb cap, written here only. */
const MONITORING_RATES = {
  tracesSampleRate: 1,
  replaysSessionSampleRate: 0.1,
  replaysOnErrorSampleRate: 1,
  maxBreadcrumbs: 100,
} as const

/**
 * SPEC §2.4: analytics is off on /login and /join, so those pages are neither traced nor recorded
 * (errors there are still reported: they are not analytics).
 */
const UNOBSERVED_PATHS = new Set(['/login', '/join'])

function unobserved(pathname: string | undefined): boolean {
  return pathname !== undefined && UNOBSERVED_PATHS.has(pathname.replace(/\/+$/, '') || '/')
}

function currentPathname(): string | undefined {
  return typeof window === 'undefined' ? undefined : window.location.pathname
}

interface MonitoringOptions {
  env: 'development' | 'production' | 'test'
  dsn: string
}

/**
 * SPEC §9: error monitoring in production only, with the spec's sample rates and masking.
 * Sentry is loaded on demand so that pages without a DSN do not pay for it.
 */
export function startMonitoring({ env, dsn }: MonitoringOptions): Promise<void> {
  if (starting || env !== 'production' || !dsn || typeof window === 'undefined') {
    return starting ?? Promise.resolve()
  }
  starting = import('@sentry/react').then((module) => {
    module.init(monitoringOptions(module, dsn))
    sentry = module
  })
  return starting
}

/**
 * The SDK's settings. Every event, span (transactions are streamed spans), breadcrumb and replay event passes `scrubDeep`
 * first, so one-time tokens in addresses never leave the browser (`monitoring-scrub.ts`).
 */
export function monitoringOptions(
  module: Pick<SentryModule, 'browserTracingIntegration' | 'replayIntegration'>,
  dsn: string,
): BrowserOptions {
  return {
    dsn,
    // A sampler rather than `tracesSampleRate`, which Sentry ignores next to one.
    tracesSampler: ({ location, name }) =>
      unobserved(location?.pathname) || unobserved(name) ? 0 : MONITORING_RATES.tracesSampleRate,
    replaysSessionSampleRate: MONITORING_RATES.replaysSessionSampleRate,
    replaysOnErrorSampleRate: MONITORING_RATES.replaysOnErrorSampleRate,
    maxBreadcrumbs: MONITORING_RATES.maxBreadcrumbs,
    beforeSend: (event) => scrubDeep(event),
    beforeSendSpan: (span) => scrubDeep(span),
    beforeBreadcrumb: (breadcrumb) => scrubDeep(breadcrumb),
    integrations: [
      module.browserTracingIntegration(),
      module.replayIntegration({
        maskAllText: true,
        maskAllInputs: true,
        blockAllMedia: true,
        // Nothing of /login and /join enters a replay, not even the buffer kept for an error.
        beforeAddRecordingEvent: (event) => (unobserved(currentPathname()) ? null : scrubDeep(event)),
      }),
      scrubEnvelopeHeaders,
    ],
  }
}

/**
 * The envelope's header repeats the transaction's name (`trace.transaction`, for sampling), which
 * no callback above sees; it is scrubbed just before sending.
 */
const scrubEnvelopeHeaders: Integration = {
  name: 'ScrubEnvelopeHeaders',
  setup(client) {
    client.on('beforeEnvelope', (envelope) => {
      Object.assign(envelope[0], scrubDeep(envelope[0]))
    })
  },
}

export function reportError(error: unknown) {
  sentry?.captureException(error)
}

/** A problem worth knowing about that the visitor is not shown (SPEC §8's "logged only"). */
export function reportMessage(message: string, cause?: unknown) {
  sentry?.captureMessage(message, {
    level: 'warning',
    extra: cause === undefined ? undefined : { cause: String(cause) },
  })
}
