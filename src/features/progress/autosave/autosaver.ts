import { type KeyValueStorage, readLocalCopy, writeLocalCopy } from '@/lib/local-copy'
import { holdLocalCopy, nudgeSaveQueues } from './save-queue'

/** JSON with object keys sorted: the database may give blocks back with their keys reordered. */
function stable(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  )
}

const sameVersion = (a: { code: string; blocksJson: unknown }, b: { code: string; blocksJson: unknown }) =>
  a.code === b.code && stable(a.blocksJson ?? null) === stable(b.blocksJson ?? null)

export interface SaveRequest {
  code: string
  blocksJson: unknown
  /** The revision this code was built on; the server refuses to make a stale one the latest. */
  baseRevision: number
}

export interface ServerVersion {
  revision: number
  code: string
  blocksJson: unknown
}

export type SaveResponse =
  | { status: 'saved'; revision: number }
  /** Newer work was saved elsewhere (another tab or computer). Ours was kept as `keptRevision`. */
  | { status: 'conflict'; latest: ServerVersion; keptRevision: number }

export type AutosaveStatus =
  /** The server has exactly what is on screen. */
  | 'saved'
  /** A save is waiting for the child to pause, or is on its way. */
  | 'saving'
  /** The last save failed (offline, server trouble); the local copy is safe and we retry. */
  | 'not-saved'
  /** Another tab saved newer work; the child chooses which version to keep working on. */
  | 'conflict'

export interface AutosaveState {
  status: AutosaveStatus
  revision: number
  /** Set while status is 'conflict'. */
  conflict: { latest: ServerVersion; keptRevision: number } | null
  /** How many saves in a row have failed (for "we'll keep trying"). */
  failures: number
}

export interface AutosaverOptions {
  storage: KeyValueStorage | null
  storageKey: string
  /** What the server has for this step. */
  server: ServerVersion
  save: (request: SaveRequest) => Promise<SaveResponse>
  onChange: (state: AutosaveState) => void
  debounceMs?: number
}

const AUTOSAVE_DEBOUNCE_MS = 800
const RETRY_MS = [1_000, 2_000, 5_000, 10_000, 20_000, 30_000]

/**
 * Saves a child's code while they work: a local copy at every change, a server save once they
 * pause, retries after failures, and a version check so a stale tab never replaces newer work.
 */
export class Autosaver {
  private readonly options: AutosaverOptions
  private state: AutosaveState
  private code: string
  private blocksJson: unknown
  private timer: ReturnType<typeof setTimeout> | null = null
  private inFlight: Promise<void> | null = null
  private disposed = false
  /** The local copy exactly as this tab last wrote or read it; another tab may write since. */
  private localSeen: string | null = null
  /** The save on its way, kept in the local copy too (see LocalCopy.sent). */
  private sent: SaveRequest | null = null
  /** The code to show when the editor opens: the local copy when it holds unsaved work. */
  readonly initial: { code: string; blocksJson: unknown; restored: boolean }
  /** While this step is on screen its copy is this saver's, not the offline queue's (save-queue.ts). */
  private readonly release: () => void

  constructor(options: AutosaverOptions) {
    this.options = options
    this.release = holdLocalCopy(options.storageKey)
    const { server } = options
    this.state = { status: 'saved', revision: server.revision, conflict: null, failures: 0 }
    this.code = server.code
    this.blocksJson = server.blocksJson
    const local = readLocalCopy(options.storage, options.storageKey)
    this.localSeen = this.readRaw()
    if (local?.dirty && local.code !== server.code) {
      // Unsaved work from last time. Built on an older revision it will meet the version check,
      // and the server keeps both. Unless the server's newer copy is the save this browser had on
      // its way when the page went (its answer lost): that one is ours to build on.
      const ownSave =
        local.sent && server.revision > local.sent.baseRevision && sameVersion(local.sent, server)
      this.code = local.code
      this.blocksJson = local.blocksJson
      this.state = {
        ...this.state,
        status: 'saving',
        revision: ownSave ? server.revision : Math.min(local.baseRevision, server.revision),
      }
      this.initial = { code: local.code, blocksJson: local.blocksJson, restored: true }
      this.schedule(0)
    } else if (local && !local.dirty && local.baseRevision > server.revision) {
      // Saved from this page after the server's copy was read (the child came back to the step).
      this.code = local.code
      this.blocksJson = local.blocksJson
      this.state = { ...this.state, revision: local.baseRevision }
      this.initial = { code: local.code, blocksJson: local.blocksJson, restored: false }
    } else {
      this.initial = { code: server.code, blocksJson: server.blocksJson, restored: false }
      this.keepLocal(false)
    }
  }

  get current(): AutosaveState {
    return this.state
  }

  /** The child changed the code. */
  change(code: string, blocksJson: unknown = null): void {
    if (this.disposed) return
    if (code === this.code && JSON.stringify(blocksJson) === JSON.stringify(this.blocksJson)) return
    this.code = code
    this.blocksJson = blocksJson
    this.keepLocal(true)
    if (this.state.status === 'conflict') return
    this.set({ status: 'saving' })
    this.schedule(this.options.debounceMs ?? AUTOSAVE_DEBOUNCE_MS)
  }

  /** Saves now (Run pressed, leaving the step, connection back). */
  flush(): Promise<void> {
    if (this.disposed || this.state.status === 'conflict') return Promise.resolve()
    if (this.state.status === 'saved' && !this.inFlight) return Promise.resolve()
    this.clearTimer()
    return this.saveNow()
  }

  /** The connection is back: try at once instead of waiting for the next retry. */
  retryNow(): void {
    if (this.state.status === 'not-saved') void this.flush()
  }

  /**
   * After a conflict: 'theirs' continues from the newer version (ours is already kept on the
   * server), 'mine' saves ours again on top of it. Returns the code to show.
   */
  resolveConflict(choice: 'mine' | 'theirs'): { code: string; blocksJson: unknown } {
    const conflict = this.state.conflict
    if (!conflict) return { code: this.code, blocksJson: this.blocksJson }
    if (choice === 'theirs') {
      this.code = conflict.latest.code
      this.blocksJson = conflict.latest.blocksJson
      this.set({ status: 'saved', revision: conflict.latest.revision, conflict: null, failures: 0 })
      this.keepLocal(false)
    } else {
      this.set({ status: 'saving', revision: conflict.latest.revision, conflict: null, failures: 0 })
      this.keepLocal(true)
      this.schedule(0)
    }
    return { code: this.code, blocksJson: this.blocksJson }
  }

  dispose(): void {
    this.disposed = true
    this.clearTimer()
    this.release()
    // Work this step could not send (offline) is the queue's now.
    if (this.state.status === 'saving' || this.state.status === 'not-saved') nudgeSaveQueues()
  }

  private set(patch: Partial<AutosaveState>) {
    this.state = { ...this.state, ...patch }
    if (!this.disposed) this.options.onChange(this.state)
  }

  /**
   * Writes the local copy. Every edit writes it; a save coming back only updates it while it
   * still holds what this tab wrote: the child may have gone on in another tab of the same
   * browser since, and that newer copy must stay until its own tab saves it.
   */
  private keepLocal(dirty: boolean, { unlessAnotherTabWrote = false } = {}) {
    if (unlessAnotherTabWrote && this.readRaw() !== this.localSeen) return
    const written = writeLocalCopy(this.options.storage, this.options.storageKey, {
      code: this.code,
      blocksJson: this.blocksJson,
      baseRevision: this.state.revision,
      dirty,
      updatedAt: Date.now(),
      sent: this.sent,
    })
    if (written) this.localSeen = this.readRaw()
  }

  private readRaw(): string | null {
    try {
      return this.options.storage?.getItem(this.options.storageKey) ?? null
    } catch {
      return null
    }
  }

  private schedule(ms: number) {
    this.clearTimer()
    this.timer = setTimeout(() => {
      this.timer = null
      void this.saveNow()
    }, ms)
  }

  private clearTimer() {
    if (this.timer) clearTimeout(this.timer)
    this.timer = null
  }

  private saveNow(): Promise<void> {
    if (this.inFlight) {
      // One save at a time; the latest code goes out when this one is back.
      return this.inFlight.then(() => {
        if (this.disposed || this.state.status !== 'saving') return
        this.clearTimer()
        return this.saveNow()
      })
    }
    const sent = { code: this.code, blocksJson: this.blocksJson, baseRevision: this.state.revision }
    this.sent = sent
    this.keepLocal(true, { unlessAnotherTabWrote: true })
    this.set({ status: 'saving' })
    this.inFlight = this.options
      .save(sent)
      .then(
        (response) => this.settle(sent, response),
        () => this.fail(),
      )
      .finally(() => {
        this.inFlight = null
      })
    return this.inFlight
  }

  private settle(sent: SaveRequest, response: SaveResponse): void {
    if (this.disposed) return
    this.sent = null
    if (response.status === 'conflict' && sameVersion(response.latest, sent)) {
      // The newer version is this very code (another tab, or this page before a reload, sent it
      // first): nothing to choose between.
      this.settle(sent, { status: 'saved', revision: response.latest.revision })
      return
    }
    if (response.status === 'conflict') {
      this.clearTimer()
      this.set({ status: 'conflict', conflict: response, failures: 0 })
      return
    }
    const unchanged =
      sent.code === this.code && JSON.stringify(sent.blocksJson) === JSON.stringify(this.blocksJson)
    this.set({ revision: response.revision, failures: 0, status: unchanged ? 'saved' : 'saving' })
    this.keepLocal(!unchanged, { unlessAnotherTabWrote: true })
    if (!unchanged && !this.timer) this.schedule(this.options.debounceMs ?? AUTOSAVE_DEBOUNCE_MS)
  }

  private fail() {
    if (this.disposed) return
    const failures = this.state.failures + 1
    this.set({ status: 'not-saved', failures })
    nudgeSaveQueues()
    this.schedule(RETRY_MS[Math.min(failures - 1, RETRY_MS.length - 1)]!)
  }
}
