/** Messages between the parent (sandbox-pool.ts) and a sandbox thread (sandbox-thread.ts). */

/** Given to the thread when it starts (`workerData`). */
export interface ThreadSetup {
  judgeScript: string
  memoryLimitBytes: number
  wasmMemoryMaxBytes: number
  stackLimitBytes: number
  loadTimeLimitMs: number
  /** A longer answer is refused in the thread (a goal picture or verdict is far smaller). */
  maxAnswerChars: number
}

/** Parent → thread: run one request in a fresh QuickJS runtime. */
export interface ThreadJob {
  id: number
  /** A JudgeRequest as JSON text: handed to the judge script as a string, never as an object. */
  request: string
  timeLimitMs: number
}

/** How one run ended, as the thread saw it. */
export type RunEnd =
  | { status: 'done'; answer: string }
  | { status: 'timeout' }
  | { status: 'out-of-memory' }
  | { status: 'crashed'; message: string }

/** Thread → parent. `retire`: end this thread now (after a stopped run its QuickJS may be unsound). */
export type ThreadMessage =
  | { kind: 'ready' }
  | { kind: 'result'; id: number; end: RunEnd; retire: boolean; ms: number }
