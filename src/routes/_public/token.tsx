import { createFileRoute } from '@tanstack/react-router'
import { useCallback, useState } from 'react'
import { z } from 'zod'
import { signInWithToken } from '@/features/auth/auth.functions'
import { AuthCard } from '@/features/auth/components/auth-card'
import { FinishSignIn } from '@/features/auth/components/finish-sign-in'

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
  component: TokenPage,
})

function TokenPage() {
  // Read once: the page drops the query from the address bar before it asks the server.
  const search = Route.useSearch()
  const [{ token, redirect }] = useState(search)
  const redeem = useCallback(
    (confirmed: boolean) => signInWithToken({ data: { token: token ?? '', confirmed } }),
    [token],
  )
  return (
    <AuthCard title="Signing you in">
      <FinishSignIn redeem={redeem} redirect={redirect} hasToken={Boolean(token)} />
    </AuthCard>
  )
}
