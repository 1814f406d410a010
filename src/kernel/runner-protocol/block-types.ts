/**
 * The blocks a program is made of: their types, fields, words and which hold others or start
 * running code (see block-program.ts for the program format and the JavaScript it writes).
 */
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
