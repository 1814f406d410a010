import { useCallback, useState } from 'react'
import { finalizeLogin } from '../auth.functions'
import type { LoginFinalizeSearch } from '../auth.search'
import { AuthCard } from './auth-card'
import { FinishSignIn } from './finish-sign-in'

/** /login-finalize (SPEC §2.6 rule 9): a transfer between hosts lands here and signs the visitor in. */
export function LoginFinalizePage({ search }: { search: LoginFinalizeSearch }) {
  // Read once: the page drops the query from the address bar before it asks the server.
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
