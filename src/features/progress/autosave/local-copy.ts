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
    return {
      code: value.code,
      blocksJson: value.blocksJson ?? null,
      baseRevision: value.baseRevision,
      dirty: value.dirty === true,
      updatedAt: typeof value.updatedAt === 'number' ? value.updatedAt : 0,
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
