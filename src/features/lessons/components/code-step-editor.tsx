import { type ComponentProps, Suspense } from 'react'
import type { BlockProgram } from '@/features/runner'
import { m } from '@/paraglide/messages'
import type { BlockNote } from './editors/blocks-editor'
import { LazyBlocksEditor, LazyCodeEditor, LazyPythonEditor, useEditorsMayLoad } from './editors/lazy-editors'

interface CodeStepEditorProps {
  language: string
  /** The page runs in the browser and the autosaver has chosen the copy to show (decision 100). */
  open: boolean
  code: string
  blocks: BlockProgram
  toolbox: ComponentProps<typeof LazyBlocksEditor>['toolbox']
  /** The code the server's page may show while the editor loads (a guest's work is in the browser). */
  codeShown: string | null
  label: string
  errorLine: number | null
  onCodeChange: (code: string) => void
  onBlocksChange: (program: BlockProgram) => void
  onRun: () => void
  /** The teacher's comments on blocks of this step (decision 209). */
  blockNotes?: readonly BlockNote[]
}

/**
 * The step's editor in the box it will take: the page from the server, and the page until the
 * editor's code has loaded, hold the same room, so the canvas and the words below do not move when
 * Blockly or CodeMirror arrives. The editor's chunk loads only here, once the page has loaded and
 * the browser is idle (useEditorsMayLoad).
 */
export function CodeStepEditor(props: CodeStepEditorProps) {
  const editorsMayLoad = useEditorsMayLoad()
  const isBlocks = props.language === 'blocks'
  const waiting = isBlocks ? m.example_blocks_loading() : m.code_editor_loading()
  // The blocks editor is the screen-sized work area (decision 097); CodeMirror is at least 16rem.
  const box = isBlocks ? 'work-area-editor' : 'min-h-64'
  if (!props.open || !editorsMayLoad) {
    return (
      <pre
        dir="ltr"
        className={`${box} whitespace-pre-wrap rounded-xl border border-slate-300 bg-white p-3 font-mono text-slate-700`}
      >
        {isBlocks ? waiting : props.codeShown || waiting}
      </pre>
    )
  }
  const Editor = props.language === 'python' ? LazyPythonEditor : LazyCodeEditor
  // Code reads left to right whatever the page's language (decision 204).
  return (
    <div dir="ltr">
      <Suspense
        fallback={
          <p
            className={`${box} flex items-center justify-center rounded-xl border border-slate-300 bg-white text-slate-700`}
          >
            {waiting}
          </p>
        }
      >
        {isBlocks ? (
          <LazyBlocksEditor
            program={props.blocks}
            toolbox={props.toolbox}
            onChange={props.onBlocksChange}
            label={props.label}
            notes={props.blockNotes}
          />
        ) : (
          <Editor
            value={props.code}
            onChange={props.onCodeChange}
            onRun={props.onRun}
            errorLine={props.errorLine}
            label={props.label}
          />
        )}
      </Suspense>
    </div>
  )
}
