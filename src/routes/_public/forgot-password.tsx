import { createFileRoute } from '@tanstack/react-router'
import { TextLink } from '@/components/ui/text-link'
import { AuthCard } from '@/features/auth/components/auth-card'
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form'

export const Route = createFileRoute('/_public/forgot-password')({
  head: () => ({ meta: [{ title: 'Forgot your password? · CodeSchool' }] }),
  component: () => (
    <AuthCard
      title="Forgot your password?"
      intro={<p>Enter the email you sign in with. We will send you a link to choose a new password.</p>}
      footer={
        <p>
          Students: ask your teacher to reset your password. <TextLink to="/login">Back to sign in</TextLink>
        </p>
      }
    >
      <ForgotPasswordForm />
    </AuthCard>
  ),
})
