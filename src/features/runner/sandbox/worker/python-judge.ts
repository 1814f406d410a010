/**
 * The Python judge: the script of the server's Python sandbox process (src/server/sandbox/python-sandbox.ts): Pyodide, CPython compiled to
 * WebAssembly, with the lesson player's turtle and harness, judging an author's Python the way the
 * child's browser does. Bundled into one script by worker-source-plugin.ts. The process is started
 * with Node's permission model (no file system beyond this script, no child processes, workers or
 * addons), code generation from strings turned off, and an empty environment; once Pyodide is
 * loaded, every module import is refused and the network functions are gone. Python's `js` module
 * shows only the runner's own functions. One line of JSON in, one line out, per job.
 */
import './python-judge-host'
import { registerHooks } from 'node:module'
import { createInterface } from 'node:readline'
import { loadPyodide, version } from 'pyodide'
import createPyodideModule from 'pyodide/pyodide.asm.mjs'
import { info } from 'pyodide/pyodide-lock.json'
import { GOAL_MAX_EVENTS, type JudgeAnswer, type JudgeRequest } from '@/kernel/runner-protocol/judge-protocol'
import { evaluateChecks, probesFor } from '../../checks/evaluate-checks'
import { type PythonBridge, pythonRuntime } from '../../python/python-engine'
import { DEFAULT_MAX_EVENTS } from '../../runtime/limits'
import { turtleCommands } from '../../runtime/turtle-geometry'
import { ENGINE_BASE, exit, fromParent, toParent } from './python-judge-host'

interface EngineFiles {
  wasm: string
  stdlib: string
}

async function start(files: EngineFiles) {
  const served = new Map([
    [`${ENGINE_BASE}pyodide.asm.wasm`, Buffer.from(files.wasm, 'base64')],
    [`${ENGINE_BASE}python_stdlib.zip`, Buffer.from(files.stdlib, 'base64')],
  ])
  globalThis.fetch = async (input: RequestInfo | URL) => {
    const body = served.get(input instanceof Request ? input.url : String(input))
    if (!body) throw new TypeError('This sandbox cannot download anything.')
    return new Response(body, { headers: { 'content-type': 'application/wasm' } })
  }
  const bridge: PythonBridge = {}
  const pyodide = await loadPyodide({
    indexURL: ENGINE_BASE,
    createPyodideModule,
    lockFileContents: { info: { ...info, arch: 'wasm32', version }, packages: {} },
    jsglobals: { codeschool: bridge },
    stdout: () => {},
    stderr: () => {},
  })
  const runtime = pythonRuntime(pyodide, bridge)
  for (const name of ['fetch', 'WebSocket', 'EventSource', 'XMLHttpRequest'])
    Reflect.deleteProperty(globalThis, name)
  registerHooks({
    resolve(specifier) {
      throw new Error(`This sandbox loads no modules (${specifier}).`)
    },
  })
  return runtime
}

function answer(runtime: Awaited<ReturnType<typeof start>>, request: JudgeRequest): JudgeAnswer {
  if (request.kind === 'goal') {
    const outcome = runtime.run(request.code, { maxEvents: GOAL_MAX_EVENTS })
    return { kind: 'goal', commands: turtleCommands(outcome.events), error: outcome.error?.message ?? null }
  }
  const { code, checks } = request
  const outcome = runtime.run(code, { probes: probesFor(checks), maxEvents: DEFAULT_MAX_EVENTS })
  const report = evaluateChecks(checks, { code, outcome, facts: outcome.facts })
  return {
    kind: 'verdict',
    allPassed: report.allPassed,
    error: outcome.error?.message ?? null,
    failed: report.results.filter((result) => !result.passed).map((result) => result.message),
  }
}

let runtime: Promise<Awaited<ReturnType<typeof start>>> | null = null
const lines = createInterface({ input: fromParent, crlfDelay: Number.POSITIVE_INFINITY })
lines.on('line', (line) => {
  if (runtime === null) {
    runtime = start(JSON.parse(line) as EngineFiles)
    runtime.then(
      () => toParent(JSON.stringify({ kind: 'ready' })),
      (error: unknown) => {
        toParent(JSON.stringify({ kind: 'failed', message: String(error) }))
        exit(1)
      },
    )
    return
  }
  void runtime.then((ready) => toParent(JSON.stringify(answer(ready, JSON.parse(line) as JudgeRequest))))
})
lines.on('close', () => exit(0))
