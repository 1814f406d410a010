import { Worker } from 'node:worker_threads'
import type { SandboxScripts } from '@/features/runner/sandbox/worker-source-plugin'
import type { JudgeAnswer, JudgeRequest } from '@/kernel/runner-protocol'
import { parseJudgeAnswer } from './judge-answer'
import * as limits from './sandbox-limits'
import type { RunEnd, ThreadJob, ThreadMessage, ThreadSetup } from './sandbox-protocol'

/** How a run in the sandbox ended; `done` carries the judge script's (checked) answer. */
export type SandboxResult =
  | { status: 'done'; answer: JudgeAnswer }
  | { status: 'timeout' }
  | { status: 'out-of-memory' }
  | { status: 'crashed'; message: string }

/** Every thread is busy and the queue is full: the caller should answer 503 and let the user retry. */
export class SandboxBusyError extends Error {
  constructor() {
    super('The lesson checker is busy. Try again in a minute.')
    this.name = 'SandboxBusyError'
  }
}

export interface SandboxPoolOptions {
  /** The thread and judge scripts (called for every new thread, so dev reloads are picked up). */
  scripts: () => Promise<SandboxScripts>
  size?: number
  maxQueued?: number
  memoryLimitBytes?: number
  stackLimitBytes?: number
  loadTimeLimitMs?: number
  runTimeLimitMs?: number
  hardDeadlineSlackMs?: number
  idleThreadMs?: number
  runsPerThread?: number
  threadHeapMb?: number
}

interface SandboxStats {
  /** Threads alive now (starting, idle or busy). */
  threads: number
  busy: number
  queued: number
  /** Threads started since the pool was made. */
  started: number
  /** Threads ended by the parent because a run passed its hard deadline. */
  killed: number
}

export interface SandboxPool {
  /** Runs one request in a fresh QuickJS runtime on one of the pool's threads. */
  run(request: JudgeRequest, options?: { timeLimitMs?: number }): Promise<SandboxResult>
  stats(): SandboxStats
  /** Ends every thread; queued and running requests end as crashed. */
  close(): Promise<void>
}

interface Task {
  job: ThreadJob
  resolve: (result: SandboxResult) => void
}

interface Thread {
  worker: Worker | null
  ready: boolean
  task: Task | null
  timer: ReturnType<typeof setTimeout> | null
  runs: number
}

/**
 * A small pool of sandbox threads (sandbox-thread.ts) with a queue in front. The parent never
 * runs author code: it posts a request to a thread and waits, so this process's event loop keeps
 * serving other requests. A thread that does not answer by the hard deadline is terminated and
 * replaced; at most `size` threads exist, and at most `maxQueued` runs wait, so many publishes at
 * once cannot exhaust memory (docs/decisions/033-server-sandbox.md).
 */
export function createSandboxPool(options: SandboxPoolOptions): SandboxPool {
  const size = options.size ?? limits.POOL_SIZE
  const maxQueued = options.maxQueued ?? limits.MAX_QUEUED_RUNS
  const loadTimeLimitMs = options.loadTimeLimitMs ?? limits.LOAD_TIME_LIMIT_MS
  const runTimeLimitMs = options.runTimeLimitMs ?? limits.RUN_TIME_LIMIT_MS
  const slackMs = options.hardDeadlineSlackMs ?? limits.HARD_DEADLINE_SLACK_MS
  const idleThreadMs = options.idleThreadMs ?? limits.IDLE_THREAD_MS
  const runsPerThread = options.runsPerThread ?? limits.RUNS_PER_THREAD

  const threads = new Set<Thread>()
  const queue: Task[] = []
  let nextId = 1
  let started = 0
  let killed = 0
  let closed = false

  const idle = new Map<Thread, ReturnType<typeof setTimeout>>()

  function end(thread: Thread) {
    threads.delete(thread)
    clearTimeout(idle.get(thread))
    idle.delete(thread)
    if (thread.timer) clearTimeout(thread.timer)
    // A thread still waiting for its scripts has no worker yet; spawn() sees it is gone.
    void thread.worker?.terminate()
  }

  /**
   * Ends a thread that was serving and starts its replacement at once, so the next run finds a
   * warm thread (an unused one ends after `idleThreadMs` like any other).
   */
  function replace(thread: Thread) {
    end(thread)
    if (!closed && thread.ready && threads.size < size) void spawn()
  }

  function finish(thread: Thread, result: SandboxResult) {
    const task = thread.task
    if (!task) return
    thread.task = null
    if (thread.timer) clearTimeout(thread.timer)
    thread.timer = null
    task.resolve(result)
  }

  /**
   * A thread that failed to start fails the runs waiting, when no other thread is left to take
   * them (otherwise they would wait for ever, or a broken script would restart threads in a loop).
   */
  function failQueued(message: string) {
    if (threads.size > 0) return
    for (const task of queue.splice(0)) task.resolve({ status: 'crashed', message })
  }

  async function spawn() {
    const thread: Thread = { worker: null, ready: false, task: null, timer: null, runs: 0 }
    threads.add(thread)
    started += 1
    let scripts: SandboxScripts
    try {
      scripts = await options.scripts()
    } catch (error) {
      threads.delete(thread)
      failQueued(`The sandbox could not be prepared: ${String(error)}`)
      return
    }
    if (closed || !threads.has(thread)) return
    const setup: ThreadSetup = {
      judgeScript: scripts.judge,
      memoryLimitBytes: options.memoryLimitBytes ?? limits.MEMORY_LIMIT_BYTES,
      wasmMemoryMaxBytes: limits.WASM_MEMORY_MAX_BYTES,
      stackLimitBytes: options.stackLimitBytes ?? limits.STACK_LIMIT_BYTES,
      loadTimeLimitMs,
      maxAnswerChars: limits.MAX_ANSWER_CHARS,
    }
    const worker = new Worker(scripts.thread, {
      eval: true,
      workerData: setup,
      // Nothing of this process's environment or arguments goes into the thread.
      env: {},
      argv: [],
      execArgv: [],
      resourceLimits: {
        maxOldGenerationSizeMb: options.threadHeapMb ?? limits.THREAD_HEAP_MB,
        stackSizeMb: limits.THREAD_STACK_MB,
      },
    })
    thread.worker = worker
    worker.unref()
    worker.on('message', (message: ThreadMessage) => {
      if (message.kind === 'ready') {
        thread.ready = true
        pump()
        return
      }
      if (thread.task?.job.id !== message.id) return
      thread.runs += 1
      finish(thread, resultOf(message.end))
      if (message.retire || thread.runs >= runsPerThread) replace(thread)
      pump()
    })
    const gone = (result: SandboxResult) => {
      if (!threads.has(thread)) return
      finish(thread, result)
      replace(thread)
      if (!thread.ready)
        failQueued(result.status === 'crashed' ? result.message : 'The sandbox did not start.')
      pump()
    }
    worker.on('error', (error: Error & { code?: string }) => {
      gone(
        error.code === 'ERR_WORKER_OUT_OF_MEMORY'
          ? { status: 'out-of-memory' }
          : { status: 'crashed', message: error.message },
      )
    })
    worker.on('exit', () => gone({ status: 'crashed', message: 'The sandbox stopped unexpectedly.' }))
  }

  function dispatch(thread: Thread, task: Task) {
    clearTimeout(idle.get(thread))
    idle.delete(thread)
    thread.task = task
    thread.worker?.ref()
    thread.worker?.postMessage(task.job)
    // The thread stops its own runs in time; this is for when it cannot (a long native call).
    thread.timer = setTimeout(
      () => {
        killed += 1
        finish(thread, { status: 'timeout' })
        replace(thread)
        pump()
      },
      loadTimeLimitMs + task.job.timeLimitMs + slackMs,
    )
  }

  function pump() {
    for (const thread of threads) {
      if (!thread.ready || thread.task) continue
      const task = queue.shift()
      if (task) {
        dispatch(thread, task)
        continue
      }
      thread.worker?.unref()
      if (!idle.has(thread)) {
        const timer = setTimeout(() => end(thread), idleThreadMs)
        timer.unref()
        idle.set(thread, timer)
      }
    }
    const starting = [...threads].filter((thread) => !thread.ready).length
    if (!closed && queue.length > starting && threads.size < size) {
      void spawn()
    }
  }

  return {
    run(request, runOptions = {}) {
      if (closed) return Promise.resolve({ status: 'crashed', message: 'The sandbox is closed.' })
      if (queue.length >= maxQueued) return Promise.reject(new SandboxBusyError())
      return new Promise<SandboxResult>((resolve) => {
        const job: ThreadJob = {
          id: nextId++,
          request: JSON.stringify(request),
          timeLimitMs: runOptions.timeLimitMs ?? runTimeLimitMs,
        }
        queue.push({ job, resolve })
        pump()
      })
    },
    stats() {
      return {
        threads: threads.size,
        busy: [...threads].filter((thread) => thread.task).length,
        queued: queue.length,
        started,
        killed,
      }
    },
    async close() {
      closed = true
      for (const task of queue.splice(0))
        task.resolve({ status: 'crashed', message: 'The sandbox is closed.' })
      const all = [...threads]
      for (const thread of all) {
        finish(thread, { status: 'crashed', message: 'The sandbox is closed.' })
        end(thread)
      }
      await Promise.all(all.map((thread) => thread.worker?.terminate()))
    },
  }
}

function resultOf(end: RunEnd): SandboxResult {
  if (end.status !== 'done') return end
  const answer = parseJudgeAnswer(end.answer)
  return answer
    ? { status: 'done', answer }
    : { status: 'crashed', message: 'The program’s answer was not in the expected form.' }
}
