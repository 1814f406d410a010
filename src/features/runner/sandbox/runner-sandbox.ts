import { DEFAULT_MAX_EVENTS } from '../runtime/limits'
import type { RunStop } from '../words/run-words'
import { createRunnerFrame } from './hidden-frame'
import { type EngineScript, type FrameToPage, type PageToFrame, parseFrameMessage } from './protocol'
import { outcomeOf, type RunEnd, type RunOutcome, type RunRequest } from './run-request'

/**
 * The longest a run may take. The watchdog fires after this much running time; with the frame's
 * start-up and message hops the child sees the stop message well within 2 seconds of pressing Run.
 */
const RUN_TIME_LIMIT_MS = 1500
const FRAME_START_LIMIT_MS = 15_000
/** How long a run may wait for its worker to be prepared (Python starting on a slow machine). */
const PREPARE_LIMIT_MS = 30_000
/** After a crashed run, the fresh frame is built a moment later, once the child has seen why. */
const REBUILD_AFTER_STOP_MS = 300
/**
 * A stopped run's worker is terminated by the frame's relay, which says so at once; if it has not
 * within this time, the whole frame is removed instead (which is sure to end any worker).
 */
const STOP_CONFIRM_MS = 1000

interface CurrentRun {
  runId: string
  events: unknown[]
  onEvents?: (events: unknown[]) => void
  onStarted?: () => void
  startedAt: number
  timer: ReturnType<typeof setTimeout> | null
  resolve: (outcome: RunOutcome) => void
}

export interface RunnerSandboxOptions {
  /** The engine's worker script and files (see worker-source-plugin.ts); fetched lazily, once. */
  loadSource: () => Promise<EngineScript>
  timeLimitMs?: number
  /** Where the hidden frame lives; document.body by default. */
  host?: HTMLElement
}

/**
 * Runs student code off the page: in a Worker inside an opaque-origin sandboxed iframe.
 * A run that does not finish within the time limit, or that the child stops, is ended by removing
 * the whole frame (which kills its worker, however busy) and starting a fresh one.
 */
export class RunnerSandbox {
  private readonly options: RunnerSandboxOptions
  private frame: HTMLIFrameElement | null = null
  private ready: Promise<void> | null = null
  private markReady: (() => void) | null = null
  private markFailed: ((error: unknown) => void) | null = null
  private source: Promise<EngineScript> | null = null
  private current: CurrentRun | null = null
  private disposed = false
  private rebuildTimer: ReturnType<typeof setTimeout> | null = null
  /** A stop the relay has not confirmed yet; the next run waits for it. */
  private stopping: { runId: string; done: () => void; settled: Promise<void> } | null = null

  constructor(options: RunnerSandboxOptions) {
    this.options = options
  }

  get running(): boolean {
    return this.current !== null
  }

  /** Prepares the frame and its first worker so the first Run is instant. */
  warmUp(): void {
    if (!this.disposed) void this.ensureFrame().catch(() => {})
  }

  run(request: RunRequest): Promise<RunOutcome> {
    if (this.disposed) return Promise.resolve(outcomeOf('crashed', [], 'unavailable', 0))
    if (this.current) this.stop()
    const runId = crypto.randomUUID()
    return new Promise<RunOutcome>((resolve) => {
      const run: CurrentRun = {
        runId,
        events: [],
        onEvents: request.onEvents,
        onStarted: request.onStarted,
        startedAt: performance.now(),
        timer: null,
        resolve,
      }
      this.current = run
      const stopped = this.stopping?.settled ?? Promise.resolve()
      stopped
        .then(() => this.ensureFrame())
        .then(
          () => {
            if (this.current !== run || !this.frame?.contentWindow) return
            // The watchdog starts when the worker has the job ('started'); until then, a longer limit.
            // Its worker keeps preparing in the frame for the next Run (a busy machine), so the
            // frame stays; a frame that does not answer the stop is replaced (stopInFrame).
            run.timer = setTimeout(
              () => this.end(run, 'crashed', 'unavailable', undefined, { keepFrame: true }),
              PREPARE_LIMIT_MS,
            )
            this.post({
              kind: 'run',
              runId,
              code: request.code,
              probes: request.probes ?? null,
              maxEvents: request.maxEvents ?? DEFAULT_MAX_EVENTS,
            })
          },
          () => {
            if (this.current === run) this.end(run, 'crashed', 'unavailable')
          },
        )
    })
  }

  /** Stops the current run, whatever it is doing. */
  stop(): void {
    if (this.current) this.end(this.current, 'stopped')
  }

  dispose(): void {
    this.disposed = true
    if (this.rebuildTimer) clearTimeout(this.rebuildTimer)
    this.stop()
    this.removeFrame()
    window.removeEventListener('message', this.onMessage)
  }

  private end(
    run: CurrentRun,
    end: RunEnd,
    stop?: RunStop,
    result?: { probes: unknown; error: unknown; facts?: unknown },
    { keepFrame = false }: { keepFrame?: boolean } = {},
  ) {
    if (this.current !== run) return
    this.current = null
    if (run.timer) clearTimeout(run.timer)
    const duration = performance.now() - run.startedAt
    if ((end === 'crashed' && !keepFrame) || (end !== 'finished' && !this.frame?.contentWindow))
      this.replaceFrame()
    else if (end !== 'finished') this.stopInFrame(run.runId)
    run.resolve({
      end,
      events: run.events,
      probes: result?.probes ?? null,
      error: result?.error ?? null,
      facts: result?.facts ?? null,
      stop: end === 'finished' ? null : (stop ?? end),
      durationMs: Math.round(duration),
    })
  }

  /** Asks the relay to end the run's worker; removes the whole frame if it does not answer in time. */
  private stopInFrame(runId: string) {
    let done = () => {}
    const settled = new Promise<void>((resolve) => {
      done = resolve
    })
    const fallback = setTimeout(() => {
      if (this.stopping?.runId !== runId) return
      this.stopping = null
      this.replaceFrame()
      done()
    }, STOP_CONFIRM_MS)
    this.stopping = {
      runId,
      settled,
      done: () => {
        clearTimeout(fallback)
        done()
      },
    }
    this.post({ kind: 'stop', runId })
  }

  /** Removes the frame (ending its workers, however busy) and builds a fresh one a moment later. */
  private replaceFrame() {
    this.removeFrame()
    if (!this.disposed) {
      if (this.rebuildTimer) clearTimeout(this.rebuildTimer)
      this.rebuildTimer = setTimeout(() => this.warmUp(), REBUILD_AFTER_STOP_MS)
    }
  }

  private ensureFrame(): Promise<void> {
    if (this.ready && this.frame) return this.ready
    this.removeFrame()
    window.addEventListener('message', this.onMessage)
    const frame = createRunnerFrame()
    this.ready = new Promise<void>((resolve, reject) => {
      this.markReady = resolve
      this.markFailed = reject
    })
    const ready = this.ready
    const startLimit = setTimeout(
      () => this.markFailed?.(new Error('runner frame did not start')),
      FRAME_START_LIMIT_MS,
    )
    void ready.then(
      () => clearTimeout(startLimit),
      () => {
        clearTimeout(startLimit)
        // Forget the failed frame so the next Run starts over (and fetches the script again).
        if (this.ready === ready) this.removeFrame()
      },
    )
    this.frame = frame
    // The engine's files download while the frame loads (the frame asks for them with 'hello').
    this.loadSource()
    ;(this.options.host ?? document.body).append(frame)
    return ready
  }

  private removeFrame() {
    // With the frame go its workers: a stop waiting for the relay is done.
    const stopping = this.stopping
    this.stopping = null
    stopping?.done()
    this.frame?.remove()
    this.frame = null
    this.ready = null
    this.markReady = null
    this.markFailed = null
  }

  private loadSource(): Promise<EngineScript> {
    if (!this.source) {
      const source = this.options.loadSource()
      this.source = source
      // A failed download is tried again by the next frame.
      source.catch(() => {
        if (this.source === source) this.source = null
      })
    }
    return this.source
  }

  private post(message: PageToFrame) {
    // The frame's origin is opaque ("null"), so no narrower target origin can be named;
    // the frame only accepts messages whose source is this page.
    this.frame?.contentWindow?.postMessage(message, '*')
  }

  private readonly onMessage = (event: MessageEvent) => {
    if (!this.frame || event.source !== this.frame.contentWindow || event.origin !== 'null') return
    const message = parseFrameMessage(event.data)
    if (message) this.handle(message)
  }

  private handle(message: FrameToPage) {
    switch (message.kind) {
      case 'hello':
        this.loadSource().then(
          (engine) => this.post({ kind: 'init', ...engine }),
          (error) => {
            this.markFailed?.(error)
          },
        )
        return
      case 'ready':
        this.markReady?.()
        return
      case 'stopped':
        if (this.stopping?.runId === message.runId) {
          this.stopping.done()
          this.stopping = null
        }
        return
      default: {
        const run = this.current
        if (!run || message.runId !== run.runId) return
        if (message.kind === 'started') {
          if (run.timer) clearTimeout(run.timer)
          run.startedAt = performance.now()
          run.timer = setTimeout(
            () => this.end(run, 'timeout'),
            this.options.timeLimitMs ?? RUN_TIME_LIMIT_MS,
          )
          run.onStarted?.()
        } else if (message.kind === 'events') {
          run.events.push(...message.events)
          run.onEvents?.(message.events)
        } else if (message.kind === 'done') {
          // The worker streams every event before `done`; a result that lists them is used as is.
          if (message.result.events.length > run.events.length) run.events = message.result.events
          this.end(run, 'finished', undefined, message.result)
        } else {
          this.end(run, 'crashed')
        }
      }
    }
  }
}
