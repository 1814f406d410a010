import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { type LocalCopy, localCopyKey, readLocalCopy } from '@/lib/local-copy'
import { Autosaver, type SaveRequest, type SaveResponse } from './autosaver'
import { holdLocalCopy, QUEUE_RETRY_MS, SaveQueue } from './save-queue'

/** The browser's Storage, in memory (a reload keeps it: a new queue reads the same one). */
class MemoryStorage {
  data = new Map<string, string>()
  get length() {
    return this.data.size
  }
  key(n: number) {
    return [...this.data.keys()][n] ?? null
  }
  getItem(key: string) {
    return this.data.get(key) ?? null
  }
  setItem(key: string, value: string) {
    this.data.set(key, value)
  }
  removeItem(key: string) {
    this.data.delete(key)
  }
}

const ADA = '11111111-1111-4111-8111-111111111111'
const GRACE = '22222222-2222-4222-8222-222222222222'
const ITEM = '33333333-3333-4333-8333-333333333333'
const OTHER_ITEM = '44444444-4444-4444-8444-444444444444'

let storage: MemoryStorage
/** The window's `online` event. */
let win: EventTarget

function put(owner: string, item: string, step: string, copy: Partial<LocalCopy>) {
  storage.setItem(
    localCopyKey(owner, item, step),
    JSON.stringify({
      code: 'x',
      blocksJson: null,
      baseRevision: 1,
      dirty: true,
      updatedAt: Date.now(),
      ...copy,
    }),
  )
}

const read = (owner: string, item: string, step: string) =>
  readLocalCopy(storage, localCopyKey(owner, item, step))

/** A server with a version check: one latest revision per step, stale saves kept as history. */
function fakeServer(start: Record<string, { revision: number; code: string }> = {}) {
  const latest = new Map(Object.entries(start))
  let next = 100
  const calls: Array<{ item: string; step: string; request: SaveRequest }> = []
  let online = true
  const save = async (item: string, step: string, request: SaveRequest): Promise<SaveResponse> => {
    if (!online) throw new TypeError('Failed to fetch')
    calls.push({ item, step, request })
    const key = `${item}/${step}`
    const current = latest.get(key) ?? { revision: 0, code: '' }
    next += 1
    if (request.baseRevision !== current.revision) {
      return {
        status: 'conflict',
        latest: { revision: current.revision, code: current.code, blocksJson: null },
        keptRevision: next,
      }
    }
    latest.set(key, { revision: next, code: request.code })
    return { status: 'saved', revision: next }
  }
  return {
    save,
    calls,
    latest,
    setOnline(value: boolean) {
      online = value
    },
  }
}

beforeEach(() => {
  storage = new MemoryStorage()
  win = new EventTarget()
})

afterEach(() => {
  vi.useRealTimers()
})

describe('the offline queue of a child’s code (decision 199)', () => {
  it('sends every unsent copy of the signed-in child, and confirms what the server saved', async () => {
    put(ADA, ITEM, 'square', { code: 'forward(100)', baseRevision: 0 })
    put(ADA, OTHER_ITEM, 'hello', { code: 'print(1)', baseRevision: 0 })
    put(ADA, ITEM, 'done', { code: 'saved already', dirty: false })
    put(GRACE, ITEM, 'square', { code: 'grace', baseRevision: 0 })
    put('guest', ITEM, 'square', { code: 'guest', baseRevision: 0 })
    const server = fakeServer()

    const round = await new SaveQueue({ storage, owner: ADA, save: server.save }).flush()

    expect(round).toEqual({ saved: 2, kept: 0, failed: 0 })
    expect(server.calls.map(({ item, step }) => `${item}/${step}`).sort()).toEqual([
      `${ITEM}/square`,
      `${OTHER_ITEM}/hello`,
    ])
    expect(read(ADA, ITEM, 'square')).toMatchObject({ code: 'forward(100)', dirty: false })
    expect(read(ADA, ITEM, 'square')?.baseRevision).toBeGreaterThan(100)
    expect(read(GRACE, ITEM, 'square')).toMatchObject({ dirty: true })
    expect(read('guest', ITEM, 'square')).toMatchObject({ dirty: true })
  })

  it('keeps edits made offline through a reload and sends them at once when the browser is online again', async () => {
    vi.useFakeTimers()
    const server = fakeServer()
    server.setOnline(false)
    put(ADA, ITEM, 'square', { code: 'forward(50)', baseRevision: 0 })

    const firstPage = new SaveQueue({ storage, owner: ADA, save: server.save })
    const stopFirst = firstPage.start(win as never)
    await vi.advanceTimersByTimeAsync(0)
    expect(read(ADA, ITEM, 'square')).toMatchObject({ code: 'forward(50)', dirty: true })
    stopFirst() // the reload

    const afterReload = new SaveQueue({ storage, owner: ADA, save: server.save })
    const stop = afterReload.start(win as never)
    await vi.advanceTimersByTimeAsync(0)
    expect(server.calls).toEqual([])
    expect(afterReload.waiting()).toHaveLength(1)

    server.setOnline(true)
    win.dispatchEvent(new Event('online'))
    await vi.advanceTimersByTimeAsync(0)
    expect(server.calls).toHaveLength(1)
    expect(server.calls[0]).toMatchObject({
      item: ITEM,
      step: 'square',
      request: { code: 'forward(50)', baseRevision: 0 },
    })
    expect(read(ADA, ITEM, 'square')).toMatchObject({ dirty: false })
    stop()
  })

  it('retries with a backoff that never waits more than 30 s, so a reconnect without an online event is seen within 30 s', async () => {
    vi.useFakeTimers()
    const server = fakeServer()
    server.setOnline(false)
    let attempts = 0
    const save = (item: string, step: string, request: SaveRequest) => {
      attempts++
      return server.save(item, step, request)
    }
    put(ADA, ITEM, 'square', { code: 'forward(50)', baseRevision: 0 })
    const stop = new SaveQueue({ storage, owner: ADA, save }).start(win as never)
    await vi.advanceTimersByTimeAsync(0)
    expect(attempts).toBe(1)
    // 1 s, 2 s, 5 s, 10 s, 20 s, then every 30 s.
    for (const [index, wait] of QUEUE_RETRY_MS.entries()) {
      await vi.advanceTimersByTimeAsync(wait - 1)
      expect(attempts).toBe(index + 1)
      await vi.advanceTimersByTimeAsync(1)
      expect(attempts).toBe(index + 2)
    }
    await vi.advanceTimersByTimeAsync(30_000)
    expect(attempts).toBe(QUEUE_RETRY_MS.length + 2)
    expect(Math.max(...QUEUE_RETRY_MS)).toBe(30_000)

    // Back online, no event: the next retry, at most 30 s later, gets it through.
    server.setOnline(true)
    await vi.advanceTimersByTimeAsync(30_000)
    expect(read(ADA, ITEM, 'square')).toMatchObject({ dirty: false })
    const sent = attempts
    await vi.advanceTimersByTimeAsync(120_000)
    expect(attempts).toBe(sent)
    stop()
  })

  it('never overwrites newer work: a stale copy is kept as history, stays unconfirmed for its step, and is not sent again', async () => {
    const server = fakeServer({ [`${ITEM}/square`]: { revision: 7, code: 'newer, from the other computer' } })
    put(ADA, ITEM, 'square', { code: 'offline edit', baseRevision: 5 })
    const queue = new SaveQueue({ storage, owner: ADA, save: server.save })

    expect(await queue.flush()).toEqual({ saved: 0, kept: 1, failed: 0 })
    expect(server.calls[0]?.request).toMatchObject({ code: 'offline edit', baseRevision: 5 })
    expect(server.latest.get(`${ITEM}/square`)).toEqual({
      revision: 7,
      code: 'newer, from the other computer',
    })
    expect(read(ADA, ITEM, 'square')).toMatchObject({ code: 'offline edit', baseRevision: 5, dirty: true })
    expect(read(ADA, ITEM, 'square')?.keptRevision).toBeGreaterThan(100)

    expect(await queue.flush()).toEqual({ saved: 0, kept: 0, failed: 0 })
    expect(server.calls).toHaveLength(1)
  })

  it('a conflict with this very code (another tab sent it first) confirms the copy', async () => {
    const server = fakeServer({ [`${ITEM}/square`]: { revision: 9, code: 'same code' } })
    put(ADA, ITEM, 'square', { code: 'same code', baseRevision: 4 })
    expect(await new SaveQueue({ storage, owner: ADA, save: server.save }).flush()).toEqual({
      saved: 1,
      kept: 0,
      failed: 0,
    })
    expect(read(ADA, ITEM, 'square')).toMatchObject({ dirty: false, baseRevision: 9 })
  })

  it('leaves the copy of the step on screen to its autosaver, and takes it once the step is closed', async () => {
    const server = fakeServer()
    put(ADA, ITEM, 'square', { code: 'on screen', baseRevision: 0 })
    const release = holdLocalCopy(localCopyKey(ADA, ITEM, 'square'))
    const queue = new SaveQueue({ storage, owner: ADA, save: server.save })
    expect(await queue.flush()).toEqual({ saved: 0, kept: 0, failed: 0 })
    release()
    expect(await queue.flush()).toEqual({ saved: 1, kept: 0, failed: 0 })
  })

  it('does not overwrite a copy the child changed while its save was on the way', async () => {
    const now = Date.now()
    put(ADA, ITEM, 'square', { code: 'first', baseRevision: 0, updatedAt: now })
    const save = async (): Promise<SaveResponse> => {
      put(ADA, ITEM, 'square', { code: 'second', baseRevision: 0, updatedAt: now + 1 })
      return { status: 'saved', revision: 1 }
    }
    await new SaveQueue({ storage, owner: ADA, save }).flush()
    expect(read(ADA, ITEM, 'square')).toMatchObject({ code: 'second', dirty: true })
  })

  it('keeps a copy the server refuses for good in the browser without retrying it; server trouble is retried', async () => {
    vi.useFakeTimers()
    put(ADA, ITEM, 'gone', { code: 'a', baseRevision: 0 })
    put(ADA, ITEM, 'busy', { code: 'b', baseRevision: 0 })
    const calls: string[] = []
    const save = async (_item: string, step: string): Promise<SaveResponse> => {
      calls.push(step)
      throw Object.assign(new Error('refused'), { status: step === 'gone' ? 404 : 503 })
    }
    const stop = new SaveQueue({ storage, owner: ADA, save }).start(win as never)
    await vi.advanceTimersByTimeAsync(0)
    await vi.advanceTimersByTimeAsync(QUEUE_RETRY_MS[0])
    expect(calls.filter((step) => step === 'gone')).toHaveLength(1)
    expect(calls.filter((step) => step === 'busy')).toHaveLength(2)
    expect(read(ADA, ITEM, 'gone')).toMatchObject({ dirty: true })
    stop()
  })

  it('takes over what a step could not send when the child moved on offline', async () => {
    vi.useFakeTimers()
    const server = fakeServer()
    server.setOnline(false)
    const storageKey = localCopyKey(ADA, ITEM, 'square')
    const stop = new SaveQueue({ storage, owner: ADA, save: server.save }).start(win as never)
    await vi.advanceTimersByTimeAsync(0)

    const saver = new Autosaver({
      storage,
      storageKey,
      server: { revision: 0, code: '', blocksJson: null },
      save: (request) => server.save(ITEM, 'square', request),
      onChange: () => {},
      debounceMs: 10,
    })
    saver.change('forward(10)')
    await vi.advanceTimersByTimeAsync(10)
    expect(saver.current.status).toBe('not-saved')
    saver.dispose()

    server.setOnline(true)
    await vi.advanceTimersByTimeAsync(QUEUE_RETRY_MS[0])
    expect(server.calls).toHaveLength(1)
    expect(server.calls[0]?.request).toMatchObject({ code: 'forward(10)', baseRevision: 0 })
    expect(readLocalCopy(storage, storageKey)).toMatchObject({ dirty: false })
    stop()
  })
})
