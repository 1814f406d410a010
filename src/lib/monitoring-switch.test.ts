// @vitest-environment jsdom
import type { BrowserOptions } from '@sentry/react'
import { afterEach, describe, expect, it, vi } from 'vitest'

const init = vi.fn<(options: BrowserOptions) => void>()
vi.mock('@sentry/react', () => ({
  init,
  browserTracingIntegration: () => ({ name: 'BrowserTracing' }),
  replayIntegration: (options: object) => ({ name: 'Replay', options }),
}))

const DSN = 'https://public@o1.ingest.sentry.io/1'

type Sampler = NonNullable<BrowserOptions['tracesSampler']>
type RecordingFilter = (event: object) => object | null | undefined

function replayOptions(options: BrowserOptions) {
  const integrations = options.integrations as { name: string; options?: Record<string, unknown> }[]
  return integrations.find((i) => i.name === 'Replay')?.options as {
    beforeAddRecordingEvent: RecordingFilter
    maskAllText: boolean
    maskAllInputs: boolean
  }
}

function sample(options: BrowserOptions, pathname: string) {
  return (options.tracesSampler as Sampler)({
    name: pathname,
    location: { pathname } as Location,
    attributes: {},
    inheritOrSampleWith: (rate) => rate,
  })
}

describe('error monitoring (SPEC §9, §2.4)', () => {
  afterEach(() => window.history.replaceState(null, '', '/'))

  it('starts in production only, with the spec rates, masking and breadcrumb cap', async () => {
    const { startMonitoring } = await import('./monitoring')
    await startMonitoring({ env: 'development', dsn: DSN })
    await startMonitoring({ env: 'test', dsn: DSN })
    await startMonitoring({ env: 'production', dsn: '' })
    expect(init).not.toHaveBeenCalled()

    await startMonitoring({ env: 'production', dsn: DSN })
    expect(init).toHaveBeenCalledTimes(1)
    const [options] = init.mock.calls[0] ?? []
    if (!options) throw new Error('Sentry was not started')
    expect(options.dsn).toBe(DSN)
    expect(sample(options, '/dashboard/courses')).toBe(1)
    expect(options.replaysSessionSampleRate).toBe(0.1)
    expect(options.replaysOnErrorSampleRate).toBe(1)
    expect(options.maxBreadcrumbs).toBe(100)
    expect(replayOptions(options)).toMatchObject({ maskAllText: true, maskAllInputs: true })
  })

  it('neither traces nor records /login and /join, where analytics is off', async () => {
    const { monitoringOptions } = await import('./monitoring')
    const { replayIntegration, browserTracingIntegration } = await import('@sentry/react')
    const options = monitoringOptions({ replayIntegration, browserTracingIntegration }, DSN)
    expect(sample(options, '/login')).toBe(0)
    expect(sample(options, '/join')).toBe(0)
    expect(sample(options, '/join/')).toBe(0)
    expect(sample(options, '/student/courses')).toBe(1)

    const recordingEvent = { type: 3, data: { source: 2 } }
    const record = replayOptions(options).beforeAddRecordingEvent
    window.history.replaceState(null, '', '/join?code=K7Q2P')
    expect(record(recordingEvent)).toBeNull()
    window.history.replaceState(null, '', '/login')
    expect(record(recordingEvent)).toBeNull()
    window.history.replaceState(null, '', '/student/courses')
    expect(record(recordingEvent)).toEqual(recordingEvent)
  })
})
