import { z } from 'zod'
import { IDENTITY_PROVIDERS } from './providers'

export const signInLinksSchema = z.object({
  profileIds: z
    .array(z.uuid())
    .min(1, 'Choose at least one student.')
    .max(100, 'Print at most 100 cards at once.'),
})
export type SignInLinksInput = z.infer<typeof signInLinksSchema>

export const mailSignInLinkSchema = z.object({ profileId: z.uuid() })

export const linkTicketSchema = z.object({ profileId: z.uuid(), provider: z.enum(IDENTITY_PROVIDERS) })
export type LinkTicketInput = z.infer<typeof linkTicketSchema>
