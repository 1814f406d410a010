import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod'
import { TokenPage } from '@/features/auth/components/token-page'

const searchSchema = z.object({
  token: z.string().max(200).optional().catch(undefined),
  redirect: z.string().max(2048).optional().catch(undefined),
})

/** /token?token= : signs in with a one-time token (magic links and SSO hand-offs). */
export const Route = createFileRoute('/_public/token')({
  validateSearch: searchSchema,
  head: () => ({
    meta: [
      { title: 'Signing in · CodeSchool' },
      { name: 'referrer', content: 'no-referrer' },
      { name: 'robots', content: 'noindex' },
    ],
  }),
  component: TokenRoute,
})

function TokenRoute() {
  return <TokenPage search={Route.useSearch()} />
}
