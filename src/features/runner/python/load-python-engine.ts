import stdlibUrl from 'virtual:python-stdlib.zip?url'
import wasmUrl from 'pyodide/pyodide.asm.wasm?url'
import type { EngineScript } from '../sandbox/protocol'

async function bytes(url: string): Promise<ArrayBuffer> {
  const response = await fetch(url)
  if (!response.ok) throw new Error(`${url} answered ${response.status}`)
  return response.arrayBuffer()
}

/**
 * Python for the runner: the worker script (Pyodide bundled in) and the engine's files, all from
 * this site (hashed assets, cached for good). Only players with a Python step call this.
 */
export async function loadPythonEngine(): Promise<EngineScript> {
  const [script, wasm, stdlib] = await Promise.all([
    import('virtual:python-worker-source'),
    bytes(wasmUrl),
    bytes(stdlibUrl),
  ])
  if (!script.default) throw new Error('The Python worker script is empty')
  return { source: script.default, prepare: { wasm, stdlib } }
}
