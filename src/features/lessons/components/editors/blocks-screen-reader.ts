import * as Blockly from 'blockly/core'
import { m } from '@/paraglide/messages'
import { drawNoteMarks, noteWords } from './block-note-marks'
import { blockLabel, blockPlace, blockWords } from './block-outline'

/**
 * Keeps Blockly's drawings that are not blocks out of what a screen reader lists: the places where
 * blocks join on the blocks to pick from (Blockly calls them figures inside the list of blocks,
 * which a list may not hold; there they are only decoration), the places where blocks join in the
 * program while the keyboard is not on them (figures without a name, between the blocks, which
 * made the program read as a flat list; Blockly names one when the arrows reach it) and the canvas
 * it measures text on. Blockly redraws, so new ones are caught as they come.
 */
export function quietenDecorations(host: HTMLElement): MutationObserver {
  const quieten = () => {
    for (const canvas of document.querySelectorAll('.blocklyComputeCanvas'))
      canvas.setAttribute('aria-hidden', 'true')
    for (const spot of host.querySelectorAll('.blocklyFlyout .blocklyHighlightedConnectionPath[role]')) {
      spot.removeAttribute('role')
      spot.removeAttribute('aria-roledescription')
    }
    for (const spot of host.querySelectorAll(
      '.blocklyHighlightedConnectionPath[role]:not(.blocklyHighlightedConnectionPathVisible)',
    )) {
      spot.removeAttribute('role')
      spot.removeAttribute('aria-roledescription')
      spot.removeAttribute('aria-label')
    }
  }
  quieten()
  const observer = new MutationObserver(quieten)
  observer.observe(host, { subtree: true, childList: true, attributeFilter: ['role', 'class'] })
  return observer
}

/**
 * Keeps what a screen reader hears true after every change (decision 179): each block's name
 * (a block's place changes when another one moves), the workspace's count of stacks (Blockly
 * counts them only when the workspace gets the focus, so it said "0 stacks" over a loaded start
 * block), and after a block is put somewhere, where it now is instead of Blockly's last "Moving
 * …" words; Blockly's hint about the arrow keys goes away then too.
 */
export function tellTheTruth(workspace: Blockly.WorkspaceSvg) {
  const relabel = () => {
    for (const block of workspace.getAllBlocks(false)) {
      if (block.isInsertionMarker()) continue
      const element = block.getFocusableElement()
      // Blockly ends a block's name with a comma, so screen readers pause before "block".
      Blockly.utils.aria.setState(
        element,
        Blockly.utils.aria.State.LABEL,
        `${blockLabel(block)}${noteWords(block)},`,
      )
      const owned = ownedParts(block)
      if (owned.length) element.setAttribute('aria-owns', owned.join(' '))
      else element.removeAttribute('aria-owns')
    }
    ;(workspace as unknown as { updateAriaLabel(): void }).updateAriaLabel()
    drawNoteMarks(workspace)
  }
  relabel()
  workspace.addChangeListener((event) => {
    if (event.type === Blockly.Events.BLOCK_DRAG) {
      const drag = event as Blockly.Events.BlockDrag
      if (drag.isStart) return
      Blockly.Toast.hide(workspace)
      const block = drag.blockId ? workspace.getBlockById(drag.blockId) : null
      if (!block) return
      relabel()
      const place = blockPlace(block)
      Blockly.utils.aria.announceDynamicAriaState(
        place
          ? m.blocks_moved_to({ block: blockWords(block), place })
          : m.blocks_in_place({ block: blockWords(block) }),
      )
      return
    }
    if (!event.isUiEvent) relabel()
  })
  return relabel
}

/**
 * What a block holds for a screen reader, in order: its numbers and choices, then the blocks
 * inside it. Blockly draws a block's parts beside its figure; owning them (as Blockly's list of
 * blocks to pick does) makes the workspace read as stacks with blocks inside blocks.
 */
function ownedParts(block: Blockly.BlockSvg): string[] {
  const ids: string[] = []
  for (const input of block.inputList) {
    for (const field of input.fieldRow) {
      if (!field.isVisible() || !field.isClickable()) continue
      const element = field.getSvgRoot()
      if (element?.id && element.getAttribute('role')) ids.push(element.id)
    }
    for (let child = input.connection?.targetBlock() ?? null; child; child = child.getNextBlock()) {
      const element = (child as Blockly.BlockSvg).getFocusableElement()
      if (element.id) ids.push(element.id)
      if (input.type !== Blockly.inputs.inputTypes.STATEMENT) break
    }
  }
  return ids
}
