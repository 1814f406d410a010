/** Blocks in lesson content: a program as blocks (see block-program.ts) and the toolbox's block types. */
import * as z from 'zod/mini'
import {
  BLOCK_COLORS,
  BLOCK_FIELDS,
  BLOCK_MESSAGES,
  BLOCK_TYPES,
  BLOCK_VARIABLES,
  type Block,
  BlockProgramError,
  blocksToJavaScript,
  CONTAINER_BLOCKS,
} from '@/kernel/runner-protocol'

const blockFieldValue = z.union([z.string(), z.number()])

const blockSchema: z.ZodMiniType<Block> = z.lazy(() =>
  z
    .strictObject({
      type: z.enum(BLOCK_TYPES),
      fields: z.optional(z.record(z.string(), blockFieldValue)),
      body: z.optional(z.array(blockSchema)),
      x: z.optional(z.number()),
      y: z.optional(z.number()),
    })
    .check(
      z.superRefine((block, ctx) => {
        const known = BLOCK_FIELDS[block.type]
        for (const [name, value] of Object.entries(block.fields ?? {})) {
          const field = known.find((f) => f.name === name)
          const issue = (message: string) =>
            ctx.issues.push({ code: 'custom', message, input: value, path: ['fields', name] })
          if (!field) issue(`${block.type} has no field ${name}`)
          else if (field.kind === 'number' && typeof value !== 'number') issue('must be a number')
          else if (field.kind === 'color' && !(BLOCK_COLORS as readonly unknown[]).includes(value))
            issue(`one of ${BLOCK_COLORS.join(', ')}`)
          else if (field.kind === 'variable' && !(BLOCK_VARIABLES as readonly unknown[]).includes(value))
            issue(`one of ${BLOCK_VARIABLES.join(', ')}`)
          else if (field.kind === 'message' && !(BLOCK_MESSAGES as readonly unknown[]).includes(value))
            issue(`one of ${BLOCK_MESSAGES.join(', ')}`)
          else if (field.kind === 'text' && (typeof value !== 'string' || value.length > 80))
            issue('text of at most 80 characters')
        }
        if (block.body && !CONTAINER_BLOCKS.includes(block.type)) {
          ctx.issues.push({
            code: 'custom',
            message: `${block.type} holds no blocks`,
            input: block,
            path: ['body'],
          })
        }
      }),
    ),
)

/** Blocks lying on the workspace (see block-program.ts); event blocks only at the top. */
export const blockProgramSchema = z.array(blockSchema).check(
  z.superRefine((program, ctx) => {
    try {
      blocksToJavaScript(program)
    } catch (error) {
      if (!(error instanceof BlockProgramError)) throw error
      ctx.issues.push({ code: 'custom', message: error.message, input: program })
    }
  }),
)

export const blockTypeSchema = z.enum(BLOCK_TYPES)
