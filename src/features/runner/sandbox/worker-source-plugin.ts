import { resolve } from 'node:path'
import type { InlineConfig, Plugin, Rolldown } from 'vite'

export const WORKER_SOURCE_ID = 'virtual:runner-worker-source'
export const PYTHON_WORKER_SOURCE_ID = 'virtual:python-worker-source'
export const SANDBOX_SCRIPTS_ID = 'virtual:sandbox-scripts'

/**
 * The scripts that run code inside a sandbox, each bundled into one self-contained string:
 * - `runner-worker`: the browser's runner worker (a Web Worker in an opaque-origin frame);
 * - `python-worker`: the same for Python, with Pyodide inside (about 1.3 MB, so only pages with a
 *   Python step fetch it);
 * - `judge`: the same engine and checks for the server, evaluated inside QuickJS;
 * - `sandbox-thread`: the Node worker thread that hosts QuickJS (QuickJS and its WebAssembly
 *   included, so the thread needs nothing from disk);
 * - `python-judge`: the process that judges Python on the server (Pyodide inside; its WebAssembly
 *   and standard library arrive from the parent).
 */
const SCRIPTS = {
  'runner-worker': { entry: 'src/features/runner/sandbox/worker/runner-worker.ts', platform: 'browser' },
  'python-worker': { entry: 'src/features/runner/sandbox/worker/python-worker.ts', platform: 'browser' },
  judge: { entry: 'src/features/runner/sandbox/worker/judge-script.ts', platform: 'browser' },
  'sandbox-thread': { entry: 'src/server/sandbox/sandbox-thread.ts', platform: 'node' },
  'python-judge': { entry: 'src/features/runner/sandbox/worker/python-judge.ts', platform: 'node' },
} as const

export type SandboxScriptName = keyof typeof SCRIPTS

export interface SandboxScripts {
  /** The worker thread's script (CommonJS, run with `new Worker(thread, { eval: true })`). */
  thread: string
  /** The judge script evaluated inside QuickJS. */
  judge: string
  /** The Python sandbox process's script (CommonJS with Pyodide inside; see python-sandbox.ts). */
  pythonJudge: string
}

/**
 * Gives the bundled sandbox scripts to the app as strings:
 * - the browser: `import source from 'virtual:runner-worker-source'` (the server gets "");
 * - the server: `import { thread, judge } from 'virtual:sandbox-scripts'` (the client gets none).
 *
 * Student code runs in a Worker created from a blob URL inside an opaque-origin iframe whose CSP
 * allows scripts only inline and from blob:, so the worker cannot load anything from the app.
 * Vite's `?worker&inline` keeps its script private (it only exports a Worker constructor bound
 * to the page) and is not inlined at all in dev, so this plugin bundles each entry with a nested
 * Vite build in dev and build alike; the server's sandbox (src/server/sandbox) is built by the
 * same function. See docs/runner.md, docs/decisions/031-runner-sandbox.md and
 * docs/decisions/033-server-sandbox.md.
 */
export function runnerWorkerSource(): Plugin {
  let root = process.cwd()
  let watched: string[] = []
  const watch = (moduleIds: string[], add: (id: string) => void) => {
    watched = [...new Set([...watched, ...moduleIds])]
    for (const moduleId of moduleIds) add(moduleId)
  }
  return {
    name: 'codeschool:sandbox-scripts',
    configResolved(config) {
      root = config.root
    },
    resolveId(id) {
      if (id === WORKER_SOURCE_ID || id === PYTHON_WORKER_SOURCE_ID || id === SANDBOX_SCRIPTS_ID)
        return `\0${id}`
      return undefined
    },
    async load(id) {
      const onServer = this.environment?.config.consumer === 'server'
      if (id === `\0${WORKER_SOURCE_ID}`) {
        // The server never runs the browser's worker; keep it out of the SSR bundle.
        if (onServer) return 'export default ""'
        const code = await bundleScript(root, 'runner-worker', (ids) =>
          watch(ids, (file) => this.addWatchFile(file)),
        )
        return `export default ${JSON.stringify(code)}`
      }
      if (id === `\0${PYTHON_WORKER_SOURCE_ID}`) {
        if (onServer) return 'export default ""'
        const code = await bundleScript(root, 'python-worker', (ids) =>
          watch(ids, (file) => this.addWatchFile(file)),
        )
        return `export default ${JSON.stringify(code)}`
      }
      if (id === `\0${SANDBOX_SCRIPTS_ID}`) {
        if (!onServer) throw new Error(`${SANDBOX_SCRIPTS_ID} is for the server only`)
        const scripts = await bundleSandboxScripts(root, (ids) =>
          watch(ids, (file) => this.addWatchFile(file)),
        )
        return [
          `export const thread = ${JSON.stringify(scripts.thread)}`,
          `export const judge = ${JSON.stringify(scripts.judge)}`,
          `export const pythonJudge = ${JSON.stringify(scripts.pythonJudge)}`,
        ].join('\n')
      }
      return undefined
    },
    hotUpdate({ file, modules }) {
      if (!watched.includes(file)) return undefined
      const virtual = [WORKER_SOURCE_ID, PYTHON_WORKER_SOURCE_ID, SANDBOX_SCRIPTS_ID]
        .map((id) => this.environment.moduleGraph.getModuleById(`\0${id}`))
        .filter((module) => module !== undefined)
      for (const module of virtual) this.environment.moduleGraph.invalidateModule(module)
      return virtual.length > 0 ? [...modules, ...virtual] : modules
    },
  }
}

/** The server sandbox's scripts. Also called directly where there is no Vite (the seed under tsx). */
export async function bundleSandboxScripts(
  root: string,
  onModules: (moduleIds: string[]) => void = () => {},
): Promise<SandboxScripts> {
  // One after the other: each nested build already uses every core.
  const judge = await bundleScript(root, 'judge', onModules)
  const thread = await bundleScript(root, 'sandbox-thread', onModules)
  const pythonJudge = await bundleScript(root, 'python-judge', onModules)
  return { thread, judge, pythonJudge }
}

/** One entry and everything it imports as one minified script (an IIFE, or CommonJS for Node). */
export async function bundleScript(
  root: string,
  name: SandboxScriptName,
  onModules: (moduleIds: string[]) => void = () => {},
): Promise<string> {
  const { build } = await import('vite')
  const { entry, platform } = SCRIPTS[name]
  const common: InlineConfig = {
    configFile: false,
    root,
    logLevel: 'warn',
    mode: 'production',
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    resolve: { tsconfigPaths: true },
  }
  const output = { write: false, emptyOutDir: false, minify: true, sourcemap: false, copyPublicDir: false }
  // Pyodide (the Python worker) carries branches for Node that never run in a browser worker; the
  // Python sandbox process hides Node from it too, so both get the same treatment.
  const pyodide = name === 'python-worker'
  const config: InlineConfig =
    platform === 'browser'
      ? {
          ...common,
          build: {
            ...output,
            reportCompressedSize: false,
            lib: {
              entry: resolve(root, entry),
              formats: ['iife'],
              name: 'sandboxScript',
              fileName: () => 'x.js',
            },
            ...(pyodide ? { rolldownOptions: { external: [/^node:/, 'ws'] } } : {}),
          },
          ...(pyodide ? { plugins: [pyodideWasmByReference()] } : {}),
        }
      : {
          ...common,
          ...(name === 'python-judge' ? { plugins: [pyodideWasmByReference()] } : {}),
          // Everything inlined but Node's own modules: the thread runs from a string.
          ssr: { noExternal: true, target: 'node' },
          build: {
            ...output,
            ssr: resolve(root, entry),
            rolldownOptions: { output: { format: 'cjs', codeSplitting: false } },
          },
        }
  const result = await build(config)
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[]
  const chunk = outputs
    .flatMap((output) => output.output)
    .find((item): item is Rolldown.OutputChunk => item.type === 'chunk' && item.isEntry)
  if (!chunk) throw new Error(`The ${name} bundle has no entry chunk`)
  onModules(chunk.moduleIds.filter((moduleId) => !moduleId.startsWith('\0')))
  return chunk.code
}

/** Where Pyodide's module factory would find its WebAssembly when not told (it always is). */
const PYODIDE_WASM_DEFAULT = 'new URL("pyodide.asm.wasm",import.meta.url).href'

/**
 * Pyodide is written as ES modules; the runner's worker is a classic script (an opaque-origin
 * frame cannot start module workers from its blob URLs) and the server's Python sandbox process
 * runs CommonJS while pretending to be a worker. Two of its module-only habits are taken
 * out: `import.meta.url` (which a classic script has not; the worker tells Pyodide where its files
 * "are", see python-worker.ts) and the default URL of its WebAssembly, which a library build would
 * otherwise inline as 9.6 MB of base64 (the worker gets the engine already compiled).
 */
function pyodideWasmByReference(): Plugin {
  return {
    name: 'codeschool:pyodide-classic-worker',
    transform(code, id) {
      if (!/\/pyodide\/pyodide(\.asm)?\.mjs$/.test(id)) return undefined
      let next = code
      if (id.endsWith('pyodide.asm.mjs')) {
        if (!next.includes(PYODIDE_WASM_DEFAULT)) {
          throw new Error(
            'pyodide.asm.mjs no longer has the expected default WebAssembly URL: check python-worker.ts',
          )
        }
        next = next.replace(PYODIDE_WASM_DEFAULT, '"pyodide.asm.wasm"')
      }
      return next.replaceAll('import.meta.url', '"https://python-engine.invalid/pyodide.mjs"')
    },
  }
}
