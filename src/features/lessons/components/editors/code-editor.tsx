import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands'
import { javascript } from '@codemirror/lang-javascript'
import {
  bracketMatching,
  defaultHighlightStyle,
  indentOnInput,
  syntaxHighlighting,
} from '@codemirror/language'
import { EditorState, type Extension, StateEffect, StateField } from '@codemirror/state'
import {
  Decoration,
  type DecorationSet,
  drawSelection,
  EditorView,
  highlightActiveLine,
  keymap,
  lineNumbers,
} from '@codemirror/view'
import { useEffect, useRef } from 'react'
import { codeEditorPhrases } from './code-editor-phrases'

export interface CodeEditorProps {
  value: string
  onChange: (code: string) => void
  /** Ctrl/Cmd+Enter inside the editor. */
  onRun: () => void
  /** A line to mark (the mistake the runner found), 1-based. */
  errorLine?: number | null
  readOnly?: boolean
  label: string
  /** The language's highlighting and indentation; JavaScript when not given (see python-language.ts). */
  language?: Extension
}

const setErrorLine = StateEffect.define<number | null>()

const errorLineField = StateField.define<DecorationSet>({
  create: () => Decoration.none,
  update(decorations, transaction) {
    let next = decorations.map(transaction.changes)
    for (const effect of transaction.effects) {
      if (!effect.is(setErrorLine)) continue
      const line = effect.value
      if (line === null || line < 1 || line > transaction.state.doc.lines) next = Decoration.none
      else {
        const from = transaction.state.doc.line(line).from
        next = Decoration.set([Decoration.line({ class: 'cm-error-line' }).range(from)])
      }
    }
    // Typing clears the mark: the mistake may be fixed.
    return transaction.docChanged ? Decoration.none : next
  },
  provide: (field) => EditorView.decorations.from(field),
})

const theme = EditorView.theme({
  '&': { fontSize: '17px', backgroundColor: '#ffffff', borderRadius: '0.75rem' },
  '.cm-content': {
    fontFamily: 'ui-monospace, "Cascadia Code", Menlo, Consolas, monospace',
    padding: '10px 0',
  },
  '.cm-gutters': {
    backgroundColor: '#f1f5f9',
    color: '#475569',
    border: 'none',
    borderRadius: '0.75rem 0 0 0.75rem',
  },
  '.cm-activeLine': { backgroundColor: '#eff6ff' },
  '.cm-error-line': { backgroundColor: '#fef3c7', boxShadow: 'inset 4px 0 0 #d97706' },
  '&.cm-focused': { outline: '3px solid #2f6fed', outlineOffset: '2px' },
  '.cm-scroller': { minHeight: '16rem', maxHeight: 'clamp(16rem, 100svh - 28rem, 26rem)' },
})

/**
 * The code editor (CodeMirror 6), JavaScript unless given another language. Tab indents; Esc then
 * Tab leaves the editor, as the hint under it says. Loaded only by pages with a typed exercise.
 */
export default function CodeEditor({
  value,
  onChange,
  onRun,
  errorLine,
  readOnly,
  label,
  language,
}: CodeEditorProps) {
  const hostRef = useRef<HTMLDivElement>(null)
  const viewRef = useRef<EditorView | null>(null)
  const callbacks = useRef({ onChange, onRun })
  callbacks.current = { onChange, onRun }

  // biome-ignore lint/correctness/useExhaustiveDependencies: the view is made once; value and flags are pushed in below
  useEffect(() => {
    const view = new EditorView({
      parent: hostRef.current!,
      state: EditorState.create({
        doc: value,
        extensions: [
          codeEditorPhrases(),
          lineNumbers(),
          history(),
          // A steady caret for children who asked their system for less motion (WCAG 2.3.3).
          drawSelection({
            cursorBlinkRate: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 0 : 1200,
          }),
          highlightActiveLine(),
          indentOnInput(),
          bracketMatching(),
          syntaxHighlighting(defaultHighlightStyle, { fallback: true }),
          language ?? javascript(),
          errorLineField,
          keymap.of([
            {
              key: 'Mod-Enter',
              run: () => {
                callbacks.current.onRun()
                return true
              },
            },
            indentWithTab,
            ...defaultKeymap,
            ...historyKeymap,
          ]),
          EditorState.readOnly.of(Boolean(readOnly)),
          EditorView.contentAttributes.of({
            'aria-label': label,
            autocapitalize: 'off',
            autocorrect: 'off',
            spellcheck: 'false',
          }),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) callbacks.current.onChange(update.state.doc.toString())
          }),
          theme,
        ],
      }),
    })
    viewRef.current = view
    return () => {
      view.destroy()
      viewRef.current = null
    }
  }, [])

  // A new value from outside (Start again, the other tab's version) replaces the text.
  useEffect(() => {
    const view = viewRef.current
    if (!view) return
    const current = view.state.doc.toString()
    if (current !== value) view.dispatch({ changes: { from: 0, to: current.length, insert: value } })
  }, [value])

  useEffect(() => {
    viewRef.current?.dispatch({ effects: setErrorLine.of(errorLine ?? null) })
  }, [errorLine])

  return (
    <div ref={hostRef} data-testid="code-editor" className="rounded-xl border border-slate-300 bg-white" />
  )
}
