import { createFileRoute } from '@tanstack/react-router'
import { loginFinalizeSearch } from '@/features/auth/auth.search'
import { LoginFinalizePage } from '@/features/auth/components/login-finalize-page'

/** SPEC §2.6 rule 9: the transfer lands here with token, account and profile in the query. */
export const Route = createFileRoute('/_public/login-finalize')({
  validateSearch: loginFinalizeSearch,
  head: () => ({
    meta: [
      { title: 'Signing in · CodeSchool' },
      // The token is in this page's address: no Referer may carry it anywhere.
      { name: 'referrer', content: 'no-referrer' },
      { name: 'robots', content: 'noindex' },
    ],
  }),
  component: LoginFinalizeRoute,
})

function LoginFinalizeRoute() {
  return <LoginFinalizePage search={Route.useSearch()} />
}
