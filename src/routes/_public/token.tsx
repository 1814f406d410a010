import { createFileRoute } from '@tanstack/react-router'
import { useCallback } from 'react'
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
  const { token, redirect } = Route.useSearch()
  const redeem = useCallback(() => signInWithToken({ data: { token: token ?? '' } }), [token])
  return (
    <AuthCard title="Signing you in">
      <FinishSignIn redeem={redeem} redirect={redirect} hasToken={Boolean(token)} />
    </AuthCard>
  )
}
