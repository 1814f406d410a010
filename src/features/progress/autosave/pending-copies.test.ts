import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { forgetSessionLocally } from '@/features/auth/session-flow'
import { apiRequest, configureApiClient } from '@/lib/api-client'
import { localCopyKey, PENDING_COPY_MAX_AGE_MS, readLocalCopy } from '@/lib/local-copy'
import type { SaveRequest, SaveResponse } from './autosaver'
import { uploadPendingCopies } from './pending-upload'

/** A Storage with the browser's interface (key/length included), in memory. */
class MemoryStorage implements Storage {
  private data = new Map<string, string>()
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
  clear() {
    this.data.clear()
  }
  keys() {
    return [...this.data.keys()].sort()
  }
}

const ADA = '11111111-1111-4111-8111-111111111111'
const GRACE = '22222222-2222-4222-8222-222222222222'
const ITEM = '33333333-3333-4333-8333-333333333333'

const copy = (code: string, dirty: boolean, updatedAt = Date.now()) =>
  JSON.stringify({ code, blocksJson: null, baseRevision: 3, dirty, updatedAt })

let storage: MemoryStorage

beforeEach(() => {
  storage = new MemoryStorage()
  vi.stubGlobal('localStorage', storage)
  storage.setItem('session:demo', '{"email":null}')
  storage.setItem('codeschool.speed', 'fast')
  storage.setItem(localCopyKey(ADA, ITEM, 'draw-square'), copy('forward(100)', true))
  storage.setItem(localCopyKey(ADA, ITEM, 'hello'), copy('print(1)', false))
  storage.setItem(
    localCopyKey(ADA, ITEM, 'old'),
    copy('left(90)', true, Date.now() - PENDING_COPY_MAX_AGE_MS - 1),
  )
  storage.setItem(localCopyKey('guest', 'free-1', 'hello'), copy('guest code', true))
  storage.setItem(localCopyKey('teacher', ITEM, 'hello'), copy('preview', true))
})

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('a child’s unsaved code when the session ends (record 027, item 11)', () => {
  it('sign-out clears local storage except unconfirmed code keyed by a profile', () => {
    forgetSessionLocally()
    expect(storage.keys()).toEqual([localCopyKey(ADA, ITEM, 'draw-square')])
  })

  it('a 401 from a save keeps the unsaved code too', async () => {
    configureApiClient({
      apiBase: '/api/',
      cookieHeader: () => '',
      onUnauthorized: forgetSessionLocally,
      fetch: (async () => Response.json({ message: 'Please sign in.' }, { status: 401 })) as typeof fetch,
    })
    await expect(apiRequest('progress/save', { method: 'POST', body: {} })).rejects.toMatchObject({
      status: 401,
    })
    expect(storage.keys()).toEqual([localCopyKey(ADA, ITEM, 'draw-square')])
  })

  it('the same profile signing in again uploads it; another child never gets it', async () => {
    forgetSessionLocally()
    const sent: Array<{ item: string; step: string; request: SaveRequest }> = []
    const save = async (item: string, step: string, request: SaveRequest): Promise<SaveResponse> => {
      sent.push({ item, step, request })
      return { status: 'saved', revision: 4 }
    }

    expect(await uploadPendingCopies(storage, GRACE, save)).toBe(0)
    expect(sent).toEqual([])

    expect(await uploadPendingCopies(storage, ADA, save)).toBe(1)
    expect(sent).toEqual([
      {
        item: ITEM,
        step: 'draw-square',
        request: { code: 'forward(100)', blocksJson: null, baseRevision: 3 },
      },
    ])
    expect(readLocalCopy(storage, localCopyKey(ADA, ITEM, 'draw-square'))).toMatchObject({
      code: 'forward(100)',
      baseRevision: 4,
      dirty: false,
    })
    // Confirmed now: the next sign-out clears it.
    forgetSessionLocally()
    expect(storage.keys()).toEqual([])
  })

  it('a failed or conflicting upload keeps the copy for the step to offer', async () => {
    forgetSessionLocally()
    const offline = async (): Promise<SaveResponse> => {
      throw new TypeError('Failed to fetch')
    }
    expect(await uploadPendingCopies(storage, ADA, offline)).toBe(0)
    const conflict = async (): Promise<SaveResponse> => ({
      status: 'conflict',
      latest: { revision: 5, code: 'newer', blocksJson: null },
      keptRevision: 6,
    })
    expect(await uploadPendingCopies(storage, ADA, conflict)).toBe(0)
    expect(readLocalCopy(storage, localCopyKey(ADA, ITEM, 'draw-square'))).toMatchObject({ dirty: true })
  })
})
