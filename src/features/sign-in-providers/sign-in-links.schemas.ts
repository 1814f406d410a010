import { z } from 'zod'
import { m } from '@/paraglide/messages'
import { IDENTITY_PROVIDERS } from './providers'

export const signInLinksSchema = z.object({
  profileIds: z
    .array(z.uuid())
    .min(1, { error: () => m.providers_error_no_students() })
    .max(100, { error: () => m.providers_error_too_many_cards() }),
})
export type SignInLinksInput = z.infer<typeof signInLinksSchema>

export const mailSignInLinkSchema = z.object({ profileId: z.uuid() })

export const linkTicketSchema = z.object({ profileId: z.uuid(), provider: z.enum(IDENTITY_PROVIDERS) })
export type LinkTicketInput = z.infer<typeof linkTicketSchema>
