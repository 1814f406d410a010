import { useCallback, useState } from 'react'
import { signInWithToken } from '../auth.functions'
import { AuthCard } from './auth-card'
import { FinishSignIn } from './finish-sign-in'

/** /token: signing in with a one-time token from a link. */
export function TokenPage({ search }: { search: { token?: string; redirect?: string } }) {
  // Read once: the page drops the query from the address bar before it asks the server.
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
