/**
 * The blocks as Blockly sees them: JSON definitions for
 * `Blockly.common.defineBlocksWithJsonArray(BLOCKLY_BLOCK_DEFINITIONS)` and a toolbox builder.
 * Plain data (no Blockly import), so the words on the blocks live next to the code they write
 * (block-program.ts). Labels use words a 7-year-old reads.
 */
import {
  BLOCK_COLORS,
  BLOCK_FIELDS,
  BLOCK_MESSAGES,
  BLOCK_VARIABLES,
  BLOCK_WORDS,
  type BlockField,
  type BlockType,
  BODY_INPUT,
} from '@/kernel/runner-protocol/block-program'

/** Block colours by family, close to Scratch's so children who know Scratch feel at home. */
const BLOCK_FAMILY_COLORS = {
  events: '#FFBF00',
  motion: '#4C97FF',
  pen: '#0FBD8C',
  control: '#FFAB19',
  looks: '#9966FF',
  variables: '#FF8C1A',
} as const

/** Each block's family (its colour) and tooltip; what it says is BLOCK_WORDS (the kernel's). */
const BLOCK_LABELS: Readonly<
  Record<BlockType, { family: keyof typeof BLOCK_FAMILY_COLORS; tooltip: string }>
> = {
  when_run: {
    family: 'events',
    tooltip: 'Blocks joined here run when you click Run.',
  },
  forward: { family: 'motion', tooltip: 'The turtle walks forward.' },
  back: { family: 'motion', tooltip: 'The turtle walks backwards.' },
  turn_right: {
    family: 'motion',
    tooltip: 'The turtle turns to its right. 90 is a corner.',
  },
  turn_left: {
    family: 'motion',
    tooltip: 'The turtle turns to its left. 90 is a corner.',
  },
  repeat: { family: 'control', tooltip: 'Do the blocks inside again and again.' },
  pen_up: { family: 'pen', tooltip: 'Lift the pen: the turtle moves without drawing.' },
  pen_down: { family: 'pen', tooltip: 'Put the pen down: the turtle draws again.' },
  color: { family: 'pen', tooltip: 'Pick the colour the turtle draws with.' },
  pen_width: { family: 'pen', tooltip: 'How thick the lines are.' },
  circle: { family: 'pen', tooltip: 'Draw a circle around the turtle.' },
  say: { family: 'looks', tooltip: 'Show words under the picture.' },
  set: { family: 'variables', tooltip: 'Put a number in a box.' },
  change: { family: 'variables', tooltip: 'Add to the number in a box.' },
  say_variable: { family: 'variables', tooltip: 'Show the number in a box.' },
  when_message: {
    family: 'events',
    tooltip: 'Blocks joined here run when the message is sent.',
  },
  send_message: { family: 'events', tooltip: 'Send a message. Blocks waiting for it run.' },
}

/** A block's colour (its family's), for pictures of blocks drawn without Blockly. */
export function blockColor(type: BlockType): string {
  return BLOCK_FAMILY_COLORS[BLOCK_LABELS[type].family]
}

function fieldArg(field: BlockField): Record<string, unknown> {
  const options = (values: readonly string[]) => values.map((value) => [value, value])
  switch (field.kind) {
    case 'number':
      return field.name === 'TIMES'
        ? { type: 'field_number', name: field.name, value: field.initial, min: 0, max: 100, precision: 1 }
        : {
            type: 'field_number',
            name: field.name,
            value: field.initial,
            min: field.name === 'BY' || field.name === 'VALUE' ? -1000 : 0,
            max: 1000,
          }
    case 'color':
      return { type: 'field_dropdown', name: field.name, options: options(BLOCK_COLORS) }
    case 'variable':
      return { type: 'field_dropdown', name: field.name, options: options(BLOCK_VARIABLES) }
    case 'message':
      return { type: 'field_dropdown', name: field.name, options: options(BLOCK_MESSAGES) }
    case 'text':
      return { type: 'field_input', name: field.name, text: field.initial }
  }
}

/**
 * Event blocks. For Scratch-like rounded tops set `block.hat = 'cap'` after init (wrap
 * `Blockly.Blocks[type].init`); not done in the JSON, because Blockly's jsonInit clears a JSON
 * `style` object after the first block it builds, so only that first block would get the hat.
 */
const HAT_BLOCK_TYPES: readonly BlockType[] = ['when_run', 'when_message']

/** JSON block definitions for Blockly, one per block type. */
export const BLOCKLY_BLOCK_DEFINITIONS: readonly Record<string, unknown>[] = (
  Object.keys(BLOCK_LABELS) as BlockType[]
).map((type) => {
  const { family, tooltip } = BLOCK_LABELS[type]
  const fields = BLOCK_FIELDS[type]
  const definition: Record<string, unknown> = {
    type,
    message0: BLOCK_WORDS[type],
    args0: fields.map(fieldArg),
    colour: BLOCK_FAMILY_COLORS[family],
    tooltip,
  }
  if (type === 'when_run' || type === 'when_message' || type === 'repeat') {
    // Event blocks and repeat hold blocks inside them (their `body`).
    definition.message1 = '%1'
    definition.args1 = [{ type: 'input_statement', name: BODY_INPUT }]
  }
  // Event blocks start a stack: nothing joins above them.
  if (!HAT_BLOCK_TYPES.includes(type)) {
    definition.previousStatement = null
    definition.nextStatement = null
  }
  return definition
})

/** A flyout toolbox with the lesson's blocks, in the order the lesson lists them. */
export function blocklyToolbox(blocks: readonly BlockType[]): {
  kind: 'flyoutToolbox'
  contents: { kind: 'block'; type: BlockType }[]
} {
  return { kind: 'flyoutToolbox', contents: blocks.map((type) => ({ kind: 'block', type })) }
}
