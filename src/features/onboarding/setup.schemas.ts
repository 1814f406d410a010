import { z } from 'zod'
import { m } from '@/paraglide/messages'

const setupLoginTypes = ['picture', 'words', 'password'] as const

/** Step 2 and 3 of the setup wizard together: the class is created once the course is chosen. */
export const setupClassSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, { error: () => m.onboarding_error_class_name_empty() })
    .max(60, { error: () => m.onboarding_error_class_name_long() }),
  grade: z.number().int().min(-1).max(12).nullable(),
  loginType: z.enum(setupLoginTypes),
  quickJoin: z.boolean(),
  /** The first course, or null to choose later. */
  cardId: z.uuid().nullable(),
})
export type SetupClassValues = z.infer<typeof setupClassSchema>

export const setupCardsSchema = z.object({ classId: z.uuid() })
