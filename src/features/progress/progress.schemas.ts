import type { BlockProgram } from '@/kernel/runner-protocol'

// What progress stores, in plain types and rules for the server and the browser alike (decision
// 198): step progress and the one "lesson complete" rule, a saved version of a step's code. The
// inputs of the server functions that save work are the lessons feature's (lessons.schemas.ts).
export * from './step-progress'

/** One saved version of a step's code, as the player gets it back. */
export interface SavedCode {
  revision: number
  code: string
  blocksJson: BlockProgram | null
}
