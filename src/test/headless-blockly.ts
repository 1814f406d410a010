import * as Blockly from 'blockly/core'
import { beforeAll } from 'vitest'
import { BLOCKLY_BLOCK_DEFINITIONS } from '@/features/runner'

/**
 * Real (headless) Blockly with the product's blocks for a test file: defined once per process,
 * since test files share modules when they run in one worker.
 */
export function defineProductBlocks(): void {
  beforeAll(() => {
    if (!Blockly.Blocks.when_run)
      Blockly.common.defineBlocksWithJsonArray(BLOCKLY_BLOCK_DEFINITIONS as object[])
  })
}
