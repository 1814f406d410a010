import { lazy } from 'react'
import type { CodeEditorProps } from './code-editor'

/**
 * The editors load on demand, only on pages with an exercise that needs them, in chunks of their
 * own: CodeMirror for JavaScript (with Python's language added for Python steps), Blockly (much
 * larger) for blocks.
 */
export const LazyCodeEditor = lazy(() => import('./code-editor'))
export const LazyPythonEditor = lazy(async () => {
  const [{ default: CodeEditor }, { pythonLanguage }] = await Promise.all([
    import('./code-editor'),
    import('./python-language'),
  ])
  return { default: (props: CodeEditorProps) => <CodeEditor {...props} language={pythonLanguage} /> }
})
export const LazyBlocksEditor = lazy(() => import('./blocks-editor'))
