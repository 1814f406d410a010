import { lazy } from 'react'

/**
 * The editors load on demand, only on pages with an exercise that needs them, in chunks of their
 * own: CodeMirror for JavaScript, Blockly (much larger) for blocks.
 */
export const LazyCodeEditor = lazy(() => import('./code-editor'))
export const LazyBlocksEditor = lazy(() => import('./blocks-editor'))
