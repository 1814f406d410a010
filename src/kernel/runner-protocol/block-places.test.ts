import { describe, expect, it } from 'vitest'
import { blockAt, blockSays, blocksInOrder, placeBlockComment } from './block-places'
import type { BlockProgram } from './block-program'

const square: BlockProgram = [
  {
    type: 'when_run',
    body: [
      { type: 'pen_down' },
      {
        type: 'repeat',
        fields: { TIMES: 4 },
        body: [
          { type: 'forward', fields: { STEPS: 80 } },
          { type: 'turn_right', fields: { DEGREES: 90 } },
        ],
      },
    ],
  },
  { type: 'say', fields: { TEXT: 'loose' } },
]

describe('block places', () => {
  it('lists every block with its place and its words, in reading order', () => {
    expect(blocksInOrder(square).map(({ place, depth, words }) => [place, depth, words])).toEqual([
      ['0', 0, 'when Run is clicked'],
      ['0.0', 1, 'pen down'],
      ['0.1', 1, 'repeat 4 times'],
      ['0.1.0', 2, 'move forward 80'],
      ['0.1.1', 2, 'turn right 90'],
      ['1', 0, 'say loose'],
    ])
    expect(blockSays({ type: 'forward' })).toBe('move forward 50')
    expect(blockAt(square, '0.1.1')?.words).toBe('turn right 90')
    expect(blockAt(square, '0.9')).toBeUndefined()
    expect(blocksInOrder(null)).toEqual([])
  })

  it('follows a commented block into a later version by what it says, or says it is gone', () => {
    expect(placeBlockComment(square, '0.1.0', square)).toBe('0.1.0')
    // A block added above: the forward block moved one place down.
    const added: BlockProgram = [
      { ...square[0]!, body: [{ type: 'color', fields: { COLOR: 'blue' } }, ...square[0]!.body!] },
    ]
    expect(placeBlockComment(square, '0.1.0', added)).toBe('0.2.0')
    // Its number changed: no block says "move forward 80" any more.
    const changed: BlockProgram = [
      {
        type: 'when_run',
        body: [{ type: 'repeat', fields: { TIMES: 4 }, body: [{ type: 'forward', fields: { STEPS: 100 } }] }],
      },
    ]
    expect(placeBlockComment(square, '0.1.0', changed)).toBeNull()
    expect(placeBlockComment(square, '7', square)).toBeNull()
  })
})
