import { describe, expect, it } from 'vitest'
import {
  BLOCK_FIELDS,
  BLOCK_TYPES,
  type BlockProgram,
  blocksToJavaScript,
  fromBlocklyState,
  toBlocklyState,
} from '@/kernel/runner-protocol/block-program'
import { BLOCKLY_BLOCK_DEFINITIONS, blocklyToolbox } from './block-definitions'
import { runProgram } from './run-program'

const program: BlockProgram = [
  {
    type: 'when_message',
    fields: { MESSAGE: 'jump' },
    body: [
      { type: 'change', fields: { VAR: 'jumps', BY: 1 } },
      { type: 'forward', fields: { STEPS: 20 } },
    ],
  },
  {
    type: 'when_run',
    body: [
      { type: 'set', fields: { VAR: 'jumps', VALUE: 0 } },
      { type: 'color', fields: { COLOR: 'blue' } },
      {
        type: 'repeat',
        fields: { TIMES: 2 },
        body: [
          {
            type: 'repeat',
            fields: { TIMES: 3 },
            body: [{ type: 'send_message', fields: { MESSAGE: 'jump' } }],
          },
          { type: 'turn_right', fields: { DEGREES: 90 } },
        ],
      },
      { type: 'say', fields: { TEXT: 'I said "hi"' } },
      { type: 'say_variable', fields: { VAR: 'jumps' } },
    ],
  },
  { type: 'forward', fields: { STEPS: 999 } },
]

describe('blocksToJavaScript', () => {
  it('writes the JavaScript the blocks stand for', () => {
    expect(blocksToJavaScript(program)).toBe(
      [
        'let jumps = 0;',
        'onMessage("jump", function () {',
        '  jumps += 1;',
        '  forward(20);',
        '});',
        'jumps = 0;',
        'color("blue");',
        'for (let i = 0; i < 2; i++) {',
        '  for (let j = 0; j < 3; j++) {',
        '    send("jump");',
        '  }',
        '  right(90);',
        '}',
        'console.log("I said \\"hi\\"");',
        'console.log(jumps);',
        '',
      ].join('\n'),
    )
  })

  it('writes code that runs: loose blocks do not run', () => {
    const outcome = runProgram(blocksToJavaScript(program))
    expect(outcome.error).toBeNull()
    const forwards = outcome.events.filter((e) => e.type === 'turtle' && e.command.op === 'forward')
    expect(forwards).toHaveLength(6)
    expect(
      outcome.events.filter((e) => e.type === 'log').map((e) => (e.type === 'log' ? e.text : '')),
    ).toEqual(['I said "hi"', '6'])
  })

  it('writes every block with its fields', () => {
    for (const type of BLOCK_TYPES) {
      if (type === 'when_run' || type === 'when_message') continue
      const code = blocksToJavaScript([{ type: 'when_run', body: [{ type }] }])
      expect(code.length, type).toBeGreaterThan(0)
      expect(runProgram(code).error, type).toBeNull()
    }
    expect(blocksToJavaScript([{ type: 'when_run' }])).toBe('')
  })

  it('refuses blocks authors got wrong', () => {
    expect(() =>
      blocksToJavaScript([{ type: 'when_run', body: [{ type: 'forward', fields: { STEPS: 'far' } }] }]),
    ).toThrow(/number/)
    expect(() =>
      blocksToJavaScript([{ type: 'when_run', body: [{ type: 'set', fields: { VAR: 'forward' } }] }]),
    ).toThrow(/variable/)
    expect(() => blocksToJavaScript([{ type: 'when_run', body: [{ type: 'when_run' }] }])).toThrow(/top/)
  })
})

describe('Blockly workspace state', () => {
  it('goes to Blockly and back unchanged', () => {
    const state = toBlocklyState(program)
    const top = state.blocks?.blocks ?? []
    expect(top).toHaveLength(3)
    expect(top[1]).toMatchObject({
      type: 'when_run',
      inputs: { DO: { block: { type: 'set', next: { block: { type: 'color' } } } } },
    })
    const back = fromBlocklyState(JSON.parse(JSON.stringify(state)))
    expect(blocksToJavaScript(back)).toBe(blocksToJavaScript(program))
  })

  it('splits loose stacks and drops unknown blocks', () => {
    const back = fromBlocklyState({
      blocks: {
        blocks: [
          {
            type: 'forward',
            fields: { STEPS: '10' },
            next: { block: { type: 'mystery', next: { block: { type: 'pen_up' } } } },
          },
        ],
      },
    })
    expect(back).toEqual([{ type: 'forward', fields: { STEPS: 10 } }, { type: 'pen_up' }])
  })

  it('defines every block for Blockly with its fields', () => {
    expect(BLOCKLY_BLOCK_DEFINITIONS.map((d) => d.type)).toEqual([...BLOCK_TYPES])
    for (const definition of BLOCKLY_BLOCK_DEFINITIONS) {
      const type = definition.type as (typeof BLOCK_TYPES)[number]
      const names = (definition.args0 as { name: string }[]).map((a) => a.name)
      expect(names, type).toEqual(BLOCK_FIELDS[type].map((f) => f.name))
      expect((definition.message0 as string).match(/%\d/g)?.length ?? 0, type).toBe(names.length)
    }
    const starts = BLOCKLY_BLOCK_DEFINITIONS.filter((d) => !('previousStatement' in d))
    expect(starts.map((d) => d.type)).toEqual(['when_run', 'when_message'])
    expect(blocklyToolbox(['forward', 'repeat'])).toEqual({
      kind: 'flyoutToolbox',
      contents: [
        { kind: 'block', type: 'forward' },
        { kind: 'block', type: 'repeat' },
      ],
    })
  })
})
