import { z } from 'zod'

export const welcomePackSchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, 'Give the welcome pack a title.')
    .max(120, 'Keep the title to 120 characters or fewer.'),
  body: z.string().max(100_000, 'The welcome pack is too long; split it up or link to files.'),
  published: z.boolean(),
})
