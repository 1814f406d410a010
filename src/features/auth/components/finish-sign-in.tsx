import { Link } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { safeRedirectPath } from '@/access/redirect-param'
import { Alert } from '@/components/ui/alert'
import { Spinner } from '@/components/ui/spinner'
import { HttpError } from '@/lib/http-error'
import { type SessionData, saveSessionData } from '@/lib/session-storage'

interface FinishSignInProps {
  /** Redeems the token on the server (which sets the cookies) and answers the session data. */
  redeem: () => Promise<{ account: string; profile: string; user: Omit<SessionData, 'selectedProfile'> }>
  redirect?: string
  /** Whether there is a token to redeem at all. */
  hasToken: boolean
}

/**
 * /login-finalize and /token: once the page runs in the browser, redeem the single-use token with
 * a POST (never during server rendering: a GET must not change state, and link previews must not
 * use it up), drop it from the address bar, then open the landing page.
 */
export function FinishSignIn({ redeem, redirect, hasToken }: FinishSignInProps) {
  const [error, setError] = useState<string | null>(hasToken ? null : 'This sign-in link is not complete.')
  const started = useRef(false)
  useEffect(() => {
    if (!hasToken || started.current) return
    started.current = true
    // The token must not stay in history or reach another page's Referer.
    window.history.replaceState(null, '', window.location.pathname)
    redeem()
      .then((result) => {
        saveSessionData(result.account, { ...result.user, selectedProfile: result.profile })
        window.location.replace(safeRedirectPath(redirect) ?? '/')
      })
      .catch((cause: unknown) => {
        setError(cause instanceof HttpError ? cause.message : 'We could not sign you in. Please try again.')
      })
  }, [hasToken, redeem, redirect])

  if (error) {
    return (
      <div className="grid gap-4">
        <Alert tone="error">{error}</Alert>
        <p>
          <Link to="/login" className="font-semibold text-brand-700 underline underline-offset-4">
            Go to sign in
          </Link>
        </p>
      </div>
    )
  }
  return (
    <p role="status" className="flex items-center gap-3 text-lg">
      <Spinner />
      Signing you in…
    </p>
  )
}
