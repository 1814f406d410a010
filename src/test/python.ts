import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { loadPyodide } from 'pyodide'
import { type PythonBridge, pythonRuntime } from '@/features/runner/python/python-engine'
import { trimStdlib } from '@/features/runner/python/python-stdlib'

export type PythonRuntime = ReturnType<typeof pythonRuntime>

let loading: Promise<PythonRuntime> | undefined

/**
 * The lesson player's Python (Pyodide with our turtle and harness) in the test process, loaded once
 * per test file: tests run shipped and authored Python through the same runtime the browser worker
 * uses, with the standard library the player sends (decision 221). Only tests do this; the server
 * never runs Python in its own process.
 */
export function pythonForTests(): Promise<PythonRuntime> {
  loading ??= (async () => {
    const bridge: PythonBridge = {}
    const pyodide = await loadPyodide({ jsglobals: { codeschool: bridge }, stdLibURL: playersStdlib() })
    return pythonRuntime(pyodide, bridge)
  })()
  return loading
}

/** The player's trimmed standard library, written to a private file for Pyodide to read. */
function playersStdlib(): string {
  const require = createRequire(import.meta.url)
  const file = join(mkdtempSync(join(tmpdir(), 'codeschool-stdlib-')), 'python_stdlib.zip')
  writeFileSync(file, trimStdlib(readFileSync(require.resolve('pyodide/python_stdlib.zip'))))
  return file
}
