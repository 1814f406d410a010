import {
  BLOCK_FIELDS,
  BLOCK_TYPES,
  type Block,
  type BlockProgram,
  type BlockType,
  CONTAINER_BLOCKS,
} from './block-types'

// ——— Blockly's JSON workspace format (Blockly.serialization.workspaces.save/load) ———

interface BlocklyBlockState {
  type: string
  x?: number
  y?: number
  fields?: Record<string, unknown>
  inputs?: Record<string, { block?: BlocklyBlockState }>
  next?: { block?: BlocklyBlockState }
  [key: string]: unknown
}

export interface BlocklyWorkspaceState {
  blocks?: { languageVersion?: number; blocks?: BlocklyBlockState[] }
  [key: string]: unknown
}

/** Name of the statement input that holds a container's `body` in Blockly. */
export const BODY_INPUT = 'DO'

/** The workspace state Blockly loads with `Blockly.serialization.workspaces.load(state, workspace)`. */
export function toBlocklyState(program: BlockProgram): BlocklyWorkspaceState {
  const chain = (blocks: readonly Block[]): BlocklyBlockState | undefined => {
    let next: BlocklyBlockState | undefined
    for (let i = blocks.length - 1; i >= 0; i--) {
      const state = single(blocks[i]!)
      if (next) state.next = { block: next }
      next = state
    }
    return next
  }
  const single = (block: Block): BlocklyBlockState => {
    const state: BlocklyBlockState = { type: block.type }
    const fields = BLOCK_FIELDS[block.type]
    if (fields.length > 0) {
      state.fields = Object.fromEntries(fields.map((f) => [f.name, block.fields?.[f.name] ?? f.initial]))
    }
    if (CONTAINER_BLOCKS.includes(block.type)) {
      const body = chain(block.body ?? [])
      if (body) state.inputs = { [BODY_INPUT]: { block: body } }
    }
    return state
  }
  return {
    blocks: {
      languageVersion: 0,
      blocks: program.map((block, n) => ({
        ...single(block),
        x: block.x ?? 24,
        y: block.y ?? 24 + n * 120,
      })),
    },
  }
}

/**
 * The block program of a Blockly workspace state (`Blockly.serialization.workspaces.save`).
 * Loose stacks become separate top-level blocks (they do not run either way). Blocks this
 * product does not know are dropped.
 */
export function fromBlocklyState(state: BlocklyWorkspaceState): BlockProgram {
  const known = (type: string): type is BlockType => (BLOCK_TYPES as readonly string[]).includes(type)
  const chain = (first: BlocklyBlockState | undefined): Block[] => {
    const blocks: Block[] = []
    for (let current = first; current; current = current.next?.block) {
      if (!known(current.type)) continue
      const block: Block = { type: current.type }
      const fields = BLOCK_FIELDS[current.type]
      if (fields.length > 0) {
        block.fields = Object.fromEntries(
          fields.map((f) => {
            const raw = current?.fields?.[f.name]
            const value = f.kind === 'number' ? Number(raw ?? f.initial) : String(raw ?? f.initial)
            return [f.name, value]
          }),
        )
      }
      if (CONTAINER_BLOCKS.includes(current.type)) block.body = chain(current.inputs?.[BODY_INPUT]?.block)
      blocks.push(block)
    }
    return blocks
  }
  const program: BlockProgram = []
  for (const top of state.blocks?.blocks ?? []) {
    const stack = chain(top)
    stack.forEach((block, n) => {
      if (n === 0) {
        if (typeof top.x === 'number') block.x = top.x
        if (typeof top.y === 'number') block.y = top.y
      }
      program.push(block)
    })
  }
  return program
}
