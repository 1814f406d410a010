import { afterEach, describe, expect, it, vi } from 'vitest'
import { classifyUnhandled, unhandledErrorStore, watchUnhandledErrors } from './unhandled-errors'

function memoryStorage() {
  const values = new Map<string, string>()
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  }
}

/** A stand-in for the window: an EventTarget that can be sent error events. */
function fakeWindow() {
  const target = new EventTarget()
  const error = (thrown: unknown, message = '') => {
    const event = new Event('error', { cancelable: true }) as Event & { error: unknown; message: string }
    Object.assign(event, { error: thrown, message })
    target.dispatchEvent(event)
    return event
  }
  const rejection = (reason: unknown) => {
    const event = new Event('unhandledrejection', { cancelable: true }) as Event & { reason: unknown }
    Object.assign(event, { reason })
    target.dispatchEvent(event)
    return event
  }
  return { target, error, rejection }
}

afterEach(() => unhandledErrorStore.clear())

const shownMessage = () => {
  const shown = unhandledErrorStore.snapshot()
  return shown?.error instanceof Error ? shown.error.message : null
}

describe('what an unhandled error does (SPEC §8)', () => {
  it('shows a thrown error and a rejected promise on the error screen, and reports them', () => {
    const win = fakeWindow()
    const report = vi.fn()
    const stop = watchUnhandledErrors(win.target, { storage: memoryStorage(), reload: vi.fn(), report })

    win.rejection(new Error('The lesson could not be saved.'))
    expect(unhandledErrorStore.snapshot()?.error).toEqual(new Error('The lesson could not be saved.'))
    expect(report).toHaveBeenCalledTimes(1)

    // The first error stays on screen; "Back to Home" clears it.
    win.error(new TypeError('x is undefined'), 'Uncaught TypeError: x is undefined')
    expect(shownMessage()).toBe('The lesson could not be saved.')
    unhandledErrorStore.clear()
    win.error(new TypeError('x is undefined'), 'Uncaught TypeError: x is undefined')
    expect(shownMessage()).toBe('x is undefined')
    stop()
  })

  it('gives a rejection without a reason a message', () => {
    const win = fakeWindow()
    const stop = watchUnhandledErrors(win.target, {
      storage: memoryStorage(),
      reload: vi.fn(),
      report: vi.fn(),
    })
    win.rejection(undefined)
    expect(shownMessage()).toBe('A promise was rejected.')
    stop()
  })

  it('ignores what is not the app failing', () => {
    const win = fakeWindow()
    const report = vi.fn()
    const stop = watchUnhandledErrors(win.target, { storage: memoryStorage(), reload: vi.fn(), report })
    win.error(undefined, 'Script error.')
    win.error(undefined, 'ResizeObserver loop completed with undelivered notifications.')
    win.rejection(new DOMException('The user aborted a request.', 'AbortError'))
    expect(unhandledErrorStore.snapshot()).toBeNull()
    expect(report).not.toHaveBeenCalled()
    stop()
  })

  it('reloads once for a missing page chunk, and shows it when it fails again inside 10 seconds', () => {
    const win = fakeWindow()
    const reload = vi.fn()
    let now = 100_000
    const stop = watchUnhandledErrors(win.target, {
      storage: memoryStorage(),
      now: () => now,
      reload,
      report: vi.fn(),
    })
    const missing = new TypeError('Failed to fetch dynamically imported module: /assets/lesson-abc.js')
    const event = win.rejection(missing)
    expect(reload).toHaveBeenCalledTimes(1)
    expect(event.defaultPrevented).toBe(true)
    expect(unhandledErrorStore.snapshot()).toBeNull()

    now += 4_000
    win.rejection(missing)
    expect(reload).toHaveBeenCalledTimes(1)
    expect(unhandledErrorStore.snapshot()?.error).toBe(missing)
    stop()
  })

  it('stops listening when stopped', () => {
    const win = fakeWindow()
    const stop = watchUnhandledErrors(win.target, {
      storage: memoryStorage(),
      reload: vi.fn(),
      report: vi.fn(),
    })
    stop()
    win.rejection(new Error('late'))
    expect(unhandledErrorStore.snapshot()).toBeNull()
  })

  it('sorts reports', () => {
    const storage = memoryStorage()
    expect(classifyUnhandled({ error: new Error('boom') }, storage, 0)).toBe('show')
    expect(classifyUnhandled({ error: 'a string thrown' }, storage, 0)).toBe('show')
    expect(classifyUnhandled({ error: null, message: 'Script error.' }, storage, 0)).toBe('ignore')
    expect(
      classifyUnhandled({ error: new Error('Importing a module script failed.') }, storage, 20_000),
    ).toBe('reload')
  })

  it('offline, a chunk that could not be loaded is neither shown nor reloaded; other errors still show', () => {
    const win = fakeWindow()
    const reload = vi.fn()
    const report = vi.fn()
    let online = false
    const stop = watchUnhandledErrors(win.target, {
      storage: memoryStorage(),
      now: () => 30_000,
      online: () => online,
      reload,
      report,
    })
    win.rejection(new TypeError('Failed to fetch dynamically imported module: /assets/evaluate-checks.js'))
    expect(reload).not.toHaveBeenCalled()
    expect(report).not.toHaveBeenCalled()
    expect(unhandledErrorStore.snapshot()).toBeNull()
    online = true
    win.rejection(new TypeError('Failed to fetch dynamically imported module: /assets/evaluate-checks.js'))
    expect(reload).toHaveBeenCalledTimes(1)
    stop()
    unhandledErrorStore.clear()
  })
})
