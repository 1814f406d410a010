/**
 * Shorthand for writing block programs in lessons, and for the code steps built from them:
 * `blocksExercise` fills `starter` and `solution` with the JavaScript the blocks write, so the
 * two can never disagree.
 */
import {
  type BLOCK_COLORS,
  type BLOCK_MESSAGES,
  type BLOCK_VARIABLES,
  type Block,
  type BlockProgram,
  blocksToJavaScript,
} from '@/kernel/runner-protocol'

type Color = (typeof BLOCK_COLORS)[number]
type Variable = (typeof BLOCK_VARIABLES)[number]
type Message = (typeof BLOCK_MESSAGES)[number]

export const whenRun = (...body: Block[]): Block => ({ type: 'when_run', body })
export const whenMessage = (message: Message, ...body: Block[]): Block => ({
  type: 'when_message',
  fields: { MESSAGE: message },
  body,
})
export const send = (message: Message): Block => ({ type: 'send_message', fields: { MESSAGE: message } })
export const forward = (steps: number): Block => ({ type: 'forward', fields: { STEPS: steps } })
/** @public Lesson authors' vocabulary: every block has its builder, used or not yet. */
export const back = (steps: number): Block => ({ type: 'back', fields: { STEPS: steps } })
export const right = (degrees: number): Block => ({ type: 'turn_right', fields: { DEGREES: degrees } })
export const left = (degrees: number): Block => ({ type: 'turn_left', fields: { DEGREES: degrees } })
export const repeat = (times: number, ...body: Block[]): Block => ({
  type: 'repeat',
  fields: { TIMES: times },
  body,
})
export const penUp = (): Block => ({ type: 'pen_up' })
export const penDown = (): Block => ({ type: 'pen_down' })
export const color = (name: Color): Block => ({ type: 'color', fields: { COLOR: name } })
export const penSize = (width: number): Block => ({ type: 'pen_width', fields: { WIDTH: width } })
/** @public */
export const circle = (radius: number): Block => ({ type: 'circle', fields: { RADIUS: radius } })
export const say = (text: string): Block => ({ type: 'say', fields: { TEXT: text } })
export const set = (variable: Variable, value: number): Block => ({
  type: 'set',
  fields: { VAR: variable, VALUE: value },
})
export const change = (variable: Variable, by: number): Block => ({
  type: 'change',
  fields: { VAR: variable, BY: by },
})
export const sayNumber = (variable: Variable): Block => ({ type: 'say_variable', fields: { VAR: variable } })

/** A loose block lying on the workspace at (x, y): it does not run until the child joins it. */
export const loose = (block: Block, x: number, y: number): Block => ({ ...block, x, y })

/** The starter and solution fields of a blocks exercise, code included. */
export function blocksExercise(starterBlocks: BlockProgram, solutionBlocks: BlockProgram) {
  return {
    language: 'blocks' as const,
    starterBlocks,
    starter: blocksToJavaScript(starterBlocks),
    solutionBlocks,
    solution: blocksToJavaScript(solutionBlocks),
  }
}

/** The starter fields of a blocks free build. */
export function blocksStarter(starterBlocks: BlockProgram) {
  return { language: 'blocks' as const, starterBlocks, starter: blocksToJavaScript(starterBlocks) }
}

/** A runnable example for an explanation step, shown as blocks. */
export function blocksExample(blocks: BlockProgram, output: 'turtle' | 'console' | 'both' = 'turtle') {
  return { blocks, code: blocksToJavaScript(blocks), output }
}
