import { createFileRoute, Link } from '@tanstack/react-router'
import { AuthCard } from '@/features/auth/components/auth-card'
import { SignupForm } from '@/features/auth/components/signup-form'
import { useRequestContext } from '@/features/auth/use-request-context'

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
          Already on CodeSchool?{' '}
          <Link to="/login" className="font-semibold text-brand-700 underline underline-offset-4">
            Sign in
          </Link>
        </p>
      }
    >
      <SignupForm productHost={context?.config.productHost ?? 'localhost:3000'} />
    </AuthCard>
  )
}
