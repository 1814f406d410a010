import { createFileRoute } from '@tanstack/react-router'
import { AccountSetupForm } from '@/features/auth/components/account-setup-form'
import { AuthCard } from '@/features/auth/components/auth-card'
import { signupSearchSchema } from '@/features/auth/signup.schemas'
import { useRequestContext } from '@/features/auth/use-request-context'

export const Route = createFileRoute('/_public/account-setup')({
  validateSearch: signupSearchSchema,
  head: () => ({ meta: [{ title: 'Set up your school · CodeSchool' }] }),
  component: AccountSetupPage,
})

function AccountSetupPage() {
  const search = Route.useSearch()
  const context = useRequestContext()
  return (
    <AuthCard title="Set up your school" intro={<p>One more step: your name and a password.</p>}>
      <AccountSetupForm productHost={context?.config.productHost ?? 'localhost:3000'} initial={search} />
    </AuthCard>
  )
}
