import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { type ClosableContext, type ClosablePage, closeContextBounded } from './teardown'

const never = () => new Promise<void>(() => {})

function fakePage(url: string, close: () => Promise<void> = async () => {}) {
  const calls: string[] = []
  const page: ClosablePage = {
    url: () => url,
    unrouteAll: async () => {
      calls.push('unroute')
    },
    close: async (options) => {
      calls.push(`close runBeforeUnload=${options.runBeforeUnload}`)
      await close()
    },
  }
  return { page, calls }
}

function fakeContext(pages: ClosablePage[], close: () => Promise<void> = async () => {}) {
  const calls: string[] = []
  const context: ClosableContext = {
    pages: () => pages,
    unrouteAll: async () => {
      calls.push('unroute')
    },
    close: async () => {
      calls.push('close')
      await close()
    },
  }
  return { context, calls }
}

describe('closing a test context with a bound', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('closes the pages without beforeunload, then the context, and reports nothing', async () => {
    const one = fakePage('http://demo.localhost:3100/dashboard')
    const { context, calls } = fakeContext([one.page])
    const reports: string[] = []
    await expect(
      closeContextBounded(context, { boundMs: 5_000, report: (m) => reports.push(m) }),
    ).resolves.toBe(true)
    expect(one.calls).toEqual(['unroute', 'close runBeforeUnload=false'])
    expect(calls).toEqual(['unroute', 'close'])
    expect(reports).toEqual([])
  })

  it('moves on after the bound when the context close never returns, naming the pages', async () => {
    const { context } = fakeContext([fakePage('http://demo.localhost:3100/classes/7/live').page], never)
    const reports: string[] = []
    const closing = closeContextBounded(context, { boundMs: 5_000, report: (m) => reports.push(m) })
    await vi.advanceTimersByTimeAsync(5_000)
    await expect(closing).resolves.toBe(false)
    expect(reports).toEqual([
      'The browser context did not close within 5000 ms (pages: http://demo.localhost:3100/classes/7/live); moving on',
    ])
  })

  it('still closes the context when a page close hangs, within twice the bound', async () => {
    const stuck = fakePage('http://demo.localhost:3100/lessons/1', never)
    const { context, calls } = fakeContext([stuck.page])
    const reports: string[] = []
    const closing = closeContextBounded(context, { boundMs: 5_000, report: (m) => reports.push(m) })
    await vi.advanceTimersByTimeAsync(5_000)
    expect(calls).toEqual(['unroute', 'close'])
    await expect(closing).resolves.toBe(false)
    expect(reports).toEqual([
      "Closing the test's pages took over 5000 ms (http://demo.localhost:3100/lessons/1); closing the context",
    ])
  })

  it('treats a page or context that is already gone as closed', async () => {
    const gone = fakePage('about:blank', () => Promise.reject(new Error('Target page has been closed')))
    const { context } = fakeContext([gone.page], () => Promise.reject(new Error('Browser has been closed')))
    const reports: string[] = []
    await expect(
      closeContextBounded(context, { boundMs: 5_000, report: (m) => reports.push(m) }),
    ).resolves.toBe(true)
    expect(reports).toEqual([])
  })
})
