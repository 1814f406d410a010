import { z } from 'zod'

const setupLoginTypes = ['picture', 'words', 'password'] as const

/** Step 2 and 3 of the setup wizard together: the class is created once the course is chosen. */
export const setupClassSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Give the class a name.')
    .max(60, 'Keep the name to 60 characters or fewer.'),
  grade: z.number().int().min(-1).max(12).nullable(),
  loginType: z.enum(setupLoginTypes),
  quickJoin: z.boolean(),
  /** The first course, or null to choose later. */
  cardId: z.uuid().nullable(),
})
export type SetupClassValues = z.infer<typeof setupClassSchema>

export const setupCardsSchema = z.object({ classId: z.uuid() })
