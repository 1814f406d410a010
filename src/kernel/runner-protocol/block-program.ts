/**
 * Programs made of blocks, as plain data that lessons store and the Blockly editor loads, and the
 * JavaScript they stand for. The runner only ever runs JavaScript: Blockly turns the child's
 * workspace into a `BlockProgram` (`fromBlocklyState`) and `blocksToJavaScript` writes the code,
 * so the code a check sees is exactly what this file writes.
 *
 * A `BlockProgram` is the list of blocks lying on the workspace. Event blocks (`when_run`,
 * `when_message`) hold the blocks joined under them in `body`; `repeat` holds the blocks inside
 * it in `body`. Blocks lying loose on the workspace, not joined to an event block, do not run
 * (as in Scratch): a child learns that joining blocks to "when Run is clicked" matters.
 */

import { BLOCK_FIELDS, type Block, type BlockProgram, type BlockType, EVENT_BLOCKS } from './block-types'
import { normalizeColor } from './colors'
import { STUDENT_GLOBALS } from './student-names'

export * from './block-types'
export * from './blockly-state'

/** Variable names blocks may use: short lower-case words, never one of the program's own names. */
const BLOCK_VARIABLE_PATTERN = /^[a-z][a-zA-Z0-9]{0,19}$/

const LOOP_COUNTERS = ['i', 'j', 'k']

/** A problem with a block program, named for the lesson author (not for the child). */
export class BlockProgramError extends Error {
  override name = 'BlockProgramError'
}

/**
 * The JavaScript a block program stands for. Variables are declared first (`let stars = 0;`),
 * then every `when_message` handler is registered, then the `when_run` stacks run top to bottom.
 * Loose blocks write nothing.
 */
export function blocksToJavaScript(program: BlockProgram): string {
  const variables: string[] = []
  const collect = (blocks: readonly Block[]) => {
    for (const block of blocks) {
      if (block.type === 'set' || block.type === 'change' || block.type === 'say_variable') {
        const name = variableField(block)
        if (!variables.includes(name)) variables.push(name)
      }
      if (block.body) collect(block.body)
    }
  }
  const events = program.filter((block) => EVENT_BLOCKS.includes(block.type))
  collect(events)

  const lines: string[] = variables.map((name) => `let ${name} = 0;`)
  for (const block of events.filter((b) => b.type === 'when_message')) {
    lines.push(`onMessage(${JSON.stringify(textField(block, 'MESSAGE'))}, function () {`)
    lines.push(...statements(block.body ?? [], 1))
    lines.push('});')
  }
  for (const block of events.filter((b) => b.type === 'when_run')) {
    lines.push(...statements(block.body ?? [], 0))
  }
  return lines.length === 0 ? '' : `${lines.join('\n')}\n`
}

function statements(blocks: readonly Block[], depth: number): string[] {
  const indent = '  '.repeat(depth)
  return blocks.flatMap((block) => statement(block, depth).map((line) => indent + line))
}

function statement(block: Block, depth: number): string[] {
  switch (block.type) {
    case 'forward':
      return [`forward(${numberField(block, 'STEPS')});`]
    case 'back':
      return [`back(${numberField(block, 'STEPS')});`]
    case 'turn_right':
      return [`right(${numberField(block, 'DEGREES')});`]
    case 'turn_left':
      return [`left(${numberField(block, 'DEGREES')});`]
    case 'pen_up':
      return ['penUp();']
    case 'pen_down':
      return ['penDown();']
    case 'color':
      return [`color(${JSON.stringify(colorField(block))});`]
    case 'pen_width':
      return [`penWidth(${numberField(block, 'WIDTH')});`]
    case 'circle':
      return [`circle(${numberField(block, 'RADIUS')});`]
    case 'say':
      return [`console.log(${JSON.stringify(textField(block, 'TEXT'))});`]
    case 'say_variable':
      return [`console.log(${variableField(block)});`]
    case 'set':
      return [`${variableField(block)} = ${numberField(block, 'VALUE')};`]
    case 'change':
      return [`${variableField(block)} += ${numberField(block, 'BY')};`]
    case 'send_message':
      return [`send(${JSON.stringify(textField(block, 'MESSAGE'))});`]
    case 'repeat': {
      const counter = LOOP_COUNTERS[depth] ?? `i${depth + 1}`
      const times = numberField(block, 'TIMES')
      return [
        `for (let ${counter} = 0; ${counter} < ${times}; ${counter}++) {`,
        ...statements(block.body ?? [], 1),
        '}',
      ]
    }
    case 'when_run':
    case 'when_message':
      throw new BlockProgramError(
        `"${block.type}" can only be at the top of the workspace, not inside other blocks`,
      )
  }
}

function numberField(block: Block, name: string): number {
  const value = block.fields?.[name] ?? fieldInitial(block.type, name)
  const number = typeof value === 'number' ? value : Number(value)
  if (!Number.isFinite(number))
    throw new BlockProgramError(`${block.type}.${name} must be a number, got ${String(value)}`)
  return number
}

function textField(block: Block, name: string): string {
  const value = block.fields?.[name] ?? fieldInitial(block.type, name)
  return String(value)
}

function colorField(block: Block): string {
  const value = textField(block, 'COLOR')
  if (!normalizeColor(value)) throw new BlockProgramError(`color.COLOR "${value}" is not a colour`)
  return value
}

function variableField(block: Block): string {
  const value = textField(block, 'VAR')
  if (!BLOCK_VARIABLE_PATTERN.test(value) || RESERVED_NAMES.has(value)) {
    throw new BlockProgramError(`${block.type}.VAR "${value}" is not a simple variable name`)
  }
  return value
}

/** Names a block variable must not take: the program's own words and JavaScript's. */
const RESERVED_NAMES = new Set<string>([
  ...STUDENT_GLOBALS,
  'let',
  'const',
  'var',
  'for',
  'while',
  'if',
  'else',
  'function',
  'return',
  'new',
  'this',
  'in',
  'of',
  'do',
  'typeof',
])

function fieldInitial(type: BlockType, name: string): string | number {
  const field = BLOCK_FIELDS[type].find((f) => f.name === name)
  if (!field) throw new BlockProgramError(`${type} has no field ${name}`)
  return field.initial
}
