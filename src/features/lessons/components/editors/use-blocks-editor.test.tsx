// @vitest-environment jsdom
import * as Blockly from 'blockly/core'
import { act, useState } from 'react'
import { afterEach, beforeAll, expect, it, vi } from 'vitest'
import { type BlockProgram, blocksInOrder } from '@/features/runner'
import { render, settle } from '@/test/render'
import type { BlockNote } from './block-notes'
import BlocksEditor from './blocks-editor'

// The real editor on real Blockly in jsdom: what it reports, what it loads, where notes go.
beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver
})

const start: BlockProgram = [{ type: 'when_run', body: [{ type: 'forward', fields: { STEPS: 80 } }] }]
const squares: BlockProgram = [
  {
    type: 'when_run',
    body: [{ type: 'repeat', fields: { TIMES: 4 }, body: [{ type: 'turn_right', fields: { DEGREES: 90 } }] }],
  },
]

let setProgram: (program: BlockProgram) => void = () => {}
function Harness(props: {
  onChange: (program: BlockProgram) => void
  notes?: BlockNote[]
  readOnly?: boolean
}) {
  const [program, set] = useState(start)
  setProgram = set
  return (
    <BlocksEditor program={program} toolbox={['forward', 'turn_right']} label="Your program" {...props} />
  )
}

let screen: ReturnType<typeof render> | null = null
afterEach(() => {
  screen?.unmount()
  screen = null
})

/** Blockly hands its events over a frame later, then React draws. */
async function afterBlockly() {
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
  await settle()
}

const workspace = () => Blockly.getMainWorkspace() as Blockly.WorkspaceSvg
const blockOf = (type: string) =>
  workspace()
    .getAllBlocks(false)
    .find((block) => block.type === type)!

it('opening a program is not a change; a change the child makes is reported once, as the new program', async () => {
  const onChange = vi.fn()
  screen = render(<Harness onChange={onChange} />)
  await settle()
  expect(onChange).not.toHaveBeenCalled()
  act(() => blockOf('forward').setFieldValue(120, 'STEPS'))
  await afterBlockly()
  expect(onChange).toHaveBeenCalledTimes(1)
  expect(blocksInOrder(onChange.mock.calls[0]![0]).map((block) => block.words)).toEqual([
    'when Run is clicked',
    blocksInOrder([{ type: 'forward', fields: { STEPS: 120 } }])[0]!.words,
  ])
})

it('a program from outside (Start again, the other tab) takes the workspace without being reported', async () => {
  const onChange = vi.fn()
  screen = render(<Harness onChange={onChange} />)
  await settle()
  act(() => setProgram(squares))
  await afterBlockly()
  expect(
    workspace()
      .getAllBlocks(false)
      .map((block) => block.type),
  ).toEqual(['when_run', 'repeat', 'turn_right'])
  expect(onChange).not.toHaveBeenCalled()
  // The outline a screen reader reads follows the loaded program.
  expect(screen.container.querySelector('[data-testid="blocks-outline"]')?.textContent).toContain('repeat')
})

it("pins a teacher's note to its block: listed beside the program and said with the block's name", async () => {
  const words = blocksInOrder(start)[1]!.words
  screen = render(<Harness onChange={vi.fn()} notes={[{ place: '0.0', words, text: 'Try a longer step' }]} />)
  await settle()
  const list = screen.container.querySelector('section[aria-label="Your teacher\'s notes on your blocks"]')
  expect(list?.textContent).toContain('Try a longer step')
  expect(list?.textContent).toContain(words)
  const element = (blockOf('forward') as Blockly.BlockSvg).getFocusableElement()
  expect(element.getAttribute('aria-label')).toContain("your teacher's note: Try a longer step")
  expect(blockOf('forward').getSvgRoot().classList.contains('blocks-teacher-note')).toBe(true)
})

it('a block chosen on the workspace is named in the tap bar; the example (read only) has no bar', async () => {
  screen = render(<Harness onChange={vi.fn()} />)
  await settle()
  const chosen = () => screen!.container.querySelector('[data-testid="blocks-chosen"]')?.textContent
  const before = chosen()
  act(() => Blockly.getFocusManager().focusNode(blockOf('forward') as Blockly.BlockSvg))
  await afterBlockly()
  expect(chosen()).not.toBe(before)
  expect(chosen()).toContain(blockOf('forward').toString())
  screen.unmount()
  screen = render(<Harness onChange={vi.fn()} readOnly />)
  await settle()
  expect(screen.container.querySelector('[data-testid="blocks-chosen"]')).toBeNull()
  expect(screen.container.querySelector('[data-testid="blocks-editor"]')).not.toBeNull()
})
