import { loadPyodide } from 'pyodide'
import { type PythonBridge, pythonRuntime } from '@/features/runner/python/python-engine'

export type PythonRuntime = ReturnType<typeof pythonRuntime>

let loading: Promise<PythonRuntime> | undefined

/**
 * The lesson player's Python (Pyodide with our turtle and harness) in the test process, loaded once
 * per test file: tests run shipped and authored Python through the same runtime the browser worker
 * uses. Only tests do this; the server never runs Python in its own process.
 */
export function pythonForTests(): Promise<PythonRuntime> {
  loading ??= (async () => {
    const bridge: PythonBridge = {}
    const pyodide = await loadPyodide({ jsglobals: { codeschool: bridge } })
    return pythonRuntime(pyodide, bridge)
  })()
  return loading
}
