import { useQuery } from '@tanstack/react-query'
import { Check, ChevronRight } from 'lucide-react'
import { useEffect } from 'react'
import { Alert } from '@/components/ui/alert'
import { Spinner } from '@/components/ui/spinner'
import type { SessionSite } from '@/lib/cookie-lifetimes'
import { ACCOUNT_COOKIE, readCookie } from '@/lib/cookies'
import type { Place } from '@/lib/hosts'
import { HttpError } from '@/lib/http-error'
import { logOnly } from '@/lib/log-only'
import { loadSessionData, type SessionProfile } from '@/lib/session-storage'
import { useAction } from '@/lib/use-action'
import { profileQuery } from '../auth.queries'
import { chooseProfile, selectProfile } from '../session-flow'

const roleLabel: Record<SessionProfile['role'], string> = {
  ADMIN: 'School admin',
  TEACHER: 'Teacher',
  STUDENT: 'Student',
  STUDENT_SESSION: 'Student (class session)',
}

/** /switch-profile: the user's profiles; choosing one syncs in place or transfers (SPEC §4). */
export function ProfileChooser({
  place,
  site,
  currentProfileId,
}: {
  place: Place
  site: SessionSite
  currentProfileId: string | null
}) {
  const user = useQuery(profileQuery())
  const action = useAction()
  const signedOut = user.error instanceof HttpError && user.error.status === 401

  // SPEC §8: a failed profile sync is logged only. The schools this browser kept are offered
  // instead; a 401 leaves the visitor signed out, so they are asked to sign in.
  useEffect(() => {
    if (user.error) logOnly('The profile sync failed on /switch-profile', user.error)
  }, [user.error])

  if (user.isPending) {
    return (
      <p role="status" className="flex items-center gap-3">
        <Spinner /> Loading your schools…
      </p>
    )
  }
  const kept = user.isError && !signedOut ? keptSessionData() : null
  const data = user.data ?? kept
  if (!data) {
    return (
      <p>
        Sign in to choose a school.{' '}
        <a href="/login?redirect=%2Fswitch-profile" className="font-semibold text-brand-700 underline">
          Sign in
        </a>
      </p>
    )
  }
  const current = currentProfileId
    ? (data.profiles.find((p) => p.uuid === currentProfileId) ?? null)
    : chooseProfile(data.profiles)

  // Choosing ends on another page: the chosen profile keeps "Opening…" until the browser leaves.
  const choosing = action.pending || action.succeeded ? action.lastKey : null
  const choose = (profile: SessionProfile) =>
    action.run(profile.uuid, () => selectProfile(profile, data, { place, site }))

  return (
    <div className="grid gap-4">
      {action.error ? <Alert tone="error">{action.error}</Alert> : null}
      <ul className="grid gap-3">
        {data.profiles.map((profile) => {
          const isCurrent = profile.uuid === current?.uuid && place.kind === 'school'
          return (
            <li key={profile.uuid}>
              <button
                type="button"
                onClick={() => void choose(profile)}
                disabled={choosing !== null}
                aria-busy={choosing === profile.uuid || undefined}
                aria-current={isCurrent || undefined}
                className="flex w-full items-center gap-4 rounded-xl border border-slate-300 bg-white px-4 py-3 text-left hover:border-brand-500 hover:bg-brand-50 focus-visible:outline-3 focus-visible:outline-brand-500 disabled:cursor-wait aria-[current]:border-brand-500"
              >
                <span className="grid flex-1 gap-0.5">
                  <span className="font-semibold text-lg">
                    {profile.account.name ?? profile.account.subdomain}
                  </span>
                  <span className="text-slate-700">
                    {roleLabel[profile.role]} · {profile.account.subdomain}.{site.productHost}
                  </span>
                  {profile.paid_status === false ? null : (
                    <span className="text-green-800 text-sm">Paid plan</span>
                  )}
                </span>
                {choosing === profile.uuid ? (
                  <span className="flex items-center gap-2 text-sm">
                    <Spinner /> Opening…
                  </span>
                ) : isCurrent ? (
                  <span className="flex items-center gap-1 font-semibold text-brand-700 text-sm">
                    <Check aria-hidden="true" className="size-4" /> Current
                  </span>
                ) : (
                  <ChevronRight aria-hidden="true" className="size-5 text-slate-500" />
                )}
              </button>
            </li>
          )
        })}
      </ul>
    </div>
  )
}

/** The session data this browser kept for the account of the cookie, without its selection. */
function keptSessionData() {
  const account = readCookie(ACCOUNT_COOKIE)
  const stored = account ? loadSessionData(account) : null
  if (!stored) return null
  const { selectedProfile: _selected, ...user } = stored
  return user
}
