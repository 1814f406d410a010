import type { RunError, RunErrorKind } from '../runtime/run-program'

/**
 * What the player says, in two voices (decision 117): `code` for JavaScript lessons, `blocks` for
 * the blocks course (ages 6–8), which uses no programming words — no "loop", "error", "code",
 * "program", "function" or line numbers — only the blocks' own names and the turtle.
 */
export type RunnerWords = 'code' | 'blocks'

/** Why a run ended before the program finished by itself. */
export type RunStop = 'timeout' | 'stopped' | 'crashed' | 'unavailable'

/**
 * The mistakes blocks can make, said for a six-year-old, in English: the judge's words (the
 * sandbox carries no catalogue). The page says them in its language (step-frame-words.ts).
 */
const BLOCKS_MISTAKE_WORDS: Readonly<Record<RunErrorKind, string>> = {
  'too-many-steps':
    'The turtle had too much to do, so we stopped it. Try smaller numbers in your repeat blocks.',
  'calls-itself':
    'A message kept sending itself again and again, so we stopped it. Take the send block out of its own "when I get" block.',
  'pen-width': 'The pen size must be bigger than 0. Try 5.',
}

/** Anything else (it cannot come from blocks today, but the child still gets words they know). */
const BLOCKS_OTHER_MISTAKE =
  'Something in your blocks got the turtle stuck. Change a block and press Run again.'

/** The sentence the child sees for a mistake in the run, in the lesson's voice. */
export function mistakeWords(error: RunError, words: RunnerWords): string {
  if (words === 'code') return error.message
  return error.kind ? BLOCKS_MISTAKE_WORDS[error.kind] : BLOCKS_OTHER_MISTAKE
}

/**
 * Every sentence the blocks voice can say about a mistake in a run (for the plain-words test); the
 * step's frame and why a run stopped are in step-frame-words.ts.
 */
export function allBlocksRunWords(): string[] {
  return [...Object.values(BLOCKS_MISTAKE_WORDS), BLOCKS_OTHER_MISTAKE]
}
