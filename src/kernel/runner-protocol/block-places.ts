/**
 * Where a block is in a saved blocks program, as plain data (decision 209): its place is the path
 * of indexes from the program's list down through the bodies ("0", "0.2", "0.2.1"), the same on
 * the teacher's screen, on the server and in the child's editor, because a `BlockProgram` keeps no
 * Blockly ids (the editor makes new ones each time it loads). A comment on a block is pinned to
 * the place in one saved version, and follows the block into later versions by what it says.
 */
import { BLOCK_FIELDS, BLOCK_WORDS, type Block, type BlockProgram } from './block-program'

/** A block with its place and its words, in reading order. */
export interface PlacedBlock {
  place: string
  /** How deep it sits: 0 for a block lying on the workspace. */
  depth: number
  block: Block
  words: string
}

/** What a block says with its numbers and choices: "move forward 50", "repeat 4 times". */
export function blockSays(block: Block): string {
  const fields = BLOCK_FIELDS[block.type] ?? []
  const template = BLOCK_WORDS[block.type] ?? block.type
  return template
    .replace(/%(\d)/g, (_, n: string) => {
      const field = fields[Number(n) - 1]
      return String(field ? (block.fields?.[field.name] ?? field.initial) : '')
    })
    .replace(/[↻↺]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
}

/** Every block of the program with its place, top to bottom as it reads. */
export function blocksInOrder(program: unknown): PlacedBlock[] {
  const found: PlacedBlock[] = []
  const walk = (blocks: readonly Block[], prefix: string, depth: number) => {
    blocks.forEach((block, index) => {
      if (!block || typeof block !== 'object' || typeof block.type !== 'string') return
      const place = prefix ? `${prefix}.${index}` : String(index)
      found.push({ place, depth, block, words: blockSays(block) })
      if (Array.isArray(block.body)) walk(block.body, place, depth + 1)
    })
  }
  if (Array.isArray(program)) walk(program as BlockProgram, '', 0)
  return found
}

/** The block at a place, or undefined. */
export function blockAt(program: unknown, place: string): PlacedBlock | undefined {
  return blocksInOrder(program).find((entry) => entry.place === place)
}

/**
 * Where a comment pinned to a block of an earlier version belongs in the current program: the
 * same place if the block there still says the same; otherwise the block saying the same nearest
 * in reading order to where it was; null when no block says that any more ("on an earlier version").
 */
export function placeBlockComment(pinned: unknown, place: string, current: unknown): string | null {
  const before = blocksInOrder(pinned)
  const at = before.findIndex((entry) => entry.place === place)
  if (at < 0) return null
  const words = before[at]!.words
  const now = blocksInOrder(current)
  if (now.find((entry) => entry.place === place)?.words === words) return place
  let best: number | null = null
  now.forEach((entry, index) => {
    if (entry.words !== words) return
    if (best === null || Math.abs(index - at) < Math.abs(best - at)) best = index
  })
  return best === null ? null : now[best]!.place
}
