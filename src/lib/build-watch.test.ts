import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  RELOAD_LOOP_GUARD_MS,
  reloadOnChunkError,
  shouldReloadAfterChunkError,
  watchForNewBuild,
} from './build-watch'

function memoryStorage() {
  const values = new Map<string, string>()
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  }
}

const HOUR = 60 * 60 * 1000

describe('the hourly build check (SPEC §9)', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  /** A server whose build id the test changes, counting the times it is asked. */
  function server(initial: string) {
    const state = { buildId: initial, asked: 0, failing: false }
    const fetchImpl = (async (url: string) => {
      state.asked++
      expect(url).toBe('/api/build-info')
      if (state.failing) throw new TypeError('Failed to fetch')
      return Response.json({ buildId: state.buildId })
    }) as unknown as typeof fetch
    return { state, fetchImpl }
  }

  it('asks once an hour, and tells once when the build id changes', async () => {
    const { state, fetchImpl } = server('build-1')
    const onNewBuild = vi.fn()
    const stop = watchForNewBuild('build-1', onNewBuild, fetchImpl)

    await vi.advanceTimersByTimeAsync(HOUR - 1)
    expect(state.asked).toBe(0)
    await vi.advanceTimersByTimeAsync(1)
    expect(state.asked).toBe(1)
    expect(onNewBuild).not.toHaveBeenCalled()

    state.buildId = 'build-2'
    await vi.advanceTimersByTimeAsync(HOUR)
    expect(state.asked).toBe(2)
    expect(onNewBuild).toHaveBeenCalledTimes(1)

    // Once told, it does not ask or tell again.
    await vi.advanceTimersByTimeAsync(3 * HOUR)
    expect(state.asked).toBe(2)
    expect(onNewBuild).toHaveBeenCalledTimes(1)
    stop()
  })

  it('says nothing while the server cannot be reached, and keeps looking', async () => {
    const { state, fetchImpl } = server('build-2')
    state.failing = true
    const onNewBuild = vi.fn()
    const stop = watchForNewBuild('build-1', onNewBuild, fetchImpl)
    await vi.advanceTimersByTimeAsync(2 * HOUR)
    expect(state.asked).toBe(2)
    expect(onNewBuild).not.toHaveBeenCalled()
    state.failing = false
    await vi.advanceTimersByTimeAsync(HOUR)
    expect(onNewBuild).toHaveBeenCalledTimes(1)
    stop()
  })

  it('stops asking once stopped', async () => {
    const { state, fetchImpl } = server('build-1')
    const stop = watchForNewBuild('build-1', vi.fn(), fetchImpl)
    stop()
    await vi.advanceTimersByTimeAsync(5 * HOUR)
    expect(state.asked).toBe(0)
  })
})

describe('the chunk reload guard (SPEC §8)', () => {
  it('reloads once, then not again within the loop guard', () => {
    const storage = memoryStorage()
    const start = 1_000_000
    expect(shouldReloadAfterChunkError(storage, start)).toBe(true)
    expect(shouldReloadAfterChunkError(storage, start + 1_000)).toBe(false)
    expect(shouldReloadAfterChunkError(storage, start + RELOAD_LOOP_GUARD_MS - 1)).toBe(false)
  })

  it('reloads again once the guard has passed', () => {
    const storage = memoryStorage()
    expect(shouldReloadAfterChunkError(storage, 0 + RELOAD_LOOP_GUARD_MS)).toBe(true)
    expect(shouldReloadAfterChunkError(storage, 3 * RELOAD_LOOP_GUARD_MS)).toBe(true)
  })

  it('a failed chunk reloads the page and keeps the error from going on; a second one inside 10 s goes on', () => {
    const storage = memoryStorage()
    const reload = vi.fn()
    const first = { preventDefault: vi.fn() }
    reloadOnChunkError(first, storage, 50_000, reload)
    expect(reload).toHaveBeenCalledTimes(1)
    expect(first.preventDefault).toHaveBeenCalled()

    // The reloaded page fails again 9 s later: no loop, the error reaches the error screen.
    const second = { preventDefault: vi.fn() }
    reloadOnChunkError(second, storage, 59_000, reload)
    expect(reload).toHaveBeenCalledTimes(1)
    expect(second.preventDefault).not.toHaveBeenCalled()

    // A deployment later the same browser may reload once more.
    reloadOnChunkError({ preventDefault: vi.fn() }, storage, 61_000, reload)
    expect(reload).toHaveBeenCalledTimes(2)
  })

  it('offline, a failed chunk never reloads (the lesson would become the offline page) and leaves the guard unused', () => {
    const storage = memoryStorage()
    const reload = vi.fn()
    const offline = { preventDefault: vi.fn() }
    reloadOnChunkError(offline, storage, 50_000, reload, { online: false })
    expect(reload).not.toHaveBeenCalled()
    expect(offline.preventDefault).not.toHaveBeenCalled()
    // Back online, a chunk of a replaced build still reloads once.
    reloadOnChunkError({ preventDefault: vi.fn() }, storage, 51_000, reload, { online: true })
    expect(reload).toHaveBeenCalledTimes(1)
  })
})
