import * as Blockly from 'blockly/core'
import { afterEach, beforeEach, expect, it } from 'vitest'
import { type BlockProgram, blocksInOrder, toBlocklyState } from '@/features/runner'
import { defineProductBlocks } from '@/test/headless-blockly'
import { blocksByPlace, noteTargets } from './block-notes'
import { blockWords } from './block-outline'

// Real (headless) Blockly: a teacher's note finds its block in the child's workspace (decision 209).
defineProductBlocks()

let workspace: Blockly.Workspace
beforeEach(() => {
  workspace = new Blockly.Workspace()
})
afterEach(() => workspace.dispose())

const program: BlockProgram = [
  {
    type: 'when_run',
    body: [
      { type: 'color', fields: { COLOR: 'red' } },
      { type: 'repeat', fields: { TIMES: 4 }, body: [{ type: 'forward', fields: { STEPS: 80 } }] },
    ],
  },
  { type: 'pen_up', x: 300, y: 400 },
]

it('names each block of the workspace by its place in the saved program', () => {
  Blockly.serialization.workspaces.load(toBlocklyState(program), workspace)
  // A loose stack of two blocks is two places, as the saved program lists them.
  const loose = workspace.newBlock('say')
  workspace
    .getTopBlocks(true)
    .find((block) => block.type === 'pen_up')!
    .nextConnection!.connect(loose.previousConnection!)
  const places = [...blocksByPlace(workspace)].map(([place, block]) => [place, blockWords(block)])
  expect(places).toEqual([
    ['0', 'when Run is clicked'],
    ['0.0', 'pen color red'],
    ['0.1', 'repeat 4 times'],
    ['0.1.0', 'move forward 80'],
    ['1', 'pen up'],
    ['2', 'say Hello!'],
  ])
  expect(blocksInOrder(program).map((entry) => entry.words)).toEqual(
    places.slice(0, 5).map(([, words]) => words),
  )
})

it('pins a note to its block, follows a block the child moved, and drops one whose block is gone', () => {
  const moved: BlockProgram = [
    {
      type: 'when_run',
      body: [
        { type: 'repeat', fields: { TIMES: 4 }, body: [{ type: 'forward', fields: { STEPS: 90 } }] },
        { type: 'color', fields: { COLOR: 'red' } },
      ],
    },
  ]
  Blockly.serialization.workspaces.load(toBlocklyState(moved), workspace)
  const found = noteTargets(workspace, [
    { place: '0.0', words: 'pen color red', text: 'Red first?' },
    { place: '0.1.0', words: 'move forward 80', text: 'Longer' },
    { place: '0', words: 'when Run is clicked', text: 'Good start' },
  ])
  expect(found.map(({ block, note }) => [blockWords(block), note.text])).toEqual([
    ['pen color red', 'Red first?'],
    ['when Run is clicked', 'Good start'],
  ])
})
