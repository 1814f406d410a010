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

/**
 * Like `keptPerProcess`, for a read with a key (a school's subdomain, a course's id): at most
 * `limit` keys per database (the oldest read is dropped first), each kept for `ttlMs`. An answer
 * `keep` refuses (a school not found) is not kept. `forget(db, which)` drops the keys whose key or
 * answer `which` names, or every key without it; a read under way when it is called is not kept.
 */
export interface KeptKeyedRead<K, T> {
  (db: Db, key: K, now?: number): Promise<T>
  forget: (db: Db, which?: (key: K, value: T) => boolean) => void
}

interface KeptEntry<T> {
  readAt: number
  value: Promise<T>
  /** The answer once read. */
  settled?: { value: T }
}

export function keptPerProcessByKey<K, T>(
  options: { ttlMs: number; limit: number; keep?: (value: T) => boolean },
  read: (db: Db, key: K) => Promise<T>,
): KeptKeyedRead<K, T> {
  const held = new WeakMap<Db, Map<K, KeptEntry<T>>>()
  const kept = (db: Db, key: K, now = Date.now()) => {
    let entries = held.get(db)
    if (!entries) {
      entries = new Map()
      held.set(db, entries)
    }
    const entry = entries.get(key)
    if (entry && now - entry.readAt < options.ttlMs) return entry.value
    if (entry) entries.delete(key)
    else if (entries.size >= options.limit) entries.delete(entries.keys().next().value!)
    const map = entries
    const fresh: KeptEntry<T> = { readAt: now, value: read(db, key) }
    map.set(key, fresh)
    fresh.value.then(
      (value) => {
        fresh.settled = { value }
        if (options.keep && !options.keep(value) && map.get(key) === fresh) map.delete(key)
      },
      // A failed read is not kept: the next caller reads again.
      () => {
        if (map.get(key) === fresh) map.delete(key)
      },
    )
    return fresh.value
  }
  const forget = (db: Db, which?: (key: K, value: T) => boolean) => {
    const entries = held.get(db)
    if (!entries) return
    for (const [key, entry] of entries) {
      // A read not answered yet may have read the row before the change: never kept past a forget.
      if (!which || !entry.settled || which(key, entry.settled.value)) entries.delete(key)
    }
  }
  return Object.assign(kept, { forget })
}
