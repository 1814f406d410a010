import { createFileRoute } from '@tanstack/react-router'
import { useCallback, useState } from 'react'
import { finalizeLogin } from '@/features/auth/auth.functions'
import { loginFinalizeSearchSchema } from '@/features/auth/auth.schemas'
import { AuthCard } from '@/features/auth/components/auth-card'
import { FinishSignIn } from '@/features/auth/components/finish-sign-in'

/** SPEC §2.6 rule 9: the transfer lands here with token, account and profile in the query. */
export const Route = createFileRoute('/_public/login-finalize')({
  validateSearch: loginFinalizeSearchSchema,
  head: () => ({
    meta: [
      { title: 'Signing in · CodeSchool' },
      // The token is in this page's address: no Referer may carry it anywhere.
      { name: 'referrer', content: 'no-referrer' },
      { name: 'robots', content: 'noindex' },
    ],
  }),
  component: LoginFinalizePage,
})

function LoginFinalizePage() {
  // Read once: the page drops the query from the address bar before it asks the server.
  const search = Route.useSearch()
  const [{ token, account, profile, redirect }] = useState(search)
  const redeem = useCallback(
    (confirmed: boolean) =>
      finalizeLogin({
        data: { token: token ?? '', account: account ?? '', profile: profile ?? '', confirmed },
      }),
    [token, account, profile],
  )
  return (
    <AuthCard title="Signing you in">
      <FinishSignIn redeem={redeem} redirect={redirect} hasToken={Boolean(token && account && profile)} />
    </AuthCard>
  )
}
