import type { Check } from '@/kernel/lesson-content/lesson-content.schemas'
import type { CheckSentence, CodeConstruct } from '@/kernel/runner-protocol/check-sentence'
import { colorLabel } from '@/kernel/runner-protocol/colors'
import { mistakeWords, type RunnerWords } from '../words/run-words'

/** What a check that passed says when the lesson gives no pass text, as the judge means it. */
export function passSentence(check: Check, values: Record<string, string | number>): CheckSentence {
  const count = Number(values.actual)
  switch (check.type) {
    case 'no-error':
      return { key: 'pass-no-error' }
    case 'output-includes':
    case 'output-equals':
    case 'output-matches':
      return { key: 'pass-output' }
    case 'output-line-count':
      return { key: 'pass-output-lines', count }
    case 'turtle-segment-count':
      return { key: 'pass-segments', count }
    case 'turtle-closed-shape':
      return check.sides
        ? { key: 'pass-closed-shape-sides', sides: check.sides }
        : { key: 'pass-closed-shape' }
    case 'turtle-uses-color':
      return { key: 'pass-uses-color', color: check.color }
    case 'turtle-color-count':
      return { key: 'pass-color-count', count }
    case 'turtle-total-distance':
      return { key: 'pass-distance', count }
    case 'turtle-ends-at-start':
      return { key: 'pass-back-at-start' }
    case 'turtle-ends-at':
      return { key: 'pass-ends-at', at: String(values.expected) }
    case 'turtle-circle-count':
      return { key: 'pass-circles', count }
    case 'turtle-fill-count':
      return { key: 'pass-fills', count }
    case 'function-exists':
      return { key: 'pass-function-exists', name: check.name }
    case 'function-returns':
      return { key: 'pass-function-returns', call: String(values.call), value: String(values.expected) }
    case 'variable-equals':
      return { key: 'pass-variable-equals', name: check.name, value: String(values.expected) }
    case 'code-uses':
      return { key: 'pass-code-uses', construct: check.construct }
    case 'code-calls':
      return { key: 'pass-code-calls', name: check.name }
    case 'code-max-statements':
      return { key: 'pass-short', count }
  }
}

const CONSTRUCT_WORDS: Record<CodeConstruct, string> = {
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

const BLOCK_CONSTRUCT_WORDS: Partial<Record<CodeConstruct, string>> = {
  for: 'a repeat block',
  while: 'a repeat block',
  loop: 'a repeat block',
  repeat: 'a repeat block',
  'nested-loop': 'a repeat block inside a repeat block',
  variable: 'a number box',
  event: 'a "when I get" block',
}

/** The blocks voice where it differs from the code voice (decision 117). */
function blocksEnglish(s: CheckSentence): string | undefined {
  switch (s.key) {
    case 'pass-no-error':
      return 'The turtle did everything without a problem.'
    case 'pass-output':
      return 'The turtle said just the right words.'
    case 'pass-output-lines':
      return `The turtle said ${plural(s.count, 'thing')}.`
    case 'pass-code-uses':
      return `You used ${BLOCK_CONSTRUCT_WORDS[s.construct] ?? CONSTRUCT_WORDS[s.construct]}.`
    case 'pass-code-calls':
      return `You used ${s.name}.`
    case 'pass-short':
      return `Only ${plural(s.count, 'block')}!`
    case 'fix-first':
      return 'Change your blocks, then press Run again.'
    case 'printed-nothing':
      return 'The turtle did not say anything yet.'
    case 'printed-last':
      return `The turtle said "${s.text}".`
    case 'output-too-short':
      return `The turtle said ${plural(s.actual, 'thing')}, but ${s.expected} are needed. Next it should say "${s.expectedLine}".`
    case 'output-too-long':
      return `The turtle said ${plural(s.actual, 'thing')}, but only ${s.expected} are needed. "${s.actualLine}" is one too many.`
    case 'output-differs':
      return `The turtle said "${s.actualLine}" where it should say "${s.expectedLine}".`
    default:
      return undefined
  }
}

/**
 * The judge's English for a sentence, in the lesson's voice: what the server stores and the
 * content tests read. The page says the same sentence in its language (check-sentence-words.ts).
 */
export function englishSentence(s: CheckSentence, voice: RunnerWords): string {
  if (voice === 'blocks') {
    const blocks = blocksEnglish(s)
    if (blocks !== undefined) return blocks
  }
  switch (s.key) {
    case 'pass-no-error':
      return 'Your program ran without problems.'
    case 'pass-output':
      return 'Your output is just right.'
    case 'pass-output-lines':
      return `Your program printed ${plural(s.count, 'line')}.`
    case 'pass-segments':
      return `The turtle drew ${plural(s.count, 'line')}.`
    case 'pass-closed-shape':
      return 'You drew a closed shape.'
    case 'pass-closed-shape-sides':
      return `You drew a closed shape with ${s.sides} sides.`
    case 'pass-uses-color':
      return `You drew with ${colorLabel(s.color)}.`
    case 'pass-color-count':
      return `You used ${s.count} colours.`
    case 'pass-distance':
      return `The turtle drew ${s.count} steps of lines.`
    case 'pass-back-at-start':
      return 'The turtle is back where it started.'
    case 'pass-ends-at':
      return `The turtle got to ${s.at}.`
    case 'pass-circles':
      return `You drew ${plural(s.count, 'circle')}.`
    case 'pass-fills':
      return `You filled ${plural(s.count, 'shape')}.`
    case 'pass-function-exists':
      return `You made the function \`${s.name}\`.`
    case 'pass-function-returns':
      return `\`${s.call}\` gives back ${s.value}.`
    case 'pass-variable-equals':
      return `\`${s.name}\` is ${s.value}.`
    case 'pass-code-uses':
      return `You used ${CONSTRUCT_WORDS[s.construct]}.`
    case 'pass-code-calls':
      return `You used \`${s.name}\`.`
    case 'pass-short':
      return `Your program is short: ${plural(s.count, 'statement')}.`
    case 'mistake':
      return mistakeWords(s, voice)
    case 'fix-first':
      return 'Fix the mistake in your code first, then run it again.'
    case 'printed-nothing':
      return 'Your program did not print anything yet.'
    case 'printed-last':
      return `Your program printed "${s.text}".`
    case 'output-too-short':
      return `Your program printed ${plural(s.actual, 'line')}; ${plural(s.expected, 'line')} are needed. Line ${s.line} should be "${s.expectedLine}".`
    case 'output-too-long':
      return `Your program printed ${plural(s.actual, 'line')}, but only ${s.expected} are needed. Line ${s.line} ("${s.actualLine}") is extra.`
    case 'output-differs':
      return `Line ${s.line} should be "${s.expectedLine}", but it is "${s.actualLine}".`
    case 'drew-nothing':
      return 'The turtle has not drawn anything yet.'
    case 'drew-with':
      return `The turtle drew with ${s.colors.map(colorLabel).join(', ')}.`
    case 'stopped-away':
      return `The turtle stopped ${plural(s.gap, 'step')} away from where it started.`
    case 'stopped-at':
      return `The turtle stopped at ${s.at}.`
    case 'shapes-too-few':
      return `You drew ${plural(s.count, 'shape')} like this; ${s.needed} are needed.`
    case 'shape-sides':
      return `Your closed shape has ${plural(s.sides, 'side')}; it needs ${s.needed}.`
    case 'shape-open':
      return `Your shape is not closed yet: its end is ${plural(s.gap, 'step')} away from its start.`
    case 'not-a-function':
      return `\`${s.name}\` is a ${s.type}, not a function.`
    case 'no-variable':
      return `Your program has no \`${s.name}\`.`
    case 'variable-is':
      return `\`${s.name}\` is ${s.value}.`
    case 'probe-mistake':
      return s.message
    case 'check-did-not-run':
      return 'This check did not run. Run your code again.'
    case 'no-function':
      return `There is no function called \`${s.name}\` yet.`
    case 'call-problem':
      return `\`${s.call}\` stopped with a problem: ${s.message}`
    case 'gave-back-nothing':
      return `\`${s.call}\` gave back nothing (undefined). Does it \`return\` its answer?`
    case 'gave-back':
      return `\`${s.call}\` gave back ${s.actual}, but it should give back ${s.expected}.`
  }
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`
}
