import type { Db } from './client'

/**
 * A small read that changes rarely and that many pages need, kept by each process for `ttlMs`
 * before it reads it again (decision 132): the staff console's path redirects, the free lessons.
 * Per database, since tests open several in one process. A change made in this process calls
 * `forget` so that it shows at once; another instance's change shows within `ttlMs`.
 */
export interface KeptRead<T> {
  (db: Db, now?: number): Promise<T>
  forget: (db: Db) => void
}

export function keptPerProcess<T>(ttlMs: number, read: (db: Db) => Promise<T>): KeptRead<T> {
  const held = new WeakMap<Db, { readAt: number; value: Promise<T> }>()
  const kept = (db: Db, now = Date.now()) => {
    const entry = held.get(db)
    if (entry && now - entry.readAt < ttlMs) return entry.value
    // Read once now; every caller until the next read shares the answer.
    const fresh = { readAt: now, value: read(db) }
    held.set(db, fresh)
    // A failed read is not kept: the next caller reads again.
    fresh.value.catch(() => {
      if (held.get(db) === fresh) held.delete(db)
    })
    return fresh.value
  }
  return Object.assign(kept, { forget: (db: Db) => held.delete(db) })
}
