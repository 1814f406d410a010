declare module 'virtual:runner-worker-source' {
  /** The runner worker as one self-contained script (see worker-source-plugin.ts). */
  const source: string
  export default source
}

declare module 'virtual:python-worker-source' {
  /** The Python runner worker (a module worker with Pyodide) as one script (see worker-source-plugin.ts). */
  const source: string
  export default source
}

declare module 'pyodide/pyodide.asm.mjs' {
  /** Pyodide's Emscripten module factory (what loadPyodide would otherwise import from its own URL). */
  const createPyodideModule: NonNullable<
    NonNullable<Parameters<typeof import('pyodide').loadPyodide>[0]>['createPyodideModule']
  >
  export default createPyodideModule
}

declare module 'virtual:python-stdlib.zip?url' {
  /** The address of the player's copy of Python's standard library (see python-stdlib-plugin.ts). */
  const url: string
  export default url
}
