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
import { normalizeColor } from './colors'
import { STUDENT_GLOBALS } from './student-names'

export const BLOCK_TYPES = [
  'when_run',
  'forward',
  'back',
  'turn_right',
  'turn_left',
  'repeat',
  'pen_up',
  'pen_down',
  'color',
  'pen_width',
  'circle',
  'say',
  'set',
  'change',
  'say_variable',
  'when_message',
  'send_message',
] as const

export type BlockType = (typeof BLOCK_TYPES)[number]

export interface Block {
  type: BlockType
  /** Field values by field name, e.g. `{ STEPS: 50 }`; see BLOCK_FIELDS. */
  fields?: Record<string, string | number>
  /** Blocks inside a `repeat`, or joined under an event block. */
  body?: Block[]
  /** Workspace position of a top-level block (optional; the editor lays blocks out otherwise). */
  x?: number
  y?: number
}

export type BlockProgram = Block[]

type FieldKind = 'number' | 'color' | 'text' | 'variable' | 'message'

/** Choices for the drop-downs: young children pick, they do not type names. */
export const BLOCK_COLORS = [
  'red',
  'orange',
  'yellow',
  'green',
  'blue',
  'purple',
  'pink',
  'brown',
  'black',
  'gray',
] as const
export const BLOCK_VARIABLES = ['stars', 'score', 'jumps', 'steps', 'count'] as const
export const BLOCK_MESSAGES = ['jump', 'spin', 'hop', 'dance', 'square', 'star'] as const

export interface BlockField {
  name: string
  kind: FieldKind
  initial: string | number
}

/** The fields each block has, in order, with the value a new block starts with. */
export const BLOCK_FIELDS: Readonly<Record<BlockType, readonly BlockField[]>> = {
  when_run: [],
  forward: [{ name: 'STEPS', kind: 'number', initial: 50 }],
  back: [{ name: 'STEPS', kind: 'number', initial: 50 }],
  turn_right: [{ name: 'DEGREES', kind: 'number', initial: 90 }],
  turn_left: [{ name: 'DEGREES', kind: 'number', initial: 90 }],
  repeat: [{ name: 'TIMES', kind: 'number', initial: 4 }],
  pen_up: [],
  pen_down: [],
  color: [{ name: 'COLOR', kind: 'color', initial: 'red' }],
  pen_width: [{ name: 'WIDTH', kind: 'number', initial: 5 }],
  circle: [{ name: 'RADIUS', kind: 'number', initial: 30 }],
  say: [{ name: 'TEXT', kind: 'text', initial: 'Hello!' }],
  set: [
    { name: 'VAR', kind: 'variable', initial: 'stars' },
    { name: 'VALUE', kind: 'number', initial: 0 },
  ],
  change: [
    { name: 'VAR', kind: 'variable', initial: 'stars' },
    { name: 'BY', kind: 'number', initial: 1 },
  ],
  say_variable: [{ name: 'VAR', kind: 'variable', initial: 'stars' }],
  when_message: [{ name: 'MESSAGE', kind: 'message', initial: 'jump' }],
  send_message: [{ name: 'MESSAGE', kind: 'message', initial: 'jump' }],
}

/** What each block says, in words a 7-year-old reads; `%1`… are its fields in BLOCK_FIELDS order. */
export const BLOCK_WORDS: Readonly<Record<BlockType, string>> = {
  when_run: 'when Run is clicked',
  forward: 'move forward %1',
  back: 'move back %1',
  turn_right: 'turn right ↻ %1',
  turn_left: 'turn left ↺ %1',
  repeat: 'repeat %1 times',
  pen_up: 'pen up',
  pen_down: 'pen down',
  color: 'pen color %1',
  pen_width: 'pen size %1',
  circle: 'draw a circle, size %1',
  say: 'say %1',
  set: 'set %1 to %2',
  change: 'change %1 by %2',
  say_variable: 'say the number in %1',
  when_message: 'when I get %1',
  send_message: 'send %1',
}

/** Blocks that hold other blocks in `body`. */
export const CONTAINER_BLOCKS: readonly BlockType[] = ['when_run', 'when_message', 'repeat']

/** Event blocks: the only blocks that start running code. */
export const EVENT_BLOCKS: readonly BlockType[] = ['when_run', 'when_message']

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

/** Every block type a program uses, inner blocks included. */
export function blockTypesIn(program: readonly Block[]): Set<BlockType> {
  const types = new Set<BlockType>()
  const visit = (blocks: readonly Block[]) => {
    for (const block of blocks) {
      types.add(block.type)
      if (block.body) visit(block.body)
    }
  }
  visit(program)
  return types
}

// ——— Blockly's JSON workspace format (Blockly.serialization.workspaces.save/load) ———

interface BlocklyBlockState {
  type: string
  x?: number
  y?: number
  fields?: Record<string, unknown>
  inputs?: Record<string, { block?: BlocklyBlockState }>
  next?: { block?: BlocklyBlockState }
  [key: string]: unknown
}

export interface BlocklyWorkspaceState {
  blocks?: { languageVersion?: number; blocks?: BlocklyBlockState[] }
  [key: string]: unknown
}

/** Name of the statement input that holds a container's `body` in Blockly. */
export const BODY_INPUT = 'DO'

/** The workspace state Blockly loads with `Blockly.serialization.workspaces.load(state, workspace)`. */
export function toBlocklyState(program: BlockProgram): BlocklyWorkspaceState {
  const chain = (blocks: readonly Block[]): BlocklyBlockState | undefined => {
    let next: BlocklyBlockState | undefined
    for (let i = blocks.length - 1; i >= 0; i--) {
      const state = single(blocks[i]!)
      if (next) state.next = { block: next }
      next = state
    }
    return next
  }
  const single = (block: Block): BlocklyBlockState => {
    const state: BlocklyBlockState = { type: block.type }
    const fields = BLOCK_FIELDS[block.type]
    if (fields.length > 0) {
      state.fields = Object.fromEntries(fields.map((f) => [f.name, block.fields?.[f.name] ?? f.initial]))
    }
    if (CONTAINER_BLOCKS.includes(block.type)) {
      const body = chain(block.body ?? [])
      if (body) state.inputs = { [BODY_INPUT]: { block: body } }
    }
    return state
  }
  return {
    blocks: {
      languageVersion: 0,
      blocks: program.map((block, n) => ({
        ...single(block),
        x: block.x ?? 24,
        y: block.y ?? 24 + n * 120,
      })),
    },
  }
}

/**
 * The block program of a Blockly workspace state (`Blockly.serialization.workspaces.save`).
 * Loose stacks become separate top-level blocks (they do not run either way). Blocks this
 * product does not know are dropped.
 */
export function fromBlocklyState(state: BlocklyWorkspaceState): BlockProgram {
  const known = (type: string): type is BlockType => (BLOCK_TYPES as readonly string[]).includes(type)
  const chain = (first: BlocklyBlockState | undefined): Block[] => {
    const blocks: Block[] = []
    for (let current = first; current; current = current.next?.block) {
      if (!known(current.type)) continue
      const block: Block = { type: current.type }
      const fields = BLOCK_FIELDS[current.type]
      if (fields.length > 0) {
        block.fields = Object.fromEntries(
          fields.map((f) => {
            const raw = current?.fields?.[f.name]
            const value = f.kind === 'number' ? Number(raw ?? f.initial) : String(raw ?? f.initial)
            return [f.name, value]
          }),
        )
      }
      if (CONTAINER_BLOCKS.includes(current.type)) block.body = chain(current.inputs?.[BODY_INPUT]?.block)
      blocks.push(block)
    }
    return blocks
  }
  const program: BlockProgram = []
  for (const top of state.blocks?.blocks ?? []) {
    const stack = chain(top)
    stack.forEach((block, n) => {
      if (n === 0) {
        if (typeof top.x === 'number') block.x = top.x
        if (typeof top.y === 'number') block.y = top.y
      }
      program.push(block)
    })
  }
  return program
}
