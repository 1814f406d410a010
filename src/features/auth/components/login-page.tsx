import { useNavigate } from '@tanstack/react-router'
import { TextLink } from '@/components/ui/text-link'
import { ProviderButtons, ProviderSignInError } from '@/features/sign-in-providers'
import { placeOf, sessionSiteOf, useRequestContext } from '@/lib/request-context/use-request-context'
import { m } from '@/paraglide/messages'
import { AuthCard } from './auth-card'
import { LoginForm } from './login-form'

interface LoginPageProps {
  /** Where to go after signing in, and which tab is open (the address keeps both). */
  search: {
    redirect?: string
    tab?: 'adult' | 'student'
    signin_error?: string
    /** A teacher's linking card (issue 22). */
    link?: string
    provider?: 'google' | 'microsoft' | 'clever'
  }
}

/** /login: signing in, as an adult or as a child of the school; the tab is kept in the address. */
export function LoginPage({ search }: LoginPageProps) {
  const navigate = useNavigate({ from: '/login' })
  const context = useRequestContext()
  const place = placeOf(context)
  const school = context?.place.kind === 'school' ? context.place.school : null
  return (
    <AuthCard
      title={m.login_title()}
      intro={school ? <p>{m.login_to_school({ school: school.name })}</p> : <p>{m.login_welcome_back()}</p>}
      footer={
        <p>
          {m.login_new_to()} <TextLink to="/signup">{m.login_start_school()}</TextLink>
        </p>
      }
    >
      <ProviderSignInError code={search.signin_error} />
      {school ? (
        <ProviderButtons
          link={
            search.link && search.provider ? { ticket: search.link, provider: search.provider } : undefined
          }
        />
      ) : null}
      <LoginForm
        place={place}
        schoolName={school?.name ?? null}
        site={sessionSiteOf(context)}
        redirect={search.redirect}
        tab={search.tab ?? 'adult'}
        onTabChange={(tab) =>
          navigate({ search: (prev) => ({ ...prev, tab: tab === 'adult' ? undefined : tab }), replace: true })
        }
      />
    </AuthCard>
  )
}
