declare module 'virtual:runner-worker-source' {
  /** The runner worker as one self-contained script (see worker-source-plugin.ts). */
  const source: string
  export default source
}
