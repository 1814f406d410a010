import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { queuePreloads } from './preload-queue'

/** Preloads the test finishes by hand, recording how many run at once. */
function controlledPreloads() {
  const pending = new Map<string, () => void>()
  const state = { running: 0, most: 0, started: [] as string[] }
  const preload = (route: string) =>
    new Promise<string>((resolve) => {
      state.running++
      state.most = Math.max(state.most, state.running)
      state.started.push(route)
      pending.set(route, () => {
        state.running--
        resolve(`loaded ${route}`)
      })
    })
  const finish = async (route: string) => {
    pending.get(route)?.()
    pending.delete(route)
    await vi.advanceTimersByTimeAsync(0)
  }
  return { preload, state, finish }
}

describe('route prefetch (SPEC §9)', () => {
  beforeEach(() => vi.useFakeTimers({ now: 0 }))
  afterEach(() => vi.useRealTimers())

  it('runs at most 4 at a time, the others in turn', async () => {
    const { preload, state, finish } = controlledPreloads()
    const queued = queuePreloads(preload, { now: Date.now })
    const answers = ['a', 'b', 'c', 'd', 'e', 'f'].map((route) => queued(route))
    await vi.advanceTimersByTimeAsync(0)
    expect(state.started).toEqual(['a', 'b', 'c', 'd'])
    await finish('b')
    expect(state.started).toEqual(['a', 'b', 'c', 'd', 'e'])
    for (const route of ['a', 'c', 'd', 'e', 'f']) await finish(route)
    expect(state.most).toBe(4)
    await expect(Promise.all(answers)).resolves.toEqual(
      ['a', 'b', 'c', 'd', 'e', 'f'].map((r) => `loaded ${r}`),
    )
  })

  it('starts nothing in the first second after the page loaded', async () => {
    const { preload, state } = controlledPreloads()
    const queued = queuePreloads(preload, { notBefore: Date.now() + 1_000, now: Date.now })
    void queued('a')
    void queued('b')
    await vi.advanceTimersByTimeAsync(999)
    expect(state.started).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    expect(state.started).toEqual(['a', 'b'])
  })

  it('drops the oldest wishes when many wait, answering nothing for them', async () => {
    const { preload, state, finish } = controlledPreloads()
    const queued = queuePreloads(preload, { concurrency: 1, maxWaiting: 2, now: Date.now })
    const first = queued('a')
    const dropped = queued('b')
    void queued('c')
    void queued('d')
    await vi.advanceTimersByTimeAsync(0)
    await expect(dropped).resolves.toBeUndefined()
    await finish('a')
    await finish('c')
    expect(state.started).toEqual(['a', 'c', 'd'])
    await expect(first).resolves.toBe('loaded a')
  })

  it('passes a failed preload on to its caller and goes on with the next', async () => {
    let calls = 0
    const queued = queuePreloads(
      async (route: string) => {
        calls++
        if (route === 'broken') throw new Error('no such route')
        return route
      },
      { concurrency: 1, now: Date.now },
    )
    const broken = queued('broken')
    const fine = queued('fine')
    await expect(broken).rejects.toThrow('no such route')
    await expect(fine).resolves.toBe('fine')
    expect(calls).toBe(2)
  })
})
