import { createFileRoute } from '@tanstack/react-router'
import { AuthCard } from '@/features/auth/components/auth-card'
import { SignupForm } from '@/features/auth/components/signup-form'
import { signupSearchSchema } from '@/features/auth/signup.schemas'
import { useRequestContext } from '@/lib/request-context/use-request-context'

/** The spec's /account-setup: the one sign-up form, filled in from the link's query when it has one. */
export const Route = createFileRoute('/_public/account-setup')({
  validateSearch: signupSearchSchema,
  head: () => ({ meta: [{ title: 'Start your school · CodeSchool' }] }),
  component: AccountSetupPage,
})

function AccountSetupPage() {
  const search = Route.useSearch()
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
