import { useQuery } from '@tanstack/react-query'
import { Alert } from '@/components/ui/alert'
import { buttonVariants } from '@/components/ui/button'
import { cn } from '@/components/ui/cn'
import { m } from '@/paraglide/messages'
import { type IdentityProvider, PROVIDER_NAMES, signInErrorText } from '../providers'
import { signInButtonsQuery } from '../sign-in-providers.queries'

/**
 * "Sign in with Google / Microsoft / Clever" on a school's /login and /join: a plain form POST to
 * the start of the provider sign-in (it works before the page's script has loaded). Nothing shows
 * when the school uses no provider.
 */
export function ProviderButtons({
  forStudents = false,
  link,
  classCode,
}: {
  forStudents?: boolean
  /** /join, a class that lets children make their own account: join it with the provider. */
  classCode?: string
  /** A teacher's linking card: only that provider, with the ticket. */
  link?: { ticket: string; provider: IdentityProvider }
}) {
  const { data } = useQuery(signInButtonsQuery())
  const providers = (data ?? []).filter(
    (row) =>
      (!forStudents || row.studentsAllowed) &&
      (!link || row.provider === link.provider) &&
      (!classCode || row.selfRegistration),
  )
  if (providers.length === 0) return null
  return (
    <div className="grid gap-2" data-testid="provider-buttons">
      {providers.map(({ provider }) => (
        <form key={provider} method="post" action="/api/auth/oidc/start">
          <input type="hidden" name="provider" value={provider} />
          {link ? <input type="hidden" name="ticket" value={link.ticket} /> : null}
          {classCode ? <input type="hidden" name="classCode" value={classCode} /> : null}
          <button
            type="submit"
            className={cn(buttonVariants({ variant: 'secondary', size: 'lg' }), 'w-full')}
          >
            <ProviderMark provider={provider} />
            {classCode
              ? m.providers_join_with({ provider: PROVIDER_NAMES[provider] })
              : m.providers_sign_in_with({ provider: PROVIDER_NAMES[provider] })}
          </button>
        </form>
      ))}
      {link ? (
        <p className="text-center text-slate-700">{m.providers_link_once()}</p>
      ) : (
        <p className="text-center text-sm text-slate-600">{m.providers_or()}</p>
      )}
    </div>
  )
}

function ProviderMark({ provider }: { provider: keyof typeof PROVIDER_NAMES }) {
  const colours = { google: 'bg-[#4285F4]', microsoft: 'bg-[#737373]', clever: 'bg-[#1464FF]' }
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-flex size-6 items-center justify-center rounded text-sm font-bold text-white',
        colours[provider],
      )}
    >
      {PROVIDER_NAMES[provider][0]}
    </span>
  )
}

/** The words for a provider sign-in that came back without signing in (?signin_error=…). */
export function ProviderSignInError({ code }: { code?: string }) {
  const text = signInErrorText(code)
  return text ? (
    <Alert tone="error" title={m.providers_not_signed_in()} className="mb-4">
      {text}
    </Alert>
  ) : null
}
