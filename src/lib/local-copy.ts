import { isUuid } from './uuid'
/**
 * The copy of a child's code kept in the browser until the server has confirmed it. It survives a
 * reload, a crash and a lost connection; `dirty` says the server has not got this code yet.
 */
export interface LocalCopy {
  code: string
  blocksJson: unknown
  /** The server revision this code was built on. */
  baseRevision: number
  dirty: boolean
  updatedAt: number
  /**
   * The save on its way to the server when this was written, if any. After a reload its answer
   * is lost; a server copy equal to it is then this browser's own save, not another tab's.
   */
  sent?: { code: string; blocksJson: unknown; baseRevision: number } | null
  /**
   * Set by the offline queue when the server kept this code as revision N of its history (newer
   * work was there): not sent again; its step offers the child the choice when opened (decision 199).
   */
  keptRevision?: number
}

export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

const PREFIX = 'codeschool.code.v1'

/** One key per signed-in profile (or guest), lesson and step, so shared computers keep work apart. */
export function localCopyKey(owner: string, lessonKey: string, stepKey: string): string {
  return `${PREFIX}:${owner}:${lessonKey}:${stepKey}`
}

export function readLocalCopy(storage: KeyValueStorage | null, key: string): LocalCopy | null {
  if (!storage) return null
  try {
    const raw = storage.getItem(key)
    if (!raw) return null
    const value = JSON.parse(raw) as Partial<LocalCopy>
    if (typeof value.code !== 'string' || typeof value.baseRevision !== 'number') return null
    const sent = value.sent
    return {
      sent:
        sent && typeof sent.code === 'string' && typeof sent.baseRevision === 'number'
          ? { code: sent.code, blocksJson: sent.blocksJson ?? null, baseRevision: sent.baseRevision }
          : null,
      code: value.code,
      blocksJson: value.blocksJson ?? null,
      baseRevision: value.baseRevision,
      dirty: value.dirty === true,
      updatedAt: typeof value.updatedAt === 'number' ? value.updatedAt : 0,
      ...(typeof value.keptRevision === 'number' ? { keptRevision: value.keptRevision } : {}),
    }
  } catch {
    return null
  }
}

export function writeLocalCopy(storage: KeyValueStorage | null, key: string, copy: LocalCopy): boolean {
  if (!storage) return false
  try {
    storage.setItem(key, JSON.stringify(copy))
    return true
  } catch {
    // Storage full or blocked: the server copy still counts, the indicator says "not saved".
    return false
  }
}

/** The browser's localStorage, or null where there is none (server rendering, blocked storage). */
export function browserStorage(): KeyValueStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage
  } catch {
    return null
  }
}

/** Owners that are not a profile: guests, share-link visitors, previews. */
const NON_PROFILE_OWNERS = new Set(['guest', 'shared', 'teacher', 'preview', 'student'])

/** How long unconfirmed work is kept for its profile after a sign-out (record 027, item 11). */
export const PENDING_COPY_MAX_AGE_MS = 14 * 24 * 3600 * 1000

interface LocalCopyKeyParts {
  owner: string
  lessonKey: string
  stepKey: string
}

/** The parts of a local-copy key, or null when the key is not one. */
function parseLocalCopyKey(key: string): LocalCopyKeyParts | null {
  if (!key.startsWith(`${PREFIX}:`)) return null
  const [owner, lessonKey, ...rest] = key.slice(PREFIX.length + 1).split(':')
  const stepKey = rest.join(':')
  if (!owner || !lessonKey || !stepKey) return null
  return { owner, lessonKey, stepKey }
}

/**
 * Whether a storage entry survives sign-out and a 401 (record 027, item 11): only a copy of a
 * signed-in profile's code that the server has not confirmed, less than two weeks old. It is
 * keyed by that profile's UUID, so only the same profile ever reads it back.
 */
export function keptAfterSignOut(key: string, value: string | null, now = Date.now()): boolean {
  const parts = parseLocalCopyKey(key)
  if (!parts || NON_PROFILE_OWNERS.has(parts.owner) || !isUuid(parts.owner)) return false
  const copy = readLocalCopy({ getItem: () => value, setItem: () => {}, removeItem: () => {} }, key)
  return copy?.dirty === true && now - copy.updatedAt < PENDING_COPY_MAX_AGE_MS
}

export type ListableStorage = KeyValueStorage & { length?: number; key?: (n: number) => string | null }

export interface PendingCopy extends LocalCopyKeyParts {
  storageKey: string
  copy: LocalCopy
}

/** Unconfirmed copies of one profile's code (work a sign-out or a 401 interrupted). */
export function pendingCopiesOf(
  storage: ListableStorage | null,
  owner: string,
  now = Date.now(),
): PendingCopy[] {
  if (!storage) return []
  const found: PendingCopy[] = []
  const count = storage.length ?? 0
  const keys: string[] = []
  for (let n = 0; n < count; n++) {
    const key = storage.key?.(n)
    if (key) keys.push(key)
  }
  for (const storageKey of keys) {
    const parts = parseLocalCopyKey(storageKey)
    if (!parts || parts.owner !== owner) continue
    const copy = readLocalCopy(storage, storageKey)
    if (!copy?.dirty) continue
    if (now - copy.updatedAt >= PENDING_COPY_MAX_AGE_MS) {
      storage.removeItem(storageKey)
      continue
    }
    found.push({ ...parts, storageKey, copy })
  }
  return found
}
