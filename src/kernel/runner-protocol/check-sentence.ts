/**
 * The sentences the judge writes about a run, as keys and values (decision 213): a check's pass
 * text when the lesson gives none, and the detail under a failed check. The judge runs in the
 * server's sandbox and carries no catalogue (decision 204), so it says what it means and the page
 * says it in its language (`runner/words/check-sentence-words.ts`); the judge's own English
 * (`runner/checks/check-words.ts`) is what the server stores and the content tests read.
 *
 * Values are plain JSON. Numbers stay numbers (the page chooses the plural form and formats them
 * in its language); names, calls, values and printed lines are the child's code and stay as they
 * are; colours are normalised CSS colours (the page names them).
 */
import type { Check } from '@/kernel/lesson-content/lesson-content.schemas'
import type { MistakeSentence } from './mistake-sentence'

export type CodeConstruct = Extract<Check, { type: 'code-uses' }>['construct']

export type CheckSentence =
  // A check's pass text, when the lesson gives none.
  | { key: 'pass-no-error' }
  | { key: 'pass-output' }
  | { key: 'pass-output-lines'; count: number }
  | { key: 'pass-segments'; count: number }
  | { key: 'pass-closed-shape' }
  | { key: 'pass-closed-shape-sides'; sides: number }
  | { key: 'pass-uses-color'; color: string }
  | { key: 'pass-color-count'; count: number }
  | { key: 'pass-distance'; count: number }
  | { key: 'pass-back-at-start' }
  | { key: 'pass-ends-at'; at: string }
  | { key: 'pass-circles'; count: number }
  | { key: 'pass-fills'; count: number }
  | { key: 'pass-function-exists'; name: string }
  | { key: 'pass-function-returns'; call: string; value: string }
  | { key: 'pass-variable-equals'; name: string; value: string }
  | { key: 'pass-code-uses'; construct: CodeConstruct }
  | { key: 'pass-code-calls'; name: string }
  | { key: 'pass-short'; count: number }
  // The detail under a failed check.
  /**
   * The run's mistake: `message` is the engine's English (the code voice), `said` what it means
   * (decision 220), `kind` the blocks'.
   */
  | {
      key: 'mistake'
      message: string
      said?: MistakeSentence
      kind?: 'too-many-steps' | 'calls-itself' | 'pen-width'
    }
  | { key: 'fix-first' }
  | { key: 'printed-nothing' }
  | { key: 'printed-last'; text: string }
  | { key: 'output-too-short'; actual: number; expected: number; line: number; expectedLine: string }
  | { key: 'output-too-long'; actual: number; expected: number; line: number; actualLine: string }
  | { key: 'output-differs'; line: number; expectedLine: string; actualLine: string }
  | { key: 'drew-nothing' }
  | { key: 'drew-with'; colors: string[] }
  | { key: 'stopped-away'; gap: number }
  | { key: 'stopped-at'; at: string }
  | { key: 'shapes-too-few'; count: number; needed: number }
  | { key: 'shape-sides'; sides: number; needed: number }
  | { key: 'shape-open'; gap: number }
  | { key: 'not-a-function'; name: string; type: string }
  | { key: 'no-variable'; name: string }
  | { key: 'variable-is'; name: string; value: string }
  /** A probe's own mistake: the engine's English explanation (the code voice) and what it means. */
  | { key: 'probe-mistake'; message: string; said?: MistakeSentence }
  | { key: 'check-did-not-run' }
  | { key: 'no-function'; name: string }
  | { key: 'call-problem'; call: string; message: string; said?: MistakeSentence }
  | { key: 'gave-back-nothing'; call: string }
  | { key: 'gave-back'; call: string; actual: string; expected: string }
