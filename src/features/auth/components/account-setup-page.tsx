import { useRequestContext } from '@/lib/request-context/use-request-context'
import type { SignupSearch } from '../auth.search'
import { AuthCard } from './auth-card'
import { SignupForm } from './signup-form'

/** /account-setup (the spec's address): the sign-up form, filled in from the link's query when it has one. */
export function AccountSetupPage({ search }: { search: SignupSearch }) {
  const context = useRequestContext()
  return (
    <AuthCard
      title="Start your school"
      intro={<p>Your school gets its own CodeSchool site. Classes can be coding in five minutes.</p>}
    >
      <SignupForm productHost={context?.config.productHost ?? 'localhost:3000'} initial={search} />
    </AuthCard>
  )
}
