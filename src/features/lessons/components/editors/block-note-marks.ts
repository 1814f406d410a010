import type * as Blockly from 'blockly/core'
import type { BlockNote } from './block-notes'
import { noteTargets } from './block-notes'

/** The teacher's notes on the blocks of each workspace: Blockly block id → the note's words. */
const NOTES = new WeakMap<Blockly.Workspace, Map<string, string>>()
/** The class that marks a block the teacher left a note on. */
const NOTE_CLASS = 'blocks-teacher-note'

/** What a screen reader hears after a block's name when the teacher left a note on it. */
export function noteWords(block: Blockly.Block): string {
  const note = NOTES.get(block.workspace)?.get(block.id)
  return note ? `, your teacher's note: ${note}` : ''
}

/** Pins the notes to their blocks (`noteTargets`) and keeps their words for the blocks' names. */
export function pinNotes(workspace: Blockly.WorkspaceSvg, notes: readonly BlockNote[]) {
  const found = noteTargets(workspace, notes)
  const pinned = new Map<string, string>()
  for (const { block, note } of found)
    pinned.set(block.id, [pinned.get(block.id), note.text].filter(Boolean).join(' · '))
  NOTES.set(workspace, pinned)
  return found
}

/** A violet "Note" tag at the top right of each block with a note, and a dashed violet outline. */
export function drawNoteMarks(workspace: Blockly.WorkspaceSvg) {
  const notes = NOTES.get(workspace)
  for (const block of workspace.getAllBlocks(false)) {
    const root = block.getSvgRoot()
    const noted = notes?.has(block.id) ?? false
    root.classList.toggle(NOTE_CLASS, noted)
    let mark = root.querySelector<SVGGElement>(':scope > .blocks-note-mark')
    if (!noted) {
      mark?.remove()
      continue
    }
    if (!mark) {
      mark = document.createElementNS('http://www.w3.org/2000/svg', 'g')
      mark.setAttribute('class', 'blocks-note-mark')
      mark.setAttribute('aria-hidden', 'true')
      const tag = document.createElementNS('http://www.w3.org/2000/svg', 'rect')
      tag.setAttribute('width', '40')
      tag.setAttribute('height', '18')
      tag.setAttribute('rx', '9')
      const text = document.createElementNS('http://www.w3.org/2000/svg', 'text')
      text.setAttribute('x', '20')
      text.setAttribute('y', '13')
      text.setAttribute('text-anchor', 'middle')
      text.textContent = 'Note'
      mark.append(tag, text)
      root.append(mark)
    }
    mark.setAttribute('transform', `translate(${block.width + 4}, -6)`)
  }
}
