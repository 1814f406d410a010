import { createFileRoute } from '@tanstack/react-router'
import { tokenSearchSchema } from '@/features/auth/auth.schemas'
import { AuthCard } from '@/features/auth/components/auth-card'
import { SetPasswordForm } from '@/features/auth/components/set-password-form'

export const Route = createFileRoute('/_public/reset-password')({
  validateSearch: tokenSearchSchema,
  head: () => ({
    meta: [
      { title: 'Reset your password · CodeSchool' },
      { name: 'referrer', content: 'no-referrer' },
      { name: 'robots', content: 'noindex' },
    ],
  }),
  component: function PasswordPage() {
    const { token } = Route.useSearch()
    return (
      <AuthCard title="Reset your password" intro={<p>Choose a new password for your account.</p>}>
        <SetPasswordForm kind="reset" token={token} />
      </AuthCard>
    )
  },
})
