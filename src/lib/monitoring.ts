type SentryModule = typeof import('@sentry/react')

let sentry: SentryModule | undefined
let starting: Promise<void> | undefined

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
    module.init({
      dsn,
      tracesSampleRate: 1,
      replaysSessionSampleRate: 0.1,
      replaysOnErrorSampleRate: 1,
      maxBreadcrumbs: 100,
      integrations: [
        module.browserTracingIntegration(),
        module.replayIntegration({ maskAllText: true, maskAllInputs: true, blockAllMedia: true }),
      ],
    })
    sentry = module
  })
  return starting
}

export function reportError(error: unknown) {
  sentry?.captureException(error)
}
