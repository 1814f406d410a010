/**
 * First module of the server's Python sandbox process (python-judge.ts): it runs before Pyodide is even
 * evaluated. It keeps the process's stdin and stdout for the parent and then hides everything that
 * makes this a Node process, so Pyodide starts as it does in a browser worker: no `process`, no
 * Node file system behind its NODEFS, its files answered from memory by a stand-in `fetch`.
 */
const node = globalThis.process

/** The only ways out of this process: lines to the parent, lines from it. */
export const toParent = (line: string) => node.stdout.write(`${line}\n`)
export const fromParent = node.stdin
export const exit = (code: number) => node.exit(code)

/** Where the engine's files "are"; nothing is ever requested from it. */
export const ENGINE_BASE = 'https://python-engine.invalid/'

class WorkerGlobalScope {}
Object.assign(globalThis, {
  WorkerGlobalScope,
  self: Object.create(WorkerGlobalScope.prototype),
  location: new URL(ENGINE_BASE),
})
Reflect.deleteProperty(globalThis, 'process')
