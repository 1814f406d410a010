import { Link } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { safeRedirectPath } from '@/access/redirect-param'
import { ActionButton } from '@/components/ui/action-button'
import { Alert } from '@/components/ui/alert'
import { Spinner } from '@/components/ui/spinner'
import { TextLink } from '@/components/ui/text-link'
import { type SessionData, saveSessionData } from '@/lib/session-storage'
import { useAction } from '@/lib/use-action'

/** What the server answers: a question first (record 029), or the session data of the sign-in. */
type Purpose = { kind: 'email_change'; email: string } | { kind: 'staff_invite'; role: string; email: string }

export type RedeemAnswer =
  | { status: 'confirm'; name: string; school: string; purpose?: Purpose }
  | {
      status: 'signed-in'
      account: string
      profile: string
      user: Omit<SessionData, 'selectedProfile'>
    }

interface FinishSignInProps {
  /** Redeems the token on the server (which sets the cookies), or answers who it would sign in. */
  redeem: (confirmed: boolean) => Promise<RedeemAnswer>
  redirect?: string
  /** Whether there is a token to redeem at all. */
  hasToken: boolean
}

/**
 * /login-finalize and /token: once the page runs in the browser, redeem the single-use token with
 * a POST (never during server rendering: a GET must not change state, and link previews must not
 * use it up), drop it from the address bar, then open the landing page. A link this browser cannot
 * prove it asked for first asks "Continue as {name} at {school}?", so a link from someone else
 * never signs the visitor into another account unnoticed.
 */
export function FinishSignIn({ redeem, redirect, hasToken }: FinishSignInProps) {
  // The question stays on screen while the confirmed redeem runs.
  const [question, setQuestion] = useState<{ name: string; school: string; purpose?: Purpose } | null>(null)
  const action = useAction<RedeemAnswer>({
    onSuccess: (answer) => {
      if (answer.status === 'confirm') {
        setQuestion({ name: answer.name, school: answer.school, purpose: answer.purpose })
        return
      }
      saveSessionData(answer.account, { ...answer.user, selectedProfile: answer.profile })
      window.location.replace(safeRedirectPath(redirect) ?? '/')
    },
  })
  const redeemAs = (key: 'first' | 'confirmed') => action.run(key, () => redeem(key === 'confirmed'))
  const started = useRef(false)

  // biome-ignore lint/correctness/useExhaustiveDependencies: the token is redeemed once
  useEffect(() => {
    if (!hasToken || started.current) return
    started.current = true
    // The token must not stay in history or reach another page's Referer.
    window.history.replaceState(null, '', window.location.pathname)
    void redeemAs('first')
  }, [hasToken])

  const error = hasToken ? action.error : 'This sign-in link is not complete.'
  if (error) {
    return (
      <div className="grid gap-4">
        <Alert tone="error">{error}</Alert>
        <p>
          <TextLink to="/login">Go to sign in</TextLink>
        </p>
      </div>
    )
  }
  if (question) {
    // A success opens the landing page: the button spins until the browser leaves.
    const continuing = action.pending || (action.succeeded && action.lastKey === 'confirmed')
    return (
      <div className="grid gap-5">
        <QuestionText question={question} />
        <div className="flex flex-wrap gap-3">
          <ActionButton size="lg" pending={continuing} onClick={() => redeemAs('confirmed')}>
            {question.purpose?.kind === 'staff_invite'
              ? 'Accept and sign in'
              : question.purpose?.kind === 'email_change'
                ? 'Confirm and sign in'
                : `Continue as ${question.name}`}
          </ActionButton>
          <Link
            to="/login"
            className="inline-flex items-center rounded-lg px-4 font-semibold text-brand-700 underline underline-offset-4"
          >
            No, go to sign in
          </Link>
        </div>
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

/** What opening the link does, in the words of its kind. */
function QuestionText({ question }: { question: { name: string; school: string; purpose?: Purpose } }) {
  const purpose = question.purpose
  if (purpose?.kind === 'staff_invite') {
    return (
      <>
        <h2 className="font-bold text-xl">Join CodeSchool staff as {purpose.role}?</h2>
        <p className="text-slate-700">
          This link gives the account of {purpose.email} the role of {purpose.role} and signs you in as{' '}
          {question.name}. Continue only if that address is yours and you opened this link yourself.
        </p>
      </>
    )
  }
  if (purpose?.kind === 'email_change') {
    return (
      <>
        <h2 className="font-bold text-xl">Use {purpose.email} for your account?</h2>
        <p className="text-slate-700">
          The account of {question.name} moves to this address, and this link signs you in. Continue only if
          you asked for this change yourself.
        </p>
      </>
    )
  }
  return (
    <>
      <h2 className="font-bold text-xl">
        Continue as {question.name} at {question.school}?
      </h2>
      <p className="text-slate-700">
        This link signs you in as {question.name}. Continue only if that is you and you opened this link
        yourself.
      </p>
    </>
  )
}
