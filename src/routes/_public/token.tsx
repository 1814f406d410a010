import { createFileRoute } from '@tanstack/react-router'
import { TokenPage } from '@/features/auth/components/token-page'
import { searchParams, text } from '@/lib/search-params'

const tokenSearch = searchParams({ token: text(200), redirect: text(2048) })

/** /token?token= : signs in with a one-time token (magic links and SSO hand-offs). */
export const Route = createFileRoute('/_public/token')({
  validateSearch: tokenSearch,
  head: () => ({
    meta: [
      { title: 'Signing in · CodeSchool' },
      { name: 'referrer', content: 'no-referrer' },
      { name: 'robots', content: 'noindex' },
    ],
  }),
  component: TokenRoute,
})

function TokenRoute() {
  return <TokenPage search={Route.useSearch()} />
}
