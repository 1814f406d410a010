import * as Blockly from 'blockly/core'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  type Block,
  type BlockProgram,
  blocksToJavaScript,
  fromBlocklyState,
  toBlocklyState,
} from '@/features/runner'
import { defineProductBlocks } from '@/test/headless-blockly'
import { addBlock, canMoveDown, canMoveUp, moveDown, moveUp, takeAway } from './block-taps'

// Real (headless) Blockly: the tap rules on a workspace like the editor's.
defineProductBlocks()

let workspace: Blockly.Workspace
beforeEach(() => {
  workspace = new Blockly.Workspace()
})
afterEach(() => workspace.dispose())

const load = (program: BlockProgram) =>
  Blockly.serialization.workspaces.load(toBlocklyState(program) as object, workspace)

const program = () => fromBlocklyState(Blockly.serialization.workspaces.save(workspace))

/** The program as the child reads it: one line a block, two spaces a level inside. */
function lines(blocks: readonly Block[] = program(), depth = 0): string[] {
  return blocks.flatMap((block) => [
    `${'  '.repeat(depth)}${block.type}${block.fields ? ` ${Object.values(block.fields).join(' ')}` : ''}`,
    ...lines(block.body ?? [], depth + 1),
  ])
}

/** The block on the workspace whose line is `text` (the first one). */
function find(text: string): Blockly.Block {
  const found = workspace.getAllBlocks(true).find(
    (block) =>
      `${block.type}${block.inputList
        .flatMap((i) => i.fieldRow)
        .filter((f) => f.name)
        .map((f) => ` ${f.getValue()}`)
        .join('')}` === text,
  )
  if (!found) throw new Error(`no block ${text}`)
  return found
}

const square: BlockProgram = [
  {
    type: 'when_run',
    body: [
      { type: 'pen_down' },
      {
        type: 'repeat',
        fields: { TIMES: 4 },
        body: [
          { type: 'forward', fields: { STEPS: 50 } },
          { type: 'turn_right', fields: { DEGREES: 90 } },
        ],
      },
      { type: 'say', fields: { TEXT: 'done' } },
    ],
  },
]

describe('adding a block with a tap', () => {
  it('with nothing chosen, goes to the end of the program under "when Run is clicked"', () => {
    load([{ type: 'when_run' }])
    addBlock(workspace, 'forward', null)
    addBlock(workspace, 'turn_right', null)
    expect(blocksToJavaScript(program())).toBe('forward(50);\nright(90);\n')
  })

  it('goes right after the chosen block, and first inside a chosen repeat', () => {
    load(square)
    addBlock(workspace, 'back', find('pen_down'))
    addBlock(workspace, 'pen_up', find('repeat 4'))
    addBlock(workspace, 'circle', find('when_run'))
    expect(lines()).toEqual([
      'when_run',
      '  circle 30',
      '  pen_down',
      '  back 50',
      '  repeat 4',
      '    pen_up',
      '    forward 50',
      '    turn_right 90',
      '  say done',
    ])
  })

  it('builds a program from taps alone, each new block after the one just added', () => {
    load([{ type: 'when_run' }])
    let chosen: Blockly.Block | null = null
    for (const type of ['repeat', 'forward', 'turn_right']) chosen = addBlock(workspace, type, chosen)
    expect(lines()).toEqual(['when_run', '  repeat 4', '    forward 50', '    turn_right 90'])
  })

  it('an event block, or any block when "when Run is clicked" is gone, gets a place of its own', () => {
    load([])
    addBlock(workspace, 'forward', null)
    const event = addBlock(workspace, 'when_message', null)
    expect(workspace.getTopBlocks(false)).toHaveLength(2)
    expect(event.getRelativeToSurfaceXY().y).toBeGreaterThan(find('forward 50').getRelativeToSurfaceXY().y)
  })
})

describe('moving the chosen block up and down, one line at a time', () => {
  /** Where the block reads as `text` is: its line and how deep inside it is. */
  const place = (text: string) => {
    const at = lines().findIndex((line) => line.trim() === text)
    return [at, lines()[at]!.search(/\S/) / 2]
  }

  it('Down walks a block through the program, into and out of the repeat', () => {
    load(square)
    const pen = find('pen_down')
    const seen: number[][] = []
    while (moveDown(pen)) seen.push(place('pen_down'))
    // Into the repeat first, past its two blocks, out after it, then past "say".
    expect(seen).toEqual([
      [2, 2],
      [3, 2],
      [4, 2],
      [4, 1],
      [5, 1],
    ])
    expect(canMoveDown(pen)).toBe(false)
  })

  it('Up walks it back the same way and stops under "when Run is clicked"', () => {
    load(square)
    const say = find('say done')
    const seen: number[][] = []
    while (moveUp(say)) seen.push(place('say done'))
    expect(seen).toEqual([
      [5, 2],
      [4, 2],
      [3, 2],
      [2, 1],
      [1, 1],
    ])
    expect(lines()[1]).toBe('  say done')
    expect(canMoveUp(say)).toBe(false)
  })

  it('a repeat moves with the blocks inside it; the blocks around close up', () => {
    load(square)
    moveUp(find('repeat 4'))
    expect(lines()).toEqual([
      'when_run',
      '  repeat 4',
      '    forward 50',
      '    turn_right 90',
      '  pen_down',
      '  say done',
    ])
    expect(blocksToJavaScript(program())).toContain('for (let i = 0; i < 4; i++)')
  })

  it('"when Run is clicked" and a loose block at the bottom cannot move', () => {
    load([
      { type: 'when_run', body: [{ type: 'forward' }] },
      { type: 'back', x: 300, y: 10 },
    ])
    expect(canMoveUp(find('when_run'))).toBe(false)
    expect(canMoveDown(find('when_run'))).toBe(false)
    expect(canMoveDown(find('back 50'))).toBe(false)
    expect(moveUp(find('back 50'))).toBe(false)
  })

  it('in a loose stack, Up on the second block makes it the first, where the stack was', () => {
    load([{ type: 'forward', x: 100, y: 100 }])
    const forward = find('forward 50')
    const turn = addBlock(workspace, 'turn_left', forward)
    moveUp(turn)
    expect(turn.getRootBlock()).toBe(turn)
    expect(turn.getRelativeToSurfaceXY()).toMatchObject({ x: 100, y: 100 })
    expect(lines()).toEqual(['turn_left 90', 'forward 50'])
  })
})

describe('taking a block away', () => {
  it('the blocks under it move up; a repeat goes with what it holds', () => {
    load(square)
    takeAway(find('pen_down'))
    takeAway(find('repeat 4'))
    expect(lines()).toEqual(['when_run', '  say done'])
  })

  it('is one step of Undo', async () => {
    load(square)
    takeAway(find('repeat 4'))
    // Blockly hands its events to the undo list a moment later.
    await new Promise((done) => setTimeout(done, 10))
    expect(lines()).not.toContain('    forward 50')
    workspace.undo(false)
    expect(lines()).toContain('    forward 50')
  })
})
