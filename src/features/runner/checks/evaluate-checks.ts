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
 */

import type { Check } from '@/kernel/lesson-content/lesson-content.schemas'
import { colorLabel, normalizeColor } from '@/kernel/runner-protocol/colors'
import type { FunctionProbe, ProbeResult, RunError, RunOutcome } from '../runtime/run-program'
import { type Drawing, distance, traceTurtle, turtleCommands } from '../runtime/turtle-geometry'
import { mistakeWords, type RunnerWords } from '../words/run-words'
import { type CodeFacts, codeFacts, codeFactsOf, type PlainCodeFacts } from './code-facts'
import { sameProbe } from './probes'
import { sameValue, showValue } from './values'

export { probesFor } from './probes'

export interface CheckInput {
  /** The JavaScript that ran (for blocks, what the blocks wrote). */
  code: string
  outcome: RunOutcome
  /** The lesson's voice for the engine's own sentences (decision 117); `code` when not given. */
  words?: RunnerWords
  /** What the code is made of, when the engine found it (Python); otherwise read from the JavaScript. */
  facts?: PlainCodeFacts | null
}

interface CheckResult {
  checkIndex: number
  passed: boolean
  message: string
  detail?: string
}

export interface CheckReport {
  results: CheckResult[]
  allPassed: boolean
}

export function evaluateChecks(checks: readonly Check[], input: CheckInput): CheckReport {
  const facts = new RunFacts(input)
  const say = SAY[input.words ?? 'code']
  const results = checks.map((check, checkIndex) => {
    const verdict = judge(check, facts, say)
    const template = verdict.passed ? (check.pass ?? say.pass(check, verdict.values)) : check.fail
    const result: CheckResult = {
      checkIndex,
      passed: verdict.passed,
      message: fill(template, verdict.values),
    }
    if (!verdict.passed && verdict.detail && !usesPlaceholderFor(check.fail, verdict.detailCovers)) {
      result.detail = verdict.detail
    }
    return result
  })
  return { results, allPassed: results.every((r) => r.passed) }
}

/** Everything a check might look at, worked out once and only when a check asks. */
class RunFacts {
  constructor(readonly input: CheckInput) {}
  #drawing?: Drawing
  #lines?: string[]
  #code?: CodeFacts | null

  get outcome(): RunOutcome {
    return this.input.outcome
  }
  get drawing(): Drawing {
    this.#drawing ??= traceTurtle(turtleCommands(this.input.outcome.events))
    return this.#drawing
  }
  /** Console lines, spaces at line ends removed, trailing empty lines dropped. */
  get lines(): string[] {
    if (!this.#lines) {
      const lines = this.input.outcome.events
        .flatMap((e) => (e.type === 'log' ? e.text.split('\n') : []))
        .map((line) => line.trimEnd())
      while (lines.length > 0 && lines[lines.length - 1] === '') lines.pop()
      this.#lines = lines
    }
    return this.#lines
  }
  get code(): CodeFacts | null {
    if (this.#code === undefined) {
      const { facts } = this.input
      this.#code = facts === undefined ? codeFacts(this.input.code) : facts && codeFactsOf(facts)
    }
    return this.#code
  }
  probe(wanted: FunctionProbe): ProbeResult | undefined {
    return this.input.outcome.probes.find((p) => sameProbe(p, wanted))
  }
}

interface Verdict {
  passed: boolean
  values: Record<string, string | number>
  detail?: string
  /** Placeholders that already say what the detail says; when the fail text uses one, no detail. */
  detailCovers?: string[]
}

type Bounds = { min?: number; max?: number; exact?: number }

function withinBounds(actual: number, bounds: Bounds): { passed: boolean; expected: number } {
  if (bounds.exact !== undefined) return { passed: actual === bounds.exact, expected: bounds.exact }
  if (bounds.min !== undefined && actual < bounds.min) return { passed: false, expected: bounds.min }
  if (bounds.max !== undefined && actual > bounds.max) return { passed: false, expected: bounds.max }
  return { passed: true, expected: bounds.exact ?? bounds.min ?? bounds.max ?? actual }
}

function counted(actual: number, bounds: Bounds): Verdict {
  const { passed, expected } = withinBounds(actual, bounds)
  return { passed, values: { actual, expected } }
}

function judge(check: Check, facts: RunFacts, say: Say): Verdict {
  switch (check.type) {
    case 'no-error': {
      const error = facts.outcome.error
      const mistake = error ? say.mistake(error) : undefined
      return {
        passed: error === null,
        values: {
          actual: mistake ?? 'no problems',
          expected: 'no problems',
          error: mistake ?? '',
        },
        detail: mistake,
        detailCovers: ['error', 'actual'],
      }
    }
    case 'output-includes': {
      const all = facts.lines.join('\n')
      const passed = check.ignoreCase
        ? all.toLowerCase().includes(check.text.toLowerCase())
        : all.includes(check.text)
      const last = facts.lines[facts.lines.length - 1]
      return {
        passed,
        values: { expected: check.text, actual: last ?? '' },
        detail: last === undefined ? say.printedNothing : say.printedLast(last),
        detailCovers: ['actual'],
      }
    }
    case 'output-equals': {
      const actual = facts.lines
      const expected = check.lines.map((line) => line.trimEnd())
      const differs = Math.max(actual.length, expected.length)
      let line = 0
      for (let i = 0; i < differs; i++) {
        if (actual[i] !== expected[i]) {
          line = i + 1
          break
        }
      }
      const expectedLine = expected[line - 1]
      const actualLine = actual[line - 1]
      let detail: string | undefined
      if (line > 0) {
        if (actualLine === undefined)
          detail = say.outputTooShort(actual.length, expected.length, line, expectedLine!)
        else if (expectedLine === undefined)
          detail = say.outputTooLong(actual.length, expected.length, line, actualLine)
        else detail = say.outputDiffers(line, expectedLine, actualLine)
      }
      return {
        passed: line === 0,
        values: {
          expected: expected.join('\n'),
          actual: actual.join('\n'),
          line,
          expectedLine: expectedLine ?? '',
          actualLine: actualLine ?? '',
        },
        detail,
        detailCovers: ['line', 'expectedLine', 'actualLine'],
      }
    }
    case 'output-matches': {
      const pattern = new RegExp(check.pattern)
      const last = facts.lines[facts.lines.length - 1]
      return {
        passed: facts.lines.some((line) => pattern.test(line)),
        values: { expected: check.pattern, actual: last ?? '' },
        detail: last === undefined ? say.printedNothing : say.printedLast(last),
        detailCovers: ['actual'],
      }
    }
    case 'output-line-count':
      return counted(facts.lines.length, check)
    case 'turtle-segment-count':
      return counted(facts.drawing.lines.length, check)
    case 'turtle-closed-shape':
      return closedShapeVerdict(check, facts.drawing)
    case 'turtle-uses-color': {
      const wanted = normalizeColor(check.color) ?? check.color.toLowerCase()
      const used = facts.drawing.colorsUsed
      return {
        passed: used.includes(wanted),
        values: {
          expected: colorLabel(check.color),
          actual: used.map(colorLabel).join(', ') || 'nothing drawn',
        },
        detail:
          used.length === 0
            ? 'The turtle has not drawn anything yet.'
            : `The turtle drew with ${used.map(colorLabel).join(', ')}.`,
        detailCovers: ['actual'],
      }
    }
    case 'turtle-color-count':
      return counted(facts.drawing.colorsUsed.length, { min: check.min })
    case 'turtle-total-distance':
      return counted(Math.round(facts.drawing.distanceDrawn), check)
    case 'turtle-ends-at-start': {
      const { x, y } = facts.drawing.turtle
      const gap = Math.round(Math.hypot(x, y))
      return {
        passed: Math.hypot(x, y) <= 0.5,
        values: { actual: gap, expected: 0, gap },
        detail: `The turtle stopped ${plural(gap, 'step')} away from where it started.`,
        detailCovers: ['gap', 'actual'],
      }
    }
    case 'turtle-ends-at': {
      const { x, y } = facts.drawing.turtle
      const at = `(${round(x)}, ${round(y)})`
      return {
        passed: Math.hypot(x - check.x, y - check.y) <= 1,
        values: { actual: at, expected: `(${check.x}, ${check.y})` },
        detail: `The turtle stopped at ${at}.`,
        detailCovers: ['actual'],
      }
    }
    case 'turtle-circle-count':
      return counted(facts.drawing.circles.length, check)
    case 'turtle-fill-count':
      return counted(facts.drawing.fills.length, check)
    case 'function-exists': {
      const probe = facts.probe({ name: check.name, args: [], read: true })
      const passed = probe?.ok === true && probe.type === 'function'
      return {
        passed,
        values: { name: check.name, expected: check.name, actual: probe?.type ?? 'nothing' },
        detail: passed
          ? undefined
          : probe && !probe.missing
            ? `\`${check.name}\` is a ${probe.type}, not a function.`
            : undefined,
      }
    }
    case 'function-returns':
      return functionReturnsVerdict(check, facts)
    case 'variable-equals': {
      const probe = facts.probe({ name: check.name, args: [], read: true })
      const expected = showValue(check.expected)
      if (!probe?.ok) {
        return {
          passed: false,
          values: { name: check.name, expected, actual: 'nothing' },
          detail: probe?.error ?? `Your program has no \`${check.name}\`.`,
        }
      }
      const actual = showValue(probe.value)
      return {
        passed: sameValue(probe.value, check.expected),
        values: { name: check.name, expected, actual },
        detail: `\`${check.name}\` is ${actual}.`,
        detailCovers: ['actual'],
      }
    }
    case 'code-uses': {
      const code = facts.code
      return {
        passed: code?.constructs.has(check.construct) ?? false,
        values: { expected: check.construct, actual: '' },
        detail: code ? undefined : say.fixFirst,
      }
    }
    case 'code-calls': {
      const code = facts.code
      if (!code)
        return {
          passed: false,
          values: { name: check.name, actual: 0, expected: check.exact ?? check.min ?? 0 },
          detail: say.fixFirst,
        }
      const verdict = counted(code.calls.get(check.name) ?? 0, check)
      return { ...verdict, values: { ...verdict.values, name: check.name } }
    }
    case 'code-max-statements': {
      const code = facts.code
      if (!code) return { passed: false, values: { actual: 0, expected: check.max }, detail: say.fixFirst }
      return counted(code.statements, { max: check.max })
    }
  }
}

function closedShapeVerdict(
  check: Extract<Check, { type: 'turtle-closed-shape' }>,
  drawing: Drawing,
): Verdict {
  const shapes = drawing.closedShapes
  const matching = shapes.filter((s) => check.sides === undefined || s.sides === check.sides)
  const needed = check.min ?? 1
  const expected = check.sides ?? needed
  // The shape the child was most likely making: the closed one nearest in sides, else the
  // longest open path.
  const nearest = [...shapes].sort(
    (a, b) => Math.abs(a.sides - (check.sides ?? a.sides)) - Math.abs(b.sides - (check.sides ?? b.sides)),
  )[0]
  const longest = [...drawing.paths].sort((a, b) => b.lines.length - a.lines.length)[0]
  const gap = longest
    ? Math.round(distance(longest.points[0]!, longest.points[longest.points.length - 1]!))
    : 0
  const actual = check.sides !== undefined ? (nearest?.sides ?? longest?.lines.length ?? 0) : matching.length
  const values = { expected, actual, count: matching.length, gap }
  if (matching.length >= needed) return { passed: true, values }

  if (!longest)
    return { passed: false, values, detail: 'The turtle has not drawn anything yet.', detailCovers: [] }
  if (matching.length > 0) {
    const detail = `You drew ${plural(matching.length, 'shape')} like this; ${needed} are needed.`
    return { passed: false, values, detail, detailCovers: ['count'] }
  }
  if (nearest && check.sides !== undefined) {
    const detail = `Your closed shape has ${plural(nearest.sides, 'side')}; it needs ${check.sides}.`
    return { passed: false, values, detail, detailCovers: ['actual'] }
  }
  const detail = `Your shape is not closed yet: its end is ${plural(gap, 'step')} away from its start.`
  return { passed: false, values, detail, detailCovers: ['gap'] }
}

function functionReturnsVerdict(
  check: Extract<Check, { type: 'function-returns' }>,
  facts: RunFacts,
): Verdict {
  const probe = facts.probe({ name: check.name, args: check.args })
  const call = `${check.name}(${check.args.map(showValue).join(', ')})`
  const expected = showValue(check.expected)
  const values = { name: check.name, call, expected, actual: '' }
  if (!probe) return { ...failed(values), detail: 'This check did not run. Run your code again.' }
  if (probe.missing)
    return { ...failed(values), detail: `There is no function called \`${check.name}\` yet.` }
  if (!probe.ok)
    return {
      ...failed({ ...values, actual: 'a problem' }),
      detail: `\`${call}\` stopped with a problem: ${probe.error ?? ''}`,
    }
  const actual = showValue(probe.value)
  if (sameValue(probe.value, check.expected)) return { passed: true, values: { ...values, actual } }
  const detail =
    probe.value === undefined
      ? `\`${call}\` gave back nothing (undefined). Does it \`return\` its answer?`
      : `\`${call}\` gave back ${actual}, but it should give back ${expected}.`
  return { passed: false, values: { ...values, actual }, detail, detailCovers: ['actual'] }
}

function failed(values: Record<string, string | number>): Verdict {
  return { passed: false, values }
}

function codePass(check: Check, values: Record<string, string | number>): string {
  switch (check.type) {
    case 'no-error':
      return 'Your program ran without problems.'
    case 'output-includes':
    case 'output-equals':
    case 'output-matches':
      return 'Your output is just right.'
    case 'output-line-count':
      return `Your program printed ${plural(Number(values.actual), 'line')}.`
    case 'turtle-segment-count':
      return `The turtle drew ${plural(Number(values.actual), 'line')}.`
    case 'turtle-closed-shape':
      return check.sides ? `You drew a closed shape with ${check.sides} sides.` : 'You drew a closed shape.'
    case 'turtle-uses-color':
      return `You drew with ${values.expected}.`
    case 'turtle-color-count':
      return `You used ${values.actual} colours.`
    case 'turtle-total-distance':
      return `The turtle drew ${values.actual} steps of lines.`
    case 'turtle-ends-at-start':
      return 'The turtle is back where it started.'
    case 'turtle-ends-at':
      return `The turtle got to ${values.expected}.`
    case 'turtle-circle-count':
      return `You drew ${plural(Number(values.actual), 'circle')}.`
    case 'turtle-fill-count':
      return `You filled ${plural(Number(values.actual), 'shape')}.`
    case 'function-exists':
      return `You made the function \`${check.name}\`.`
    case 'function-returns':
      return `\`${values.call}\` gives back ${values.expected}.`
    case 'variable-equals':
      return `\`${check.name}\` is ${values.expected}.`
    case 'code-uses':
      return `You used ${CONSTRUCT_WORDS[check.construct]}.`
    case 'code-calls':
      return `You used \`${check.name}\`.`
    case 'code-max-statements':
      return `Your program is short: ${plural(Number(values.actual), 'statement')}.`
  }
}

const CONSTRUCT_WORDS: Record<Extract<Check, { type: 'code-uses' }>['construct'], string> = {
  for: 'a for loop',
  while: 'a while loop',
  loop: 'a loop',
  repeat: 'a repeat',
  'nested-loop': 'a loop inside a loop',
  function: 'a function',
  parameter: 'a function with a parameter',
  return: 'return',
  if: 'if',
  else: 'else',
  variable: 'a variable',
  array: 'a list',
  'template-literal': 'a template string',
  comparison: 'a comparison',
  logical: 'and / or / not',
  event: 'a message event',
  random: 'random',
}

/** The blocks voice where it differs from the code voice (decision 117). */
function blocksPass(check: Check, values: Record<string, string | number>): string {
  switch (check.type) {
    case 'no-error':
      return 'The turtle did everything without a problem.'
    case 'output-includes':
    case 'output-equals':
    case 'output-matches':
      return 'The turtle said just the right words.'
    case 'output-line-count':
      return `The turtle said ${plural(Number(values.actual), 'thing')}.`
    case 'code-uses':
      return `You used ${BLOCK_CONSTRUCT_WORDS[check.construct] ?? CONSTRUCT_WORDS[check.construct]}.`
    case 'code-calls':
      return `You used ${check.name}.`
    case 'code-max-statements':
      return `Only ${plural(Number(values.actual), 'block')}!`
    default:
      return codePass(check, values)
  }
}

const BLOCK_CONSTRUCT_WORDS: Partial<Record<Extract<Check, { type: 'code-uses' }>['construct'], string>> = {
  for: 'a repeat block',
  while: 'a repeat block',
  loop: 'a repeat block',
  repeat: 'a repeat block',
  'nested-loop': 'a repeat block inside a repeat block',
  variable: 'a number box',
  event: 'a "when I get" block',
}

/** The engine's own sentences: details under a check and the texts of checks that pass. */
interface Say {
  pass: (check: Check, values: Record<string, string | number>) => string
  mistake: (error: RunError) => string
  fixFirst: string
  printedNothing: string
  printedLast: (last: string) => string
  outputTooShort: (actual: number, expected: number, line: number, expectedLine: string) => string
  outputTooLong: (actual: number, expected: number, line: number, actualLine: string) => string
  outputDiffers: (line: number, expectedLine: string, actualLine: string) => string
}

const SAY: Readonly<Record<RunnerWords, Say>> = {
  code: {
    pass: codePass,
    mistake: (error) => mistakeWords(error, 'code'),
    fixFirst: 'Fix the mistake in your code first, then run it again.',
    printedNothing: 'Your program did not print anything yet.',
    printedLast: (last) => `Your program printed "${last}".`,
    outputTooShort: (actual, expected, line, expectedLine) =>
      `Your program printed ${plural(actual, 'line')}; ${plural(expected, 'line')} are needed. Line ${line} should be "${expectedLine}".`,
    outputTooLong: (actual, expected, line, actualLine) =>
      `Your program printed ${plural(actual, 'line')}, but only ${expected} are needed. Line ${line} ("${actualLine}") is extra.`,
    outputDiffers: (line, expectedLine, actualLine) =>
      `Line ${line} should be "${expectedLine}", but it is "${actualLine}".`,
  },
  blocks: {
    pass: blocksPass,
    mistake: (error) => mistakeWords(error, 'blocks'),
    fixFirst: 'Change your blocks, then press Run again.',
    printedNothing: 'The turtle did not say anything yet.',
    printedLast: (last) => `The turtle said "${last}".`,
    outputTooShort: (actual, expected, _line, expectedLine) =>
      `The turtle said ${plural(actual, 'thing')}, but ${expected} are needed. Next it should say "${expectedLine}".`,
    outputTooLong: (actual, expected, _line, actualLine) =>
      `The turtle said ${plural(actual, 'thing')}, but only ${expected} are needed. "${actualLine}" is one too many.`,
    outputDiffers: (_line, expectedLine, actualLine) =>
      `The turtle said "${actualLine}" where it should say "${expectedLine}".`,
  },
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

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`
}

function round(n: number): number {
  return Math.round(n * 10) / 10
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
