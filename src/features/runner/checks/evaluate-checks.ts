/**
 * Judges a run against an exercise's checks. Pure: the same function runs in the player after
 * the worker reports and in the content tests; the server stores the player's verdict
 * (docs/decisions/012-progress-reported-by-the-player.md).
 *
 * Messages: the check's `fail` (or `pass`) text with placeholders filled in. Every check fills
 * `{actual}` and `{expected}`; `{actual:side}` writes the number with the word, plural when
 * needed ("1 side", "3 sides"). Some checks fill more:
 * - output-equals: `{line}` (first line that differs), `{expectedLine}`, `{actualLine}`
 * - turtle-closed-shape: `{count}` (matching shapes), `{gap}` (steps between the end of the
 *   longest open line and its start)
 * - turtle-ends-at-start: `{gap}`
 * - function-exists, function-returns, variable-equals, code-calls: `{name}`; function-returns
 *   also `{call}`, e.g. `add(2, 3)`
 * - no-error: `{error}`
 * A result may carry `detail`: one more sentence from the engine that names the exact gap (what
 * a function returned, where a line differs, how far from closed a shape is). Show it under the
 * message.
 *
 * The engine's own sentences (a pass text the lesson does not give, every detail) come twice: in
 * English (`message`, `detail`: what the server stores and the content tests read) and as keys
 * and values (`said`, `detailSaid`), which the page says in its language (decision 213).
 */

import type { Check } from '@/kernel/lesson-content/lesson-content.schemas'
import type { CheckSentence } from '@/kernel/runner-protocol/check-sentence'
import { judge } from './check-verdicts'
import { englishSentence, passSentence } from './check-words'
import { type CheckInput, RunFacts } from './run-facts'

export { probesFor } from './probes'

interface CheckResult {
  checkIndex: number
  passed: boolean
  message: string
  /** When the message is the engine's (no pass text in the lesson): what it means. */
  said?: CheckSentence
  detail?: string
  detailSaid?: CheckSentence
}

export interface CheckReport {
  results: CheckResult[]
  allPassed: boolean
}

export function evaluateChecks(checks: readonly Check[], input: CheckInput): CheckReport {
  const facts = new RunFacts(input)
  const voice = input.words ?? 'code'
  const results = checks.map((check, checkIndex) => {
    const verdict = judge(check, facts, voice)
    const said = verdict.passed && check.pass === undefined ? passSentence(check, verdict.values) : undefined
    const result: CheckResult = said
      ? { checkIndex, passed: true, message: englishSentence(said, voice), said }
      : {
          checkIndex,
          passed: verdict.passed,
          message: fill((verdict.passed ? check.pass : check.fail) ?? check.fail, verdict.values),
        }
    if (!verdict.passed && verdict.detail && !usesPlaceholderFor(check.fail, verdict.detailCovers)) {
      result.detail = englishSentence(verdict.detail, voice)
      result.detailSaid = verdict.detail
    }
    return result
  })
  return { results, allPassed: results.every((r) => r.passed) }
}

/**
 * `{name}` is the value; `{name:word}` is the number with the word, plural when needed ("1 side",
 * "3 sides"); `{name:word|words}` gives the plural when it is not just an "s" ("1 dash", "2 dashes").
 * `${…}` is left alone: messages may show JavaScript template strings.
 */
function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(
    /(?<!\$)\{(\w+)(?::([^}|]+)(?:\|([^}]+))?)?\}/g,
    (whole, key: string, word?: string, words?: string) => {
      if (!(key in values)) return whole
      const value = values[key]!
      if (!word || typeof value !== 'number') return String(value)
      return `${value} ${value === 1 ? word : (words ?? `${word}s`)}`
    },
  )
}

function usesPlaceholderFor(template: string, keys: readonly string[] | undefined): boolean {
  return (keys ?? []).some((key) => template.includes(`{${key}}`) || template.includes(`{${key}:`))
}

/** Placeholders each check fills, for authoring tools and the content tests. */
export const CHECK_PLACEHOLDERS: Readonly<Record<Check['type'], readonly string[]>> = {
  'no-error': ['actual', 'expected', 'error'],
  'output-includes': ['actual', 'expected'],
  'output-equals': ['actual', 'expected', 'line', 'expectedLine', 'actualLine'],
  'output-matches': ['actual', 'expected'],
  'output-line-count': ['actual', 'expected'],
  'turtle-segment-count': ['actual', 'expected'],
  'turtle-closed-shape': ['actual', 'expected', 'count', 'gap'],
  'turtle-uses-color': ['actual', 'expected'],
  'turtle-color-count': ['actual', 'expected'],
  'turtle-total-distance': ['actual', 'expected'],
  'turtle-ends-at-start': ['actual', 'expected', 'gap'],
  'turtle-ends-at': ['actual', 'expected'],
  'turtle-circle-count': ['actual', 'expected'],
  'turtle-fill-count': ['actual', 'expected'],
  'function-exists': ['actual', 'expected', 'name'],
  'function-returns': ['actual', 'expected', 'name', 'call'],
  'variable-equals': ['actual', 'expected', 'name'],
  'code-uses': ['actual', 'expected'],
  'code-calls': ['actual', 'expected', 'name'],
  'code-max-statements': ['actual', 'expected'],
}
