import { createFileRoute } from '@tanstack/react-router'
import { signupSearch } from '@/features/auth/auth.search'
import { AccountSetupPage } from '@/features/auth/components/account-setup-page'

/** The spec's /account-setup: the one sign-up form, filled in from the link's query when it has one. */
export const Route = createFileRoute('/_public/account-setup')({
  validateSearch: signupSearch,
  head: () => ({ meta: [{ title: 'Start your school · CodeSchool' }] }),
  component: AccountSetupRoute,
})

function AccountSetupRoute() {
  return <AccountSetupPage search={Route.useSearch()} />
}
