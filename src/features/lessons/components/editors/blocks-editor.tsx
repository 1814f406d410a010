import * as Blockly from 'blockly/core'
import type { BlockProgram, BlockType } from '@/features/runner'
import { m } from '@/paraglide/messages'
import type { BlockNote } from './block-notes'
import { BlockNotesList } from './block-notes-list'
import { programOutline } from './block-outline'
import { canMoveDown, canMoveUp, moveDown, moveUp, takeAway } from './block-taps'
import { ProgramOutline } from './blocks-program-outline'
import { BlocksTapBar } from './blocks-tap-bar'
import { useBlocksEditor } from './use-blocks-editor'

export interface BlocksEditorProps {
  program: BlockProgram
  toolbox: readonly BlockType[]
  onChange: (program: BlockProgram) => void
  readOnly?: boolean
  label: string
  /** The editor's height (a class): a short example, or an exercise sized to the screen. */
  heightClass?: string
  /** The teacher's comments on blocks of this program (decision 209), pinned to those blocks. */
  notes?: readonly BlockNote[]
}

export type { BlockNote } from './block-notes'

/**
 * The blocks editor (Blockly), with only the blocks the lesson offers. It opens with `program`
 * (the player mounts it only once the autosaver has chosen which copy that is) and gives back
 * every change the child makes, never its own loading. Keyboard: Blockly's navigation (T for
 * the blocks to pick from, arrows, Enter, M to move, Delete), described next to the editor.
 * Taps alone build a program too (decision 148): a block to pick goes into the program, and the
 * bar above moves, takes away or undoes. Loaded only by pages with a blocks exercise.
 */
export default function BlocksEditor({
  program,
  toolbox,
  onChange,
  readOnly,
  label,
  heightClass = 'work-area-editor',
  notes,
}: BlocksEditorProps) {
  const { hostRef, workspace, chosen, pinned } = useBlocksEditor({
    program,
    toolbox,
    onChange,
    readOnly,
    label,
    notes,
  })
  // Blockly's own area is the application (named once injected), so this holds it without a role:
  // an application inside another one confused screen readers.
  const host = (
    <div
      ref={hostRef}
      data-testid="blocks-editor"
      className={`${readOnly ? heightClass : 'min-h-0 flex-1'} w-full overflow-hidden rounded-xl border border-slate-300`}
    />
  )
  const outline = (
    <ProgramOutline
      stacks={workspace ? programOutline(workspace) : []}
      title={readOnly ? m.blocks_outline_example() : m.blocks_outline_program()}
    />
  )
  const notesList =
    pinned.length > 0 ? (
      <BlockNotesList
        pinned={pinned.filter(({ block }) => !block.isDisposed())}
        onShow={(block) => {
          const svg = block as Blockly.BlockSvg
          Blockly.getFocusManager().focusNode(svg)
          workspace?.scrollBoundsIntoView(svg.getBoundingRectangle())
        }}
      />
    ) : null
  if (readOnly)
    return (
      <>
        {host}
        {outline}
      </>
    )
  return (
    // The bar takes its room from the editor's height, so the work still fits the first screen
    // (decision 097).
    <div className={`${heightClass} flex flex-col gap-2`}>
      <BlocksTapBar
        chosen={chosen ? chosen.toString() : null}
        canMoveUp={chosen ? canMoveUp(chosen) : false}
        canMoveDown={chosen ? canMoveDown(chosen) : false}
        canUndo={(workspace?.getUndoStack().length ?? 0) > 0}
        onMoveUp={() => chosen && moveUp(chosen)}
        onMoveDown={() => chosen && moveDown(chosen)}
        onTakeAway={() => chosen && takeAway(chosen)}
        onUndo={() => workspace?.undo(false)}
      />
      {host}
      {outline}
      {notesList}
    </div>
  )
}
