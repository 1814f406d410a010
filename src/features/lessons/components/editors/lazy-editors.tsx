import { lazy, useEffect, useState } from 'react'
import type { CodeEditorProps } from './code-editor'

/** Gives the main thread back (input, paint) between two long pieces of work. */
const yieldToMain = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

/**
 * The editors load on demand, only on pages with an exercise that needs them, in chunks of their
 * own: CodeMirror for JavaScript (with Python's language added for Python steps), Blockly (much
 * larger) for blocks. Blockly's library is evaluated in a task of its own before the editor's
 * module, so neither holds the page as long as both did.
 */
export const LazyCodeEditor = lazy(() => import('./code-editor'))
export const LazyPythonEditor = lazy(async () => {
  const [{ default: CodeEditor }, { pythonLanguage }] = await Promise.all([
    import('./code-editor'),
    import('./python-language'),
  ])
  return { default: (props: CodeEditorProps) => <CodeEditor {...props} language={pythonLanguage} /> }
})
export const LazyBlocksEditor = lazy(async () => {
  await import('blockly/core')
  await yieldToMain()
  // Blockly's words and the blocks' in the page's language, before the first editor opens.
  await import('./blockly-language').then((language) => language.prepareBlocklyLanguage())
  return import('./blocks-editor')
})

/** The page has started once (set in the browser only): later steps open their editor at once. */
let pageStarted = false

/**
 * True once the page has loaded (or, at the latest, 1.5 s after it hydrated: a slow picture or
 * frame must not keep the editor away) and the browser is idle: the editors' chunks are fetched
 * and run only then, so the lesson's words, its canvas and Run are painted and hydrated first,
 * and the editor's work does not lengthen the page's start. Until then the player holds the
 * editor's room.
 */
export function useEditorsMayLoad(): boolean {
  const [may, setMay] = useState(pageStarted)
  useEffect(() => {
    if (pageStarted) return
    let idle = 0
    let waited = 0
    const start = () => {
      pageStarted = true
      setMay(true)
    }
    const ready = () => {
      window.removeEventListener('load', ready)
      window.clearTimeout(waited)
      if (idle) return
      idle = window.requestIdleCallback
        ? window.requestIdleCallback(start, { timeout: 1000 })
        : window.setTimeout(start, 200)
    }
    if (document.readyState === 'complete') ready()
    else {
      window.addEventListener('load', ready)
      waited = window.setTimeout(ready, 1500)
    }
    return () => {
      window.removeEventListener('load', ready)
      window.clearTimeout(waited)
      if (window.cancelIdleCallback) window.cancelIdleCallback(idle)
      else window.clearTimeout(idle)
    }
  }, [])
  return may
}
