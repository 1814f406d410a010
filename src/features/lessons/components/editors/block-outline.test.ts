import * as Blockly from 'blockly/core'
import { afterEach, beforeEach, expect, it } from 'vitest'
import { type BlockProgram, toBlocklyState } from '@/features/runner'
import { baseLocale, overwriteGetLocale } from '@/paraglide/runtime'
import { defineProductBlocks } from '@/test/headless-blockly'
import { blockLabel, programLabel, programOutline } from './block-outline'

// Real (headless) Blockly: the names a screen reader reads for the blocks of a program.
defineProductBlocks()

let workspace: Blockly.Workspace
beforeEach(() => {
  workspace = new Blockly.Workspace()
})
afterEach(() => {
  workspace.dispose()
  overwriteGetLocale(() => baseLocale)
})

const program: BlockProgram = [
  {
    type: 'when_run',
    body: [
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
  { type: 'pen_up', x: 300, y: 400 },
]

const labels = () =>
  workspace
    .getAllBlocks(true)
    .map((block) => blockLabel(block))
    .sort()

it('each block says what it does and where it is, in words a child understands', () => {
  Blockly.serialization.workspaces.load(toBlocklyState(program) as object, workspace)
  expect(labels()).toEqual(
    [
      'when Run is clicked, 2 blocks inside',
      'repeat 4 times, inside when Run is clicked, first, 2 blocks inside',
      'move forward 50, inside repeat 4 times, first',
      'turn right 90, inside repeat 4 times, second',
      'say done, inside when Run is clicked, second',
      'pen up, on its own, not joined: it does not run',
    ].sort(),
  )
})

it('says where a block is in the page’s language (decision 213)', () => {
  Blockly.serialization.workspaces.load(toBlocklyState(program) as object, workspace)
  overwriteGetLocale(() => 'es')
  // (Headless, the blocks keep the English definitions; the page gives them their language.)
  expect(labels()).toContain('turn right 90, dentro de repeat 4 times, segundo')
  expect(labels()).toContain('pen up, suelto, sin unir: no se ejecuta')
  overwriteGetLocale(() => 'ar')
  expect(labels()).toContain('move forward 50, داخل repeat 4 times، الأول')
})

it('the outline lists the stacks with the blocks inside blocks, in order', () => {
  Blockly.serialization.workspaces.load(toBlocklyState(program) as object, workspace)
  const words = (stacks = programOutline(workspace)) =>
    stacks.map((stack) =>
      stack.map(function line(item): unknown {
        return item.inside ? [item.words, item.inside.map(line)] : item.words
      }),
    )
  expect(words()).toEqual([
    [['when Run is clicked', [['repeat 4 times', ['move forward 50', 'turn right 90']], 'say done']]],
    ['pen up'],
  ])
})

it('an empty start block says that nothing is inside', () => {
  Blockly.serialization.workspaces.load(toBlocklyState([{ type: 'when_run' }]) as object, workspace)
  expect(labels()).toEqual(['when Run is clicked, nothing inside yet'])
})

it('the program area says what it holds: blocks and stacks, or nothing yet', () => {
  expect(programLabel(workspace, 'Your program')).toBe('Your program: no blocks yet')
  Blockly.serialization.workspaces.load(toBlocklyState([{ type: 'when_run' }]) as object, workspace)
  expect(programLabel(workspace, 'Your program')).toBe('Your program: 1 block in 1 stack')
  Blockly.serialization.workspaces.load(toBlocklyState(program) as object, workspace)
  expect(programLabel(workspace, 'The example')).toBe('The example: 6 blocks in 2 stacks')
})
