declare module 'virtual:sandbox-scripts' {
  /** The sandbox thread's script (CommonJS with QuickJS inside; see worker-source-plugin.ts). */
  export const thread: string
  /** The judge script, evaluated inside QuickJS. */
  export const judge: string
  /** The Python sandbox process's script (CommonJS with Pyodide inside). */
  export const pythonJudge: string
}
