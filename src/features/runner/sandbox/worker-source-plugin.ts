import { resolve } from 'node:path'
import type { Plugin, Rolldown } from 'vite'

export const WORKER_SOURCE_ID = 'virtual:runner-worker-source'
const RESOLVED_ID = `\0${WORKER_SOURCE_ID}`
const WORKER_ENTRY = 'src/features/runner/sandbox/worker/runner-worker.ts'

/**
 * Gives the browser the runner worker as one self-contained script, as a string:
 * `import source from 'virtual:runner-worker-source'`.
 *
 * Student code runs in a Worker created from a blob URL inside an opaque-origin iframe whose CSP
 * allows scripts only inline and from blob:, so the worker cannot load anything from the app.
 * Vite's `?worker&inline` keeps its script private (it only exports a Worker constructor bound
 * to the page) and is not inlined at all in dev, so this plugin bundles the worker entry with a
 * nested Vite build (IIFE, minified) in dev and build alike. See docs/runner.md and
 * docs/decisions/031-runner-sandbox.md.
 */
export function runnerWorkerSource(): Plugin {
  let root = process.cwd()
  let watched: string[] = []
  return {
    name: 'codeschool:runner-worker-source',
    configResolved(config) {
      root = config.root
    },
    resolveId(id) {
      return id === WORKER_SOURCE_ID ? RESOLVED_ID : undefined
    },
    async load(id) {
      if (id !== RESOLVED_ID) return undefined
      // The server never runs student code; keep the worker out of the SSR bundle.
      if (this.environment?.config.consumer === 'server') return 'export default ""'
      const code = await bundleWorker(root, (moduleIds) => {
        watched = moduleIds
        for (const moduleId of moduleIds) this.addWatchFile(moduleId)
      })
      return `export default ${JSON.stringify(code)}`
    },
    hotUpdate({ file, modules }) {
      if (!watched.includes(file)) return undefined
      const virtual = this.environment.moduleGraph.getModuleById(RESOLVED_ID)
      if (virtual) this.environment.moduleGraph.invalidateModule(virtual)
      return virtual ? [...modules, virtual] : modules
    },
  }
}

async function bundleWorker(root: string, onModules: (moduleIds: string[]) => void): Promise<string> {
  const { build } = await import('vite')
  const result = await build({
    configFile: false,
    root,
    logLevel: 'warn',
    mode: 'production',
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    resolve: { tsconfigPaths: true },
    build: {
      write: false,
      emptyOutDir: false,
      minify: true,
      sourcemap: false,
      copyPublicDir: false,
      reportCompressedSize: false,
      lib: {
        entry: resolve(root, WORKER_ENTRY),
        formats: ['iife'],
        name: 'codeschoolRunnerWorker',
        fileName: () => 'runner-worker.js',
      },
    },
  })
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[]
  const chunk = outputs
    .flatMap((output) => output.output)
    .find((item): item is Rolldown.OutputChunk => item.type === 'chunk' && item.isEntry)
  if (!chunk) throw new Error('The runner worker bundle has no entry chunk')
  onModules(chunk.moduleIds.filter((moduleId) => !moduleId.startsWith('\0')))
  return chunk.code
}
