import type * as Blockly from 'blockly/core'
import { m } from '@/paraglide/messages'
import type { BlockNote } from './block-notes'
import { blockWords } from './block-outline'

/**
 * The teacher's notes on blocks, beside the program: what the block says and the note, with a
 * button that takes the keyboard to that block (the block itself wears a violet "Note" tag).
 */
export function BlockNotesList({
  pinned,
  onShow,
}: {
  pinned: { block: Blockly.Block; note: BlockNote }[]
  onShow: (block: Blockly.Block) => void
}) {
  return (
    <section aria-label={m.blocks_notes_label()} className="shrink-0 space-y-1">
      <ul className="space-y-1">
        {pinned.map(({ block, note }, index) => (
          <li
            key={`${block.id}-${index}`}
            className="flex flex-wrap items-center gap-2 rounded-lg border border-violet-300 bg-violet-50 px-3 py-1.5 text-violet-950"
          >
            <span>
              <span className="font-semibold">{m.blocks_note_on({ block: blockWords(block) })}</span>{' '}
              <span dir="auto">{note.text}</span>
            </span>
            <button
              type="button"
              className="rounded-md border border-violet-700 bg-white px-2 py-0.5 font-semibold text-sm text-violet-900 hover:bg-violet-100 focus-visible:outline-3 focus-visible:outline-brand-500"
              onClick={() => onShow(block)}
            >
              {m.blocks_note_show()}
            </button>
          </li>
        ))}
      </ul>
    </section>
  )
}
