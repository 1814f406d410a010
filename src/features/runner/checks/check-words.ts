import type { Check } from '@/kernel/lesson-content/lesson-content.schemas'
import type { RunError } from '../runtime/run-program'
import { mistakeWords, type RunnerWords } from '../words/run-words'

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
export interface Say {
  pass: (check: Check, values: Record<string, string | number>) => string
  mistake: (error: RunError) => string
  fixFirst: string
  printedNothing: string
  printedLast: (last: string) => string
  outputTooShort: (actual: number, expected: number, line: number, expectedLine: string) => string
  outputTooLong: (actual: number, expected: number, line: number, actualLine: string) => string
  outputDiffers: (line: number, expectedLine: string, actualLine: string) => string
}

export const SAY: Readonly<Record<RunnerWords, Say>> = {
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

export function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`
}
