import { createFileRoute } from '@tanstack/react-router'
import { LoginPage } from '@/features/auth/components/login-page'
import { oneOf, searchParams, text } from '@/lib/search-params'
import { m } from '@/paraglide/messages'

const loginSearch = searchParams({
  redirect: text(2048),
  tab: oneOf(['adult', 'student']),
  /** Why a Google / Microsoft / Clever sign-in came back (a code; the page holds the words). */
  signin_error: text(40),
  /** A teacher's linking card: the ticket and the provider to sign in with once. */
  link: text(200),
  provider: oneOf(['google', 'microsoft', 'clever']),
})

export const Route = createFileRoute('/_public/login')({
  validateSearch: loginSearch,
  head: () => ({ meta: [{ title: m.login_page_title() }] }),
  component: LoginRoute,
})

function LoginRoute() {
  return <LoginPage search={Route.useSearch()} />
}
