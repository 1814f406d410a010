import * as Blockly from 'blockly/core'
import {
  BLOCK_TYPES,
  type BlocklyWorkspaceState,
  BODY_INPUT,
  blocksInOrder,
  fromBlocklyState,
} from '@/features/runner'

/** A teacher's comment on a block (decision 209): its place in the saved program, what it says, the words. */
export interface BlockNote {
  place: string
  words: string
  text: string
}

/**
 * Each block of the workspace by its place in the saved program (decision 209), in the order
 * `fromBlocklyState` writes the program: the stacks lying on the workspace, each of their blocks
 * one after another, and the blocks inside a body by their place in it.
 */
export function blocksByPlace(workspace: Blockly.Workspace): Map<string, Blockly.Block> {
  const known = new Set<string>(BLOCK_TYPES)
  const found = new Map<string, Blockly.Block>()
  const body = (first: Blockly.Block | null, prefix: string) => {
    let index = 0
    for (let block = first; block; block = block.getNextBlock()) {
      if (!known.has(block.type) || block.isInsertionMarker()) continue
      const place = `${prefix}.${index++}`
      found.set(place, block)
      body(block.getInput(BODY_INPUT)?.connection?.targetBlock() ?? null, place)
    }
  }
  let top = 0
  for (const stack of workspace.getTopBlocks(false)) {
    for (let block: Blockly.Block | null = stack; block; block = block.getNextBlock()) {
      if (!known.has(block.type) || block.isInsertionMarker()) continue
      const place = String(top++)
      found.set(place, block)
      body(block.getInput(BODY_INPUT)?.connection?.targetBlock() ?? null, place)
    }
  }
  return found
}

/**
 * The block each note is about: the block at the note's place if it says the same, else the first
 * block that does (the child moved it). A note whose block is gone goes nowhere (the note above
 * the lesson says it was about their blocks before).
 */
export function noteTargets(workspace: Blockly.Workspace, notes: readonly BlockNote[]) {
  const byPlace = blocksByPlace(workspace)
  const program = blocksInOrder(
    fromBlocklyState(Blockly.serialization.workspaces.save(workspace) as BlocklyWorkspaceState),
  )
  const found: { block: Blockly.Block; note: BlockNote }[] = []
  for (const note of notes) {
    const entry =
      program.find((candidate) => candidate.place === note.place && candidate.words === note.words) ??
      program.find((candidate) => candidate.words === note.words)
    const block = entry ? byPlace.get(entry.place) : undefined
    if (block) found.push({ block, note })
  }
  return found
}
