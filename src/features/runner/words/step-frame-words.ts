import { m } from '@/paraglide/messages'
import type { RunnerWords } from './run-words'

// The frame around a run, in the page's language. Kept apart from run-words.ts, which the judge
// also uses: the judge runs in the sandbox and carries no message catalogue.

/** What the output box says before anything ran, in the page's language (decision 204). */
export const WAITING_WORDS: Readonly<
  Record<RunnerWords, { readonly idle: string; readonly running: string }>
> = {
  code: {
    get idle() {
      return m.run_code_idle()
    },
    get running() {
      return m.run_code_running()
    },
  },
  blocks: {
    get idle() {
      return m.run_blocks_idle()
    },
    get running() {
      return m.run_blocks_running()
    },
  },
}

/** The step's own furniture: the Reset question and the line above the checks before a run. */
export const STEP_WORDS: Readonly<
  Record<RunnerWords, { readonly resetQuestion: string; readonly checksWait: string }>
> = {
  code: {
    get resetQuestion() {
      return m.run_code_reset_question()
    },
    get checksWait() {
      return m.checks_press_run_code()
    },
  },
  blocks: {
    get resetQuestion() {
      return m.run_blocks_reset_question()
    },
    get checksWait() {
      return m.checks_press_run_blocks()
    },
  },
}

/** Every sentence of the frame in the blocks voice (for the plain-words test). */
export function allBlocksFrameWords(): string[] {
  return [...Object.values(WAITING_WORDS.blocks), ...Object.values(STEP_WORDS.blocks)]
}
