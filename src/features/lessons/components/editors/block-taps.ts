import * as Blockly from 'blockly/core'

/**
 * Building a blocks program with taps only, no dragging (WCAG 2.5.7, decision 148). A program is
 * read from top to bottom like lines of text, the blocks inside a block right under it; every
 * change here keeps that reading order simple to predict:
 * - a new block goes right after the chosen block in that order (inside a repeat or an event
 *   block when that one is chosen), or at the end of the program under "when Run is clicked";
 * - Up and Down move the chosen block one line, into and out of the blocks that hold others.
 * Works on any Blockly workspace, drawn or not, so the rules are tested without a browser.
 */

/** The input of blocks that hold others (repeat, event blocks). */
const BODY = 'DO'

const bodyOf = (block: Blockly.Block) => block.getInput(BODY)?.connection ?? null

/** The last block of the chain that starts with `block`. */
function lastInChain(block: Blockly.Block): Blockly.Block {
  let last = block
  for (let next = last.getNextBlock(); next; next = next.getNextBlock()) last = next
  return last
}

/** Puts `block` (already loose) at the end of what `holder` holds. */
function appendInside(holder: Blockly.Block, block: Blockly.Block) {
  const body = bodyOf(holder)!
  const first = body.targetBlock()
  if (first) lastInChain(first).nextConnection!.connect(block.previousConnection!)
  else body.connect(block.previousConnection!)
}

/** The program's main stack: the first "when Run is clicked" block, if there is one. */
function runBlock(workspace: Blockly.Workspace): Blockly.Block | null {
  return workspace.getTopBlocks(true).find((block) => block.type === 'when_run') ?? null
}

/** A free place below every stack, for a block that starts a stack of its own. */
function placeBelowEverything(workspace: Blockly.Workspace, block: Blockly.Block) {
  let bottom = 0
  for (const top of workspace.getTopBlocks(false)) {
    if (top === block) continue
    const height = top instanceof Blockly.BlockSvg ? top.getHeightWidth().height : 40
    bottom = Math.max(bottom, top.getRelativeToSurfaceXY().y + height)
  }
  block.moveBy(20, bottom + 30)
}

/**
 * Makes a block of `type` and puts it in the program: right after `chosen` in reading order
 * (first inside it when it holds blocks), or at the end of the main stack when nothing is
 * chosen. A block that starts a stack (an event block), or one with no main stack to join,
 * gets a place of its own below the others. Answers the new block.
 */
export function addBlock(
  workspace: Blockly.Workspace,
  type: string,
  chosen: Blockly.Block | null,
): Blockly.Block {
  const block = workspace.newBlock(type)
  if (workspace instanceof Blockly.WorkspaceSvg) {
    const drawn = block as Blockly.BlockSvg
    drawn.initSvg()
    drawn.render()
  }
  const joins = block.previousConnection
  if (!joins) {
    placeBelowEverything(workspace, block)
    return block
  }
  if (chosen && !chosen.isDisposed()) {
    const inside = bodyOf(chosen)
    // Connecting in the middle of a chain moves the blocks that were there under the new one.
    if (inside) inside.connect(joins)
    else chosen.nextConnection?.connect(joins)
    if (joins.isConnected()) return block
  }
  const main = runBlock(workspace)
  if (main) appendInside(main, block)
  else placeBelowEverything(workspace, block)
  return block
}

/** What holds `block` when it is the first block inside another, else null. */
function holderAbove(block: Blockly.Block): Blockly.Block | null {
  const above = block.getPreviousBlock()
  return above && above.getNextBlock() !== block ? above : null
}

/** Where Up would take the block, or null when it is at the top already. */
function upTarget(block: Blockly.Block): (() => void) | null {
  const above = block.getPreviousBlock()
  if (!above) return null
  const holder = holderAbove(block)
  if (holder) {
    // The first block inside: out, to just before what holds it.
    const before = holder.previousConnection?.targetConnection
    if (!before) return null
    return () => {
      block.unplug(true)
      before.connect(block.previousConnection!)
    }
  }
  if (bodyOf(above)) {
    // Right under a repeat: into it, at its end.
    return () => {
      block.unplug(true)
      appendInside(above, block)
    }
  }
  // Swap with the block above.
  const before = above.previousConnection?.targetConnection
  if (!before) {
    // The block above starts a loose stack: this one starts it instead.
    return () => {
      const at = above.getRelativeToSurfaceXY()
      block.unplug(true)
      const from = block.getRelativeToSurfaceXY()
      block.moveBy(at.x - from.x, at.y - from.y)
      block.nextConnection!.connect(above.previousConnection!)
    }
  }
  return () => {
    block.unplug(true)
    before.connect(block.previousConnection!)
  }
}

/** Where Down would take the block, or null when it is at the bottom already. */
function downTarget(block: Blockly.Block): (() => void) | null {
  if (!block.previousConnection) return null
  const below = block.getNextBlock()
  if (below) {
    const inside = bodyOf(below)
    // Right above a repeat: into it, first. Else swap with the block below.
    return () => {
      block.unplug(true)
      ;(inside ?? below.nextConnection!).connect(block.previousConnection!)
    }
  }
  // The last block inside a repeat: out, to just after it. An event block has nothing after it.
  const holder = block.getSurroundParent()
  const after = holder?.nextConnection
  if (!after) return null
  return () => {
    block.unplug(true)
    after.connect(block.previousConnection!)
  }
}

/** Does the change as one step of Undo, and reports it once. */
function asOneStep(change: () => void) {
  const group = Blockly.Events.getGroup()
  if (!group) Blockly.Events.setGroup(true)
  try {
    change()
  } finally {
    if (!group) Blockly.Events.setGroup(false)
  }
}

export const canMoveUp = (block: Blockly.Block) => upTarget(block) !== null
export const canMoveDown = (block: Blockly.Block) => downTarget(block) !== null

/** Moves the block one line up in reading order; false when it cannot go higher. */
export function moveUp(block: Blockly.Block): boolean {
  const move = upTarget(block)
  if (move) asOneStep(move)
  return move !== null
}

/** Moves the block one line down in reading order; false when it cannot go lower. */
export function moveDown(block: Blockly.Block): boolean {
  const move = downTarget(block)
  if (move) asOneStep(move)
  return move !== null
}

/** Takes the block (and what it holds) away; the blocks under it move up to close the gap. */
export function takeAway(block: Blockly.Block) {
  asOneStep(() => block.dispose(true))
}

/** Adds a block as one step of Undo (see addBlock). */
export function addBlockAsOneStep(
  workspace: Blockly.Workspace,
  type: string,
  chosen: Blockly.Block | null,
): Blockly.Block {
  let added: Blockly.Block | null = null
  asOneStep(() => {
    added = addBlock(workspace, type, chosen)
  })
  return added!
}
