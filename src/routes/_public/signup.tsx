import { createFileRoute } from '@tanstack/react-router'
import { TextLink } from '@/components/ui/text-link'
import { AuthCard } from '@/features/auth/components/auth-card'
import { SignupForm } from '@/features/auth/components/signup-form'
import { useRequestContext } from '@/lib/request-context/use-request-context'

export const Route = createFileRoute('/_public/signup')({
  head: () => ({ meta: [{ title: 'Start your school · CodeSchool' }] }),
  component: SignupPage,
})

function SignupPage() {
  const context = useRequestContext()
  return (
    <AuthCard
      title="Start your school"
      intro={<p>Your school gets its own CodeSchool site. Classes can be coding in five minutes.</p>}
      footer={
        <p>
          Already on CodeSchool? <TextLink to="/login">Sign in</TextLink>
        </p>
      }
    >
      <SignupForm productHost={context?.config.productHost ?? 'localhost:3000'} />
    </AuthCard>
  )
}
