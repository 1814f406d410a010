import { TextLink } from '@/components/ui/text-link'
import { useRequestContext } from '@/lib/request-context/use-request-context'
import { AuthCard } from './auth-card'
import { SignupForm } from './signup-form'

/** /signup: starting a new school with its own site. */
export function SignupPage() {
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
