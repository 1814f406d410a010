/// <reference lib="webworker" />
/**
 * The Python runner worker: bundled with Pyodide (CPython compiled to WebAssembly)
 * by worker-source-plugin.ts and started from a blob URL inside the sandboxed frame, like the
 * JavaScript worker. The relay first sends `prepare` with the engine's files (the WebAssembly
 * module compiled once per frame, the standard library as bytes), so Python starts before the
 * child presses Run; then one job, whose events and result use the JavaScript worker's protocol.
 * The frame allows no network: the engine's files are answered from memory by a stand-in `fetch`,
 * and anything else it asks for (packages) is refused.
 */
import { loadPyodide, version } from 'pyodide'
import createPyodideModule from 'pyodide/pyodide.asm.mjs'
import { info } from 'pyodide/pyodide-lock.json'
import { type PythonBridge, pythonRuntime } from '../../python/python-engine'
import type { ProgramEvent } from '../../runtime/run-program'
import type { PythonEngineFiles, WorkerJob, WorkerToFrame } from '../protocol'
import { takeAwayNetworkAndStorage } from './take-away'

const scope = self as unknown as DedicatedWorkerGlobalScope
const post = scope.postMessage.bind(scope)

/** A made-up address the engine's files are "fetched" from; nothing is ever requested from it. */
const BASE = 'https://python-engine.invalid/'
const BATCH_SIZE = 250
const BATCH_MS = 40

function send(message: WorkerToFrame) {
  try {
    post(message)
  } catch {
    post(JSON.parse(JSON.stringify(message)) as WorkerToFrame)
  }
}

async function start(files: PythonEngineFiles) {
  const served = new Map<string, ArrayBuffer>([[`${BASE}python_stdlib.zip`, files.stdlib]])
  scope.fetch = async (input: RequestInfo | URL) => {
    const url = input instanceof Request ? input.url : String(input)
    if (url === `${BASE}pyodide.asm.wasm`) return new Response(null)
    const body = served.get(url)
    if (!body) throw new TypeError('This runner cannot download anything.')
    return new Response(body)
  }
  // The frame compiled the engine once; every worker instantiates that module.
  WebAssembly.instantiateStreaming = (_source, imports) =>
    WebAssembly.instantiate(files.wasm, imports).then((instance) => ({ module: files.wasm, instance }))
  const bridge: PythonBridge = {}
  const pyodide = await loadPyodide({
    indexURL: BASE,
    createPyodideModule,
    lockFileContents: { info: { ...info, arch: 'wasm32', version }, packages: {} },
    jsglobals: { codeschool: bridge },
    stdout: () => {},
    stderr: () => {},
    env: { HOME: '/home/pyodide' },
  })
  return pythonRuntime(pyodide, bridge)
}

let engine: ReturnType<typeof start> | null = null

function isJob(value: unknown): value is WorkerJob {
  if (typeof value !== 'object' || value === null) return false
  const job = value as Record<string, unknown>
  return typeof job.runId === 'string' && typeof job.code === 'string' && typeof job.maxEvents === 'number'
}

scope.onmessage = (event: MessageEvent<unknown>) => {
  const message = event.data as { kind?: unknown; files?: PythonEngineFiles }
  if (engine === null && message?.kind === 'prepare' && message.files) {
    engine = start(message.files)
    engine.then(
      () => post({ kind: 'prepared' }),
      (error: unknown) => post({ kind: 'unprepared', message: String(error) }),
    )
    return
  }
  const job = event.data
  if (!engine || !isJob(job)) return
  scope.onmessage = null
  const { runId } = job
  void engine.then((runtime) => {
    takeAwayNetworkAndStorage(scope)
    let batch: ProgramEvent[] = []
    let lastFlush = Date.now()
    const flush = () => {
      if (batch.length > 0) send({ kind: 'events', runId, events: batch })
      batch = []
      lastFlush = Date.now()
    }
    const result = runtime.run(job.code, {
      probes: Array.isArray(job.probes) ? job.probes : [],
      maxEvents: job.maxEvents,
      onEvent(programEvent) {
        batch.push(programEvent)
        if (batch.length >= BATCH_SIZE || Date.now() - lastFlush >= BATCH_MS) flush()
      },
    })
    flush()
    send({
      kind: 'done',
      runId,
      result: { events: [], probes: result.probes, error: result.error, facts: result.facts },
    })
  })
}
