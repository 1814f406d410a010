import { createFileRoute, Link } from '@tanstack/react-router'
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
          Students: ask your teacher to reset your password.{' '}
          <Link to="/login" className="font-semibold text-brand-700 underline underline-offset-4">
            Back to sign in
          </Link>
        </p>
      }
    >
      <ForgotPasswordForm />
    </AuthCard>
  ),
})
