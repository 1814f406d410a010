import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { type KeyValueStorage, readLocalCopy } from '@/lib/local-copy'
import { Autosaver, type AutosaveState, type SaveRequest, type SaveResponse } from './autosaver'

function memoryStorage(): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map<string, string>()
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  }
}

/** A fake server holding one step's revisions, with the same version rule as the real one. */
function fakeServer(start = { revision: 0, code: '' }) {
  const rows = [{ revision: start.revision, code: start.code, kept: false }]
  let offline = false
  const latest = () => rows.filter((row) => !row.kept).at(-1)!
  const save = vi.fn(async (request: SaveRequest): Promise<SaveResponse> => {
    if (offline) throw new TypeError('Failed to fetch')
    const next = Math.max(...rows.map((row) => row.revision)) + 1
    if (request.baseRevision !== latest().revision) {
      rows.push({ revision: next, code: request.code, kept: true })
      const current = latest()
      return {
        status: 'conflict',
        latest: { revision: current.revision, code: current.code, blocksJson: null },
        keptRevision: next,
      }
    }
    rows.push({ revision: next, code: request.code, kept: false })
    return { status: 'saved', revision: next }
  })
  return {
    rows,
    save,
    latest,
    setOffline: (value: boolean) => {
      offline = value
    },
  }
}

const KEY = 'codeschool.code.v1:p:l:s'

describe('Autosaver', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  function setup(server = fakeServer(), storage = memoryStorage()) {
    const states: AutosaveState[] = []
    const saver = new Autosaver({
      storage,
      storageKey: KEY,
      server: { ...server.latest(), blocksJson: null },
      save: server.save,
      onChange: (state) => states.push(state),
    })
    return { saver, server, storage, states }
  }

  it('keeps a local copy at once and saves after the child pauses', async () => {
    const { saver, server, storage } = setup()
    saver.change('forward(10)')
    expect(readLocalCopy(storage, KEY)).toMatchObject({ code: 'forward(10)', dirty: true })
    expect(saver.current.status).toBe('saving')
    saver.change('forward(100)')
    await vi.advanceTimersByTimeAsync(1000)
    expect(server.save).toHaveBeenCalledTimes(1)
    expect(server.latest().code).toBe('forward(100)')
    expect(saver.current).toMatchObject({ status: 'saved', revision: 1 })
    expect(readLocalCopy(storage, KEY)).toMatchObject({ dirty: false, baseRevision: 1 })
  })

  it('says not saved when offline, keeps the copy and retries until it works', async () => {
    const { saver, server, storage } = setup()
    server.setOffline(true)
    saver.change('right(90)')
    await vi.advanceTimersByTimeAsync(1000)
    expect(saver.current.status).toBe('not-saved')
    expect(readLocalCopy(storage, KEY)?.dirty).toBe(true)
    await vi.advanceTimersByTimeAsync(3000)
    expect(saver.current.failures).toBeGreaterThan(1)
    server.setOffline(false)
    saver.retryNow()
    await vi.advanceTimersByTimeAsync(10)
    expect(saver.current.status).toBe('saved')
    expect(server.latest().code).toBe('right(90)')
  })

  it('restores unsaved work from the local copy after a reload and saves it', async () => {
    const storage = memoryStorage()
    const server = fakeServer({ revision: 3, code: 'old' })
    storage.setItem(
      KEY,
      JSON.stringify({
        code: 'typed before reload',
        blocksJson: null,
        baseRevision: 3,
        dirty: true,
        updatedAt: 1,
      }),
    )
    const { saver } = setup(server, storage)
    expect(saver.initial).toMatchObject({ code: 'typed before reload', restored: true })
    await vi.advanceTimersByTimeAsync(10)
    expect(server.latest()).toMatchObject({ code: 'typed before reload', revision: 4 })
  })

  it('never lets a stale tab replace newer work, and keeps both versions', async () => {
    const server = fakeServer({ revision: 1, code: 'start' })
    const tabA = setup(server, memoryStorage())
    const tabB = setup(server, memoryStorage())
    tabA.saver.change('A: square')
    await vi.advanceTimersByTimeAsync(1000)
    tabB.saver.change('B: triangle')
    await vi.advanceTimersByTimeAsync(1000)
    expect(tabB.saver.current.status).toBe('conflict')
    expect(server.latest().code).toBe('A: square')
    expect(server.rows.map((row) => row.code)).toEqual(['start', 'A: square', 'B: triangle'])
    // B keeps its own version on top of A's: nothing is lost either way.
    tabB.saver.resolveConflict('mine')
    await vi.advanceTimersByTimeAsync(10)
    expect(server.latest().code).toBe('B: triangle')
    expect(server.rows.some((row) => row.code === 'A: square')).toBe(true)
  })

  it('continues from the newer version when the child picks it', async () => {
    const server = fakeServer({ revision: 1, code: 'start' })
    const tabA = setup(server, memoryStorage())
    const tabB = setup(server, memoryStorage())
    tabA.saver.change('newer')
    await vi.advanceTimersByTimeAsync(1000)
    tabB.saver.change('stale')
    await vi.advanceTimersByTimeAsync(1000)
    expect(tabB.saver.resolveConflict('theirs')).toEqual({ code: 'newer', blocksJson: null })
    expect(tabB.saver.current.status).toBe('saved')
    tabB.saver.change('newer + more')
    await vi.advanceTimersByTimeAsync(1000)
    expect(server.latest().code).toBe('newer + more')
  })

  it('saves the latest code after a save that was already on its way', async () => {
    const { saver, server } = setup()
    saver.change('one')
    await vi.advanceTimersByTimeAsync(800)
    saver.change('two')
    await saver.flush()
    expect(server.latest().code).toBe('two')
    expect(saver.current.status).toBe('saved')
  })

  it("prefers a confirmed local copy newer than the page's server copy (back to a step)", () => {
    const storage = memoryStorage()
    const server = fakeServer({ revision: 2, code: 'old' })
    storage.setItem(
      KEY,
      JSON.stringify({ code: 'saved later', blocksJson: null, baseRevision: 5, dirty: false }),
    )
    const { saver } = setup(server, storage)
    expect(saver.initial.code).toBe('saved later')
    expect(saver.current.revision).toBe(5)
  })
  it('keeps the newer edit of another tab of the same browser when its own save comes back', async () => {
    const server = fakeServer({ revision: 1, code: 'start' })
    const shared = memoryStorage()
    let answer = () => {}
    const slowServer = {
      ...server,
      save: vi.fn(
        (request: SaveRequest) =>
          new Promise<SaveResponse>((resolve) => {
            answer = () => resolve(server.save(request))
          }),
      ),
    }
    const tabA = setup(slowServer, shared)
    tabA.saver.change('A: older edit')
    await vi.advanceTimersByTimeAsync(800)
    expect(slowServer.save).toHaveBeenCalledTimes(1)
    // A's save is on its way; the child goes on in tab B of the same browser.
    const tabB = setup(server, shared)
    tabB.saver.change('B: the last edit')
    answer()
    await vi.advanceTimersByTimeAsync(1)
    expect(tabA.saver.current.status).toBe('saved')
    // A's answer must not put A's older code back into the copy a reload opens.
    expect(readLocalCopy(shared, KEY)).toMatchObject({ code: 'B: the last edit', dirty: true })
    const reopened = setup(fakeServer(server.latest()), shared)
    expect(reopened.saver.initial.code).toBe('B: the last edit')
  })

  it('takes a conflict with its very own code as saved, with no choice to make', async () => {
    const server = fakeServer({ revision: 1, code: 'start' })
    const shared = memoryStorage()
    const tabA = setup(server, shared)
    tabA.saver.change('same code')
    // Tab B opens before A's save: it restores the same unsaved copy and sends it at once.
    const tabB = setup(server, shared)
    expect(tabB.saver.initial.code).toBe('same code')
    await vi.advanceTimersByTimeAsync(1000)
    expect(server.save).toHaveBeenCalledTimes(2)
    for (const tab of [tabA, tabB]) {
      expect(tab.saver.current).toMatchObject({ status: 'saved', revision: server.latest().revision })
    }
    expect(readLocalCopy(shared, KEY)).toMatchObject({ code: 'same code', dirty: false })
  })
  it('builds on its own save whose answer was lost in a reload, with no conflict', async () => {
    const server = fakeServer({ revision: 1, code: 'start' })
    const storage = memoryStorage()
    const lostAnswer = {
      ...server,
      // The server saves it; the page is gone before the answer comes.
      save: vi.fn((request: SaveRequest) => {
        void server.save(request)
        return new Promise<SaveResponse>(() => {})
      }),
    }
    const before = setup(lostAnswer, storage)
    before.saver.change('half typed')
    await vi.advanceTimersByTimeAsync(800)
    before.saver.change('the last edit')
    expect(server.latest()).toMatchObject({ code: 'half typed', revision: 2 })
    before.saver.dispose()

    const after = setup(server, storage)
    expect(after.saver.initial.code).toBe('the last edit')
    await vi.advanceTimersByTimeAsync(10)
    expect(after.saver.current.status).toBe('saved')
    expect(server.latest()).toMatchObject({ code: 'the last edit', revision: 3 })
  })
})
