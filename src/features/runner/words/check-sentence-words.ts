import type { CheckSentence, CodeConstruct } from '@/kernel/runner-protocol/check-sentence'
import { m } from '@/paraglide/messages'
import { colourWords, listOf } from './colour-words'
import { mistakeSentenceWords } from './mistake-sentence-words'
import type { RunnerWords } from './run-words'
import { shownMistake } from './step-frame-words'

// The judge's sentences (decision 213) in the page's language. The judge gives keys and values
// (`@/kernel/runner-protocol/check-sentence`); only the page, which carries the catalogue, says them.

const CONSTRUCTS: Readonly<Record<CodeConstruct, () => string>> = {
  for: () => m.runner_check_construct_for(),
  while: () => m.runner_check_construct_while(),
  loop: () => m.runner_check_construct_loop(),
  repeat: () => m.runner_check_construct_repeat(),
  'nested-loop': () => m.runner_check_construct_nested_loop(),
  function: () => m.runner_check_construct_function(),
  parameter: () => m.runner_check_construct_parameter(),
  return: () => m.runner_check_construct_return(),
  if: () => m.runner_check_construct_if(),
  else: () => m.runner_check_construct_else(),
  variable: () => m.runner_check_construct_variable(),
  array: () => m.runner_check_construct_array(),
  'template-literal': () => m.runner_check_construct_template_literal(),
  comparison: () => m.runner_check_construct_comparison(),
  logical: () => m.runner_check_construct_logical(),
  event: () => m.runner_check_construct_event(),
  random: () => m.runner_check_construct_random(),
}

/** The blocks voice names the blocks, not the JavaScript they write (decision 117). */
const BLOCK_CONSTRUCTS: Readonly<Partial<Record<CodeConstruct, () => string>>> = {
  for: () => m.runner_check_block_construct_repeat(),
  while: () => m.runner_check_block_construct_repeat(),
  loop: () => m.runner_check_block_construct_repeat(),
  repeat: () => m.runner_check_block_construct_repeat(),
  'nested-loop': () => m.runner_check_block_construct_nested_loop(),
  variable: () => m.runner_check_block_construct_variable(),
  event: () => m.runner_check_block_construct_event(),
}

const said = (text: string) => ({ text })

/**
 * A sentence of the judge in the page's language and the lesson's voice. The engine's own
 * explanation of a mistake in code is said from its key and values (decision 220); one that
 * carries none (a result stored before) is its English (`lang: 'en'`).
 */
export function checkSentenceWords(s: CheckSentence, voice: RunnerWords): { text: string; lang?: 'en' } {
  const blocks = voice === 'blocks'
  switch (s.key) {
    case 'pass-no-error':
      return said(blocks ? m.runner_check_pass_no_error_blocks() : m.runner_check_pass_no_error_code())
    case 'pass-output':
      return said(blocks ? m.runner_check_pass_output_blocks() : m.runner_check_pass_output_code())
    case 'pass-output-lines':
      return said(
        blocks
          ? m.runner_check_pass_output_lines_blocks({
              things: m.runner_check_count_things({ count: s.count }),
            })
          : m.runner_check_pass_output_lines_code({
              lines: m.runner_check_count_output_lines({ count: s.count }),
            }),
      )
    case 'pass-segments':
      return said(m.runner_check_pass_segments({ lines: m.runner_drawing_lines({ count: s.count }) }))
    case 'pass-closed-shape':
      return said(m.runner_check_pass_closed_shape())
    case 'pass-closed-shape-sides':
      return said(
        m.runner_check_pass_closed_shape_sides({ sides: m.runner_check_count_sides({ count: s.sides }) }),
      )
    case 'pass-uses-color':
      return said(m.runner_check_pass_uses_color({ colour: colourWords(s.color) }))
    case 'pass-color-count':
      return said(
        m.runner_check_pass_color_count({ colours: m.runner_check_count_colours({ count: s.count }) }),
      )
    case 'pass-distance':
      return said(m.runner_check_pass_distance({ steps: m.runner_check_count_steps({ count: s.count }) }))
    case 'pass-back-at-start':
      return said(m.runner_check_pass_back_at_start())
    case 'pass-ends-at':
      return said(m.runner_check_pass_ends_at({ at: s.at }))
    case 'pass-circles':
      return said(m.runner_check_pass_circles({ circles: m.runner_drawing_circles({ count: s.count }) }))
    case 'pass-fills':
      return said(m.runner_check_pass_fills({ shapes: m.runner_check_count_shapes({ count: s.count }) }))
    case 'pass-function-exists':
      return said(m.runner_check_pass_function_exists({ name: s.name }))
    case 'pass-function-returns':
      return said(m.runner_check_pass_function_returns({ call: s.call, value: s.value }))
    case 'pass-variable-equals':
      return said(m.runner_check_pass_variable_equals({ name: s.name, value: s.value }))
    case 'pass-code-uses': {
      const construct = (blocks ? BLOCK_CONSTRUCTS[s.construct] : undefined) ?? CONSTRUCTS[s.construct]
      return said(m.runner_check_pass_code_uses({ construct: construct() }))
    }
    case 'pass-code-calls':
      return said(
        blocks
          ? m.runner_check_pass_code_calls_blocks({ name: s.name })
          : m.runner_check_pass_code_calls_code({ name: s.name }),
      )
    case 'pass-short':
      return said(
        blocks
          ? m.runner_check_pass_short_blocks({ blocks: m.runner_check_count_blocks({ count: s.count }) })
          : m.runner_check_pass_short_code({
              statements: m.runner_check_count_statements({ count: s.count }),
            }),
      )
    default:
      return detailWords(s, blocks)
  }
}

function detailWords(s: CheckSentence, blocks: boolean): { text: string; lang?: 'en' } {
  const printed = (count: number) =>
    blocks ? m.runner_check_count_things({ count }) : m.runner_check_count_output_lines({ count })
  switch (s.key) {
    case 'mistake':
      return shownMistake(s, blocks ? 'blocks' : 'code', mistakeSentenceWords)
    case 'fix-first':
      return said(blocks ? m.runner_check_fix_first_blocks() : m.runner_check_fix_first_code())
    case 'printed-nothing':
      return said(blocks ? m.runner_check_printed_nothing_blocks() : m.runner_check_printed_nothing_code())
    case 'printed-last':
      return said(
        blocks
          ? m.runner_check_printed_last_blocks({ text: s.text })
          : m.runner_check_printed_last_code({ text: s.text }),
      )
    case 'output-too-short':
      return said(
        blocks
          ? m.runner_check_too_short_blocks({
              actual: printed(s.actual),
              expected: String(s.expected),
              expectedLine: s.expectedLine,
            })
          : m.runner_check_too_short_code({
              actual: printed(s.actual),
              expected: printed(s.expected),
              line: String(s.line),
              expectedLine: s.expectedLine,
            }),
      )
    case 'output-too-long': {
      const values = { actual: printed(s.actual), expected: String(s.expected), actualLine: s.actualLine }
      return said(
        blocks
          ? m.runner_check_too_long_blocks(values)
          : m.runner_check_too_long_code({ ...values, line: String(s.line) }),
      )
    }
    case 'output-differs':
      return said(
        blocks
          ? m.runner_check_differs_blocks({ expectedLine: s.expectedLine, actualLine: s.actualLine })
          : m.runner_check_differs_code({
              line: String(s.line),
              expectedLine: s.expectedLine,
              actualLine: s.actualLine,
            }),
      )
    case 'drew-nothing':
      return said(m.runner_check_drew_nothing())
    case 'drew-with':
      return said(m.runner_check_drew_with({ colours: listOf(s.colors.map(colourWords)) }))
    case 'stopped-away':
      return said(m.runner_check_stopped_away({ steps: m.runner_check_count_steps({ count: s.gap }) }))
    case 'stopped-at':
      return said(m.runner_check_stopped_at({ at: s.at }))
    case 'shapes-too-few':
      return said(
        m.runner_check_shapes_too_few({
          shapes: m.runner_check_count_shapes({ count: s.count }),
          needed: String(s.needed),
        }),
      )
    case 'shape-sides':
      return said(
        m.runner_check_shape_sides({
          sides: m.runner_check_count_sides({ count: s.sides }),
          needed: String(s.needed),
        }),
      )
    case 'shape-open':
      return said(m.runner_check_shape_open({ steps: m.runner_check_count_steps({ count: s.gap }) }))
    case 'not-a-function':
      return said(m.runner_check_not_a_function({ name: s.name, type: s.type }))
    case 'no-variable':
      return said(m.runner_check_no_variable({ name: s.name }))
    case 'variable-is':
      return said(m.runner_check_variable_is({ name: s.name, value: s.value }))
    case 'probe-mistake':
      return s.said ? mistakeSentenceWords(s.said) : { text: s.message, lang: 'en' }
    case 'check-did-not-run':
      return said(m.runner_check_did_not_run())
    case 'no-function':
      return said(m.runner_check_no_function({ name: s.name }))
    case 'call-problem':
      return said(
        m.runner_check_call_problem({
          call: s.call,
          message: s.said ? mistakeSentenceWords(s.said).text : s.message,
        }),
      )
    case 'gave-back-nothing':
      return said(m.runner_check_gave_back_nothing({ call: s.call }))
    case 'gave-back':
      return said(m.runner_check_gave_back({ call: s.call, actual: s.actual, expected: s.expected }))
    default:
      return checkSentenceWords(s, blocks ? 'blocks' : 'code')
  }
}
