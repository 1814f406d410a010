import * as z from 'zod/mini'

export const shareItemSchema = z.object({ itemId: z.uuid() })

export const shareIdSchema = z.object({ shareId: z.uuid() })
