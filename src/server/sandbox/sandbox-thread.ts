/**
 * A sandbox thread: a Node worker thread that hosts QuickJS (JavaScript compiled to WebAssembly)
 * and evaluates the judge script there, one fresh QuickJS runtime per run. Author code only ever
 * runs inside QuickJS: its globals are the language's own and the judge script's, with no host
 * function added, so there is no `process`, `require`, module loader, network or timer to reach.
 * This thread itself runs only this file's code. Bundled into one string with QuickJS by
 * worker-source-plugin.ts and started by sandbox-pool.ts.
 */
import { parentPort, workerData } from 'node:worker_threads'
import variant from '@jitl/quickjs-singlefile-cjs-release-sync'
import {
  newQuickJSWASMModuleFromVariant,
  newVariant,
  type QuickJSSyncVariant,
  type QuickJSWASMModule,
} from 'quickjs-emscripten-core'
import type { RunEnd, ThreadJob, ThreadMessage, ThreadSetup } from './sandbox-protocol'

const setup = workerData as ThreadSetup
const port = parentPort!
const send = (message: ThreadMessage) => port.postMessage(message)

const PAGE = 64 * 1024
/** 16 MB, what the engine starts with. */
const INITIAL_PAGES = 256

/** QuickJS's words for running out of its memory (thrown, or caught and reported by the engine). */
const OUT_OF_MEMORY = /(?:^|: )out of memory$/i

/** The error the engine reported for the program, if the answer names one. */
function reportedError(answer: string): string | null {
  try {
    const error = (JSON.parse(answer) as { error?: unknown } | null)?.error
    return typeof error === 'string' ? error : null
  } catch {
    return null
  }
}

function run(
  quickjs: QuickJSWASMModule,
  memory: WebAssembly.Memory,
  job: ThreadJob,
): { end: RunEnd; sound: boolean } {
  const runtime = quickjs.newRuntime()
  runtime.setMemoryLimit(setup.memoryLimitBytes)
  runtime.setMaxStackSize(setup.stackLimitBytes)
  let deadline = Date.now() + setup.loadTimeLimitMs
  let interrupted = false
  runtime.setInterruptHandler(() => {
    if (Date.now() <= deadline) return false
    interrupted = true
    return true
  })
  const context = runtime.newContext()
  let end: RunEnd
  try {
    const loaded = context.evalCode(setup.judgeScript, 'judge-script.js')
    if (loaded.error) {
      const error = context.dump(loaded.error) as { message?: string }
      loaded.error.dispose()
      throw new Error(`The judge script did not load: ${error?.message ?? 'unknown error'}`)
    }
    loaded.value.dispose()
    deadline = Date.now() + job.timeLimitMs
    const judge = context.getProp(context.global, 'codeschoolJudge')
    const request = context.newString(job.request)
    const result = context.callFunction(judge, context.undefined, request)
    request.dispose()
    judge.dispose()
    if (result.error) {
      const error = context.dump(result.error) as { message?: string } | null
      result.error.dispose()
      const message = String(error?.message ?? error)
      end = interrupted
        ? { status: 'timeout' }
        : OUT_OF_MEMORY.test(message)
          ? { status: 'out-of-memory' }
          : { status: 'crashed', message }
    } else {
      const answer = context.typeof(result.value) === 'string' ? context.getString(result.value) : ''
      result.value.dispose()
      end =
        answer.length > setup.maxAnswerChars
          ? { status: 'crashed', message: 'The answer is too long.' }
          : { status: 'done', answer }
    }
  } catch (error) {
    // A failure of the machine itself (its stack, an abort): this thread is done for.
    return {
      end: interrupted ? { status: 'timeout' } : { status: 'crashed', message: String(error) },
      sound: false,
    }
  }
  // A program that filled the memory up to its cap failed for that reason, whatever it reported
  // (past the cap even the error object may not fit, and the engine reports `null`).
  const filled = memory.buffer.byteLength >= setup.wasmMemoryMaxBytes * 0.75
  if (end.status === 'done') {
    const reported = reportedError(end.answer)
    if (reported !== null && (filled || OUT_OF_MEMORY.test(reported))) end = { status: 'out-of-memory' }
  }
  try {
    context.dispose()
    runtime.dispose()
  } catch {
    return { end, sound: false }
  }
  // After a stopped or starved run, or once the memory has grown near its cap, the next run
  // starts on a new thread rather than trust this one.
  return { end, sound: !filled && (end.status === 'done' || end.status === 'crashed') }
}

async function main() {
  const memory = new WebAssembly.Memory({
    initial: INITIAL_PAGES,
    maximum: Math.floor(setup.wasmMemoryMaxBytes / PAGE),
  })
  // A CommonJS default export may arrive wrapped, depending on who bundled it.
  const base = ((variant as { default?: QuickJSSyncVariant }).default ?? variant) as QuickJSSyncVariant
  const quickjs = await newQuickJSWASMModuleFromVariant(newVariant(base, { wasmMemory: memory }))
  if (quickjs.getWasmMemory() !== memory) throw new Error('QuickJS did not take the capped memory')
  // One run before saying ready: the first load of the judge script into cold WebAssembly code
  // takes several times longer than the next ones, and that should not count against a real run.
  run(quickjs, memory, { id: 0, request: JSON.stringify({ kind: 'goal', code: '' }), timeLimitMs: 1000 })
  port.on('message', (job: ThreadJob) => {
    const started = performance.now()
    const { end, sound } = run(quickjs, memory, job)
    // An unsound thread is ended by the parent as soon as it has the result.
    send({ kind: 'result', id: job.id, end, retire: !sound, ms: Math.round(performance.now() - started) })
  })
  send({ kind: 'ready' })
}

main().catch((error: unknown) => {
  throw error
})
