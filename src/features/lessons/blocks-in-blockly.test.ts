import * as Blockly from 'blockly/core'
import { expect, it } from 'vitest'
import { type BlockProgram, blocksToJavaScript, fromBlocklyState, toBlocklyState } from '@/features/runner'
import { defineProductBlocks } from '@/test/headless-blockly'
import { loadCourses } from '../../../content'

// Real (headless) Blockly: what the editor loads and saves must write the same JavaScript.
defineProductBlocks()

const programs: [string, BlockProgram][] = loadCourses().lessons.flatMap((lesson) =>
  lesson.steps.flatMap((step) => {
    const found: [string, BlockProgram | undefined][] =
      step.kind === 'code'
        ? [
            ['starter', step.starterBlocks],
            ['solution', step.solutionBlocks],
          ]
        : step.kind === 'free-build'
          ? [['starter', step.starterBlocks]]
          : step.kind === 'explanation'
            ? [['example', step.example?.blocks]]
            : []
    return found.flatMap(([what, blocks]) =>
      blocks ? [[`${lesson.slug} › ${step.key} › ${what}`, blocks]] : [],
    )
  }),
)

it('every shipped block program loads into Blockly and saves back to the same code', () => {
  expect(programs.length).toBeGreaterThan(40)
  const workspace = new Blockly.Workspace()
  for (const [name, program] of programs) {
    Blockly.serialization.workspaces.load(toBlocklyState(program) as object, workspace)
    const saved = Blockly.serialization.workspaces.save(workspace)
    expect(blocksToJavaScript(fromBlocklyState(saved)), name).toBe(blocksToJavaScript(program))
  }
  workspace.dispose()
})

it('keeps loose blocks loose', () => {
  const workspace = new Blockly.Workspace()
  Blockly.serialization.workspaces.load(
    toBlocklyState([
      { type: 'when_run' },
      { type: 'forward', fields: { STEPS: 10 }, x: 200, y: 40 },
    ]) as object,
    workspace,
  )
  const program = fromBlocklyState(Blockly.serialization.workspaces.save(workspace))
  expect(program.map((b) => b.type).sort()).toEqual(['forward', 'when_run'])
  expect(blocksToJavaScript(program)).toBe('')
  workspace.dispose()
})
