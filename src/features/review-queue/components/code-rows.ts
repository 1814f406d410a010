import { blocksInOrder } from '@/features/runner'
import { m } from '@/paraglide/messages'
import type { QueueStep } from '../queue-work.server'

/** A line of code, or a block of a blocks program (decision 209), that a comment is pinned to. */
export interface CodeRow {
  key: string
  text: string
  /** A block's depth in the program; undefined for a line of code. */
  depth: number | undefined
  anchor: { line: number; blockId: null } | { line: null; blockId: string }
  /** What the comment box and its button are called. */
  name: string
}

/** A blocks step with its blocks saved is shown block by block; anything else line by line. */
export function codeRows(step: QueueStep | undefined): CodeRow[] {
  if (!step?.latest) return []
  const blocks = step.language === 'blocks' ? blocksInOrder(step.latest.blocks) : []
  if (blocks.length > 0)
    return blocks.map((entry) => ({
      key: `block-${entry.place}`,
      text: entry.words,
      depth: entry.depth,
      anchor: { line: null, blockId: entry.place },
      name: m.review_queue_comment_on_block({ words: entry.words }),
    }))
  return step.latest.code.split('\n').map((text, index) => ({
    key: `line-${index + 1}`,
    text,
    depth: undefined,
    anchor: { line: index + 1, blockId: null },
    name: m.review_queue_comment_on_line({ number: index + 1 }),
  }))
}

/** Whether a comment is pinned to this row: its line, or its block (decision 209). */
export const commentOnRow = (entry: { line: number | null; blockId: string | null }, at: CodeRow): boolean =>
  at.anchor.blockId === null
    ? entry.blockId === null && entry.line === at.anchor.line
    : entry.blockId === at.anchor.blockId
