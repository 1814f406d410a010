import * as z from 'zod/mini'

export const courseCardSchema = z.object({ cardId: z.uuid() })

export const courseAssignmentSchema = z.object({ cardId: z.uuid(), classId: z.uuid(), assigned: z.boolean() })
