import * as Blockly from 'blockly/core'
import { m } from '@/paraglide/messages'

/**
 * The blocks program in words a screen reader reads (decision 179): each block's name says what it
 * does and where it is ("move forward 50, inside when Run is clicked, first"), and the outline
 * lists the stacks with the blocks inside them, in order. Works on any Blockly workspace, so it is
 * tested without a browser.
 */

/** Blockly's kind of input that holds blocks inside (a body). */
const STATEMENT = Blockly.inputs.inputTypes.STATEMENT

/** The events that start a program; blocks joined to anything else do not run. */
const STARTS = new Set(['when_run', 'when_message'])

const ORDINALS: readonly (() => string)[] = [
  () => m.blocks_ordinal_1(),
  () => m.blocks_ordinal_2(),
  () => m.blocks_ordinal_3(),
  () => m.blocks_ordinal_4(),
  () => m.blocks_ordinal_5(),
  () => m.blocks_ordinal_6(),
  () => m.blocks_ordinal_7(),
  () => m.blocks_ordinal_8(),
  () => m.blocks_ordinal_9(),
  () => m.blocks_ordinal_10(),
]

/** "first", "second"… in the page's language (decision 213). */
const ordinal = (n: number) => ORDINALS[n - 1]?.() ?? m.blocks_ordinal_n({ n: String(n) })

/** What the block says, with its numbers and choices: "move forward 50", "turn right 90". */
export function blockWords(block: Blockly.Block): string {
  const words: string[] = []
  for (const input of block.inputList) {
    for (const field of input.fieldRow) {
      if (!field.isVisible()) continue
      const text = field.getText().trim()
      if (text) words.push(text)
    }
    const child = input.connection?.targetBlock()
    if (child && input.type !== STATEMENT) words.push(blockWords(child))
  }
  // The turn arrows (↻ ↺) are pictures for the eyes; "turn right" already says it.
  return words.join(' ').replace(/[↻↺▶]/g, '').replace(/\s+/g, ' ').trim()
}

/** The blocks inside a block's body, in order (empty for blocks without one). */
function bodyOf(block: Blockly.Block): Blockly.Block[] {
  const body = block.inputList.find((input) => input.type === STATEMENT)
  const blocks: Blockly.Block[] = []
  for (let next = body?.connection?.targetBlock() ?? null; next; next = next.getNextBlock()) blocks.push(next)
  return blocks
}

const inside = (count: number) => (count === 0 ? m.blocks_nothing_inside() : m.blocks_inside({ count }))

/** Where the block is: "inside when Run is clicked, first", or a loose block that does not run. */
export function blockPlace(block: Blockly.Block): string {
  let first = block
  let position = 1
  for (let before = block.getPreviousBlock(); before; before = before.getPreviousBlock()) {
    // getPreviousBlock is the block above, or the block whose body this one starts.
    if (before.getNextBlock() !== first) {
      return m.blocks_place_inside({ block: blockWords(before), nth: ordinal(position) })
    }
    first = before
    position++
  }
  if (STARTS.has(block.type)) return ''
  if (position === 1 && !block.getNextBlock()) return m.blocks_place_alone()
  return m.blocks_place_loose_stack({ nth: ordinal(position) })
}

/** The name a screen reader reads for a block of the program. */
export function blockLabel(block: Blockly.Block): string {
  const parts = [blockWords(block), blockPlace(block)]
  if (block.inputList.some((input) => input.type === STATEMENT)) parts.push(inside(bodyOf(block).length))
  return parts.filter(Boolean).join(', ')
}

/** One line of the outline: a block and the blocks inside it. */
export interface OutlineItem {
  id: string
  words: string
  inside: OutlineItem[] | null
}

function item(block: Blockly.Block): OutlineItem {
  const hasBody = block.inputList.some((input) => input.type === STATEMENT)
  return { id: block.id, words: blockWords(block), inside: hasBody ? bodyOf(block).map(item) : null }
}

/** The program's stacks, top to bottom as they are drawn, each with its blocks in order. */
export function programOutline(workspace: Blockly.Workspace): OutlineItem[][] {
  return workspace.getTopBlocks(true).map((top) => {
    const stack: OutlineItem[] = []
    for (let block: Blockly.Block | null = top; block; block = block.getNextBlock()) stack.push(item(block))
    return stack
  })
}

/**
 * The name of the whole program area, kept true after every change: what it is and what it
 * holds ("Your program: 3 blocks in 1 stack"). `whose` is "Your program" or "The example".
 */
export function programLabel(workspace: Blockly.Workspace, whose: string): string {
  const blocks = workspace.getAllBlocks(false).filter((block) => !block.isInsertionMarker()).length
  const stacks = workspace.getTopBlocks(false).filter((block) => !block.isInsertionMarker()).length
  if (blocks === 0) return m.blocks_program_empty({ whose })
  return m.blocks_program_label({
    whose,
    blocks: m.blocks_count({ count: blocks }),
    stacks: m.blocks_stack_count({ count: stacks }),
  })
}
