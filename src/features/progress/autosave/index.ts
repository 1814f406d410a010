/**
 * Autosave of a child's code in the browser (decisions 011, 100, 199). Other features reach it
 * through the progress feature's index.
 *
 * Where work lives: every edit is written at once to localStorage as a *local copy* (key
 * `localCopyKey(owner, lessonKey, stepKey)` from `@/lib/local-copy`), marked `dirty` until the
 * server confirms it. The copy survives a reload, a crash, a closed tab and a lost connection;
 * localStorage is written synchronously, so no edit waits on an asynchronous store (decision 199).
 *
 * The step on screen — `useAutosave({ storageKey, server, save, enabled })` → `{ saver, state }`:
 * - `saver.change(code, blocksJson)` on every edit; `saver.flush()` saves now (Run, leaving the
 *   step); `saver.resolveConflict('mine' | 'theirs')` after a conflict; `saver.initial` is the code
 *   to show (the local copy when it holds unsaved work).
 * - `state.status`: 'saved' | 'saving' | 'not-saved' (offline; retries after 1, 2, 5, 10, 20, then
 *   every 30 s, and at once on the `online` event) | 'conflict' (another tab saved newer work; ours
 *   is kept on the server as history, the child chooses).
 * - `save(request)` answers `{ status: 'saved', revision }` or
 *   `{ status: 'conflict', latest, keptRevision }`: the server's version check (baseRevision) never
 *   lets a stale copy become the latest.
 * - `SaveIndicator` and `ConflictBanner` show the state.
 *
 * Everything else of the child's that the server has not got — `useSaveQueue({ owner, save })`,
 * or `new SaveQueue({ storage, owner, save, retryMs? })` with `start()` / `flush()` / `waiting()`:
 * - `owner` is the signed-in profile (only its copies are read; another child's never);
 *   `save(lessonKey, stepKey, request)` sends one copy (`SaveStepCode`).
 * - `start(window)` sends a round at once, another whenever `online` fires, and after a failed
 *   round retries with the backoff `QUEUE_RETRY_MS` (1 s … 30 s, the last repeating), so unsent
 *   work reaches the server within 30 s of the connection coming back. It returns `stop()`.
 * - `flush()` sends one round, copy after copy, and answers `{ saved, kept, failed }`. Saved copies
 *   are confirmed (`dirty: false`, the new revision); a conflict leaves the copy unconfirmed,
 *   marked `keptRevision`, and never sends it again (its step offers the choice when opened);
 *   a failure leaves it for the next round; a final refusal (400, 404, 413, 422) is not retried in
 *   this page's life; a copy changed meanwhile is never overwritten.
 * - Copies an autosaver on screen holds (`holdLocalCopy`) are left to it; an autosaver that fails
 *   or is closed with unsent work nudges the running queues (`nudgeSaveQueues`).
 * - `uploadPendingCopies(storage, owner, save)` is one round, for a profile signing in again.
 *
 * Guests and share-link visitors keep local copies only (`enabled: false`); `useActiveTime` counts
 * the time on task reported with a save; `guest-progress.ts` keeps a guest's step progress and
 * offers it to the account (`GuestImportOffer`).
 */
export * from './autosaver'
export * from './conflict-banner'
export * from './guest-import-offer'
export * from './guest-progress'
export * from './pending-code-upload'
export * from './pending-upload'
export * from './save-indicator'
export * from './save-queue'
export * from './use-active-time'
export * from './use-autosave'
