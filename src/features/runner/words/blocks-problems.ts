import {
  type BlockProgram,
  BlockProgramError,
  blocksToJavaScript,
  EVENT_BLOCKS,
} from '@/kernel/runner-protocol/block-program'
import { m } from '@/paraglide/messages'

/**
 * What stops a blocks program from doing what the child built, found before it runs (blocks
 * cannot have a typing mistake, but they can lie loose or miss the block that starts them).
 * Said in the blocks voice (decision 117); null when the blocks are fine.
 */
export function blocksProblem(program: BlockProgram): string | null {
  try {
    blocksToJavaScript(program)
  } catch (error) {
    if (error instanceof BlockProgramError) return BLOCKS_PROBLEM_WORDS.unreadable
    throw error
  }
  const starts = program.filter((block) => EVENT_BLOCKS.includes(block.type))
  const loose = program.filter((block) => !EVENT_BLOCKS.includes(block.type))
  if (starts.length === 0) return BLOCKS_PROBLEM_WORDS.noStart
  return loose.length > 0 ? BLOCKS_PROBLEM_WORDS.loose : null
}

/** The problems' sentences, in the page's language (decision 204). */
export const BLOCKS_PROBLEM_WORDS = {
  get unreadable() {
    return m.runner_problem_unreadable()
  },
  get noStart() {
    return m.runner_problem_no_start()
  },
  get loose() {
    return m.runner_problem_loose()
  },
}
