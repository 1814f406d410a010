import { useEffect, useRef } from 'react'
import {
  browserStorage,
  type ListableStorage,
  type LocalCopy,
  pendingCopiesOf,
  writeLocalCopy,
} from '@/lib/local-copy'
import type { SaveRequest, SaveResponse } from './autosaver'

/**
 * The offline queue of a child's code (decision 199). Every edit is already written to the
 * browser's localStorage as a local copy marked `dirty` until the server confirms it (the
 * Autosaver, decision 011): that copy *is* the queue, so an edit made offline survives a reload,
 * a crash or a closed tab. The queue sends the copies no step on screen is saving (a step the child
 * left while offline, a lesson closed before the answer came): at once when started, at once when
 * the browser says it is `online` again, and after a failure with a backoff of at most 30 s. A copy
 * built on an older revision meets the server's version check: the server keeps it as history and
 * the newer work stays the latest; the copy is then marked (`keptRevision`) and left for its step
 * to offer the choice, never sent again.
 */

/** Sends one step's code; `lessonKey` is the lesson part of the local-copy key (the course item). */
export type SaveStepCode = (lessonKey: string, stepKey: string, request: SaveRequest) => Promise<SaveResponse>

/** Waits between rounds after a failure: the last one repeats, so a reconnect is seen within 30 s. */
export const QUEUE_RETRY_MS = [1_000, 2_000, 5_000, 10_000, 20_000, 30_000] as const

/** Local copies an autosaver on screen is saving (by storage key): the queue leaves them alone. */
const liveCopies = new Map<string, number>()

/** An autosaver took charge of this copy (until the returned function is called). */
export function holdLocalCopy(storageKey: string): () => void {
  liveCopies.set(storageKey, (liveCopies.get(storageKey) ?? 0) + 1)
  let released = false
  return () => {
    if (released) return
    released = true
    const count = (liveCopies.get(storageKey) ?? 1) - 1
    if (count > 0) liveCopies.set(storageKey, count)
    else liveCopies.delete(storageKey)
  }
}

const runningQueues = new Set<SaveQueue>()

/** A save failed somewhere (an autosaver offline): the running queues try again soon. */
export function nudgeSaveQueues(): void {
  for (const queue of runningQueues) queue.retrySoon()
}

export interface SaveQueueOptions {
  storage: ListableStorage | null
  /** The signed-in profile: only copies keyed by it are sent. */
  owner: string
  save: SaveStepCode
  /** Waits after failed rounds (tests pass shorter ones). */
  retryMs?: readonly number[]
}

export interface QueueRound {
  /** Copies the server now has as the latest. */
  saved: number
  /** Copies the server kept as history because newer work was there (the step offers the choice). */
  kept: number
  /** Copies that could not be sent (offline, server trouble): they stay for the next round. */
  failed: number
}

/** Answers that will not change on a retry: the lesson or step is gone, or the code is refused. */
const FINAL_STATUSES = new Set([400, 404, 413, 422])

function statusOf(error: unknown): number | null {
  if (error && typeof error === 'object' && 'status' in error && typeof error.status === 'number') {
    return error.status
  }
  return null
}

const sameCode = (a: { code: string; blocksJson: unknown }, b: { code: string; blocksJson: unknown }) =>
  a.code === b.code && JSON.stringify(a.blocksJson ?? null) === JSON.stringify(b.blocksJson ?? null)

export class SaveQueue {
  private readonly options: SaveQueueOptions
  private failures = 0
  private timer: ReturnType<typeof setTimeout> | null = null
  private round: Promise<QueueRound> | null = null
  private again = false
  private stopped = true
  /** Copies the server refused for good in this page's life (they stay in the browser). */
  private readonly refused = new Set<string>()
  private readonly online = () => {
    this.failures = 0
    void this.flush()
  }

  constructor(options: SaveQueueOptions) {
    this.options = options
  }

  /** The copies waiting to be sent now. */
  waiting() {
    return pendingCopiesOf(this.options.storage, this.options.owner).filter(
      ({ storageKey, copy }) =>
        !liveCopies.has(storageKey) && !this.refused.has(storageKey) && copy.keptRevision === undefined,
    )
  }

  /** Sends what waits now, one copy after another; a round already under way is followed by one more. */
  flush(): Promise<QueueRound> {
    if (this.round) {
      this.again = true
      return this.round
    }
    this.clearTimer()
    this.round = this.sendAll().finally(() => {
      this.round = null
      if (this.again && !this.stopped) {
        this.again = false
        void this.flush()
      }
    })
    return this.round
  }

  /** Starts: a round now, one whenever the browser is back online, and retries after failures. */
  start(win: Pick<Window, 'addEventListener' | 'removeEventListener'> | null = globalThis.window ?? null) {
    this.stopped = false
    runningQueues.add(this)
    win?.addEventListener('online', this.online)
    void this.flush()
    return () => {
      this.stopped = true
      runningQueues.delete(this)
      win?.removeEventListener('online', this.online)
      this.clearTimer()
    }
  }

  /** Something failed to save: a round after the current backoff, unless one is already planned. */
  retrySoon(): void {
    if (this.stopped || this.timer || this.round) return
    this.schedule()
  }

  private async sendAll(): Promise<QueueRound> {
    const result: QueueRound = { saved: 0, kept: 0, failed: 0 }
    for (const pending of this.waiting()) {
      const { storageKey, copy } = pending
      const request: SaveRequest = {
        code: copy.code,
        blocksJson: copy.blocksJson,
        baseRevision: copy.baseRevision,
      }
      let response: SaveResponse
      try {
        response = await this.options.save(pending.lessonKey, pending.stepKey, request)
      } catch (error) {
        const status = statusOf(error)
        if (status !== null && FINAL_STATUSES.has(status)) this.refused.add(storageKey)
        else result.failed++
        continue
      }
      if (response.status === 'saved') {
        this.settle(storageKey, copy, { ...copy, baseRevision: response.revision, dirty: false, sent: null })
        result.saved++
      } else if (sameCode(response.latest, request)) {
        // The newer version is this very code (another tab sent it first).
        this.settle(storageKey, copy, {
          ...copy,
          baseRevision: response.latest.revision,
          dirty: false,
          sent: null,
        })
        result.saved++
      } else {
        // Kept on the server as history; the newer work stays the latest. The step offers the choice.
        this.settle(storageKey, copy, { ...copy, keptRevision: response.keptRevision })
        result.kept++
      }
    }
    if (result.failed > 0) {
      this.failures++
      if (!this.stopped) this.schedule()
    } else {
      this.failures = 0
    }
    return result
  }

  /** Writes the copy's new state, unless the child (or another tab) changed it meanwhile. */
  private settle(storageKey: string, before: LocalCopy, after: LocalCopy) {
    const now = pendingCopiesOf(this.options.storage, this.options.owner).find(
      (entry) => entry.storageKey === storageKey,
    )
    if (!now || now.copy.updatedAt !== before.updatedAt || !sameCode(now.copy, before)) return
    writeLocalCopy(this.options.storage, storageKey, { ...after, updatedAt: before.updatedAt })
  }

  private schedule() {
    this.clearTimer()
    const waits = this.options.retryMs ?? QUEUE_RETRY_MS
    const wait = waits[Math.min(Math.max(this.failures - 1, 0), waits.length - 1)]!
    this.timer = setTimeout(() => {
      this.timer = null
      void this.flush()
    }, wait)
  }

  private clearTimer() {
    if (this.timer) clearTimeout(this.timer)
    this.timer = null
  }
}

/**
 * The queue of the signed-in child's unsent code, running while the component lives (the lesson
 * player, the child's course list). `save` may change between renders; the latest is used.
 */
export function useSaveQueue({ owner, save }: { owner: string | null; save: SaveStepCode }): void {
  const saveRef = useRef(save)
  saveRef.current = save
  useEffect(() => {
    if (!owner) return
    const queue = new SaveQueue({
      storage: browserStorage() as ListableStorage | null,
      owner,
      save: (lessonKey, stepKey, request) => saveRef.current(lessonKey, stepKey, request),
    })
    return queue.start()
  }, [owner])
}
