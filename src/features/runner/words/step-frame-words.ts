import { m } from '@/paraglide/messages'
import type { RunError, RunErrorKind } from '../runtime/run-program'
import type { RunnerWords, RunStop } from './run-words'
import type { SayMistake } from './use-mistake-sentence-words'

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

/** Why a run ended before the program finished by itself, in the page's language. */
export function stopWords(words: RunnerWords, stop: RunStop): string {
  if (words === 'blocks') {
    if (stop === 'timeout') return m.runner_stop_blocks_timeout()
    if (stop === 'stopped') return m.runner_stop_blocks_stopped()
    if (stop === 'crashed') return m.runner_stop_blocks_crashed()
    return m.runner_stop_blocks_unavailable()
  }
  if (stop === 'timeout') return m.runner_stop_code_timeout()
  if (stop === 'stopped') return m.runner_stop_code_stopped()
  if (stop === 'crashed') return m.runner_stop_code_crashed()
  return m.runner_stop_code_unavailable()
}

const BLOCKS_MISTAKES: Readonly<Record<RunErrorKind, () => string>> = {
  'too-many-steps': () => m.runner_blocks_too_many_steps(),
  'calls-itself': () => m.runner_blocks_calls_itself(),
  'pen-width': () => m.runner_blocks_pen_width(),
}

/**
 * The sentence the child sees for a mistake in the run. The blocks voice is in the page's
 * language; the code voice's explanation too once its words have loaded (`say`, decision 220),
 * the engine's English until then (`lang` says so).
 */
export function shownMistake(
  error: RunError,
  words: RunnerWords,
  say?: SayMistake | null,
): { text: string; lang?: 'en' } {
  if (words === 'code') return error.said && say ? say(error.said) : { text: error.message, lang: 'en' }
  return { text: error.kind ? BLOCKS_MISTAKES[error.kind]() : m.runner_blocks_other_mistake() }
}

const STOPS: readonly RunStop[] = ['timeout', 'stopped', 'crashed', 'unavailable']

/** Every sentence of the frame in the blocks voice (for the plain-words test). */
export function allBlocksFrameWords(): string[] {
  return [
    ...Object.values(WAITING_WORDS.blocks),
    ...Object.values(STEP_WORDS.blocks),
    ...STOPS.map((stop) => stopWords('blocks', stop)),
  ]
}
