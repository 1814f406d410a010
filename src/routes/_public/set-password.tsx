import { createFileRoute } from '@tanstack/react-router'
import { tokenSearchSchema } from '@/features/auth/auth.schemas'
import { AuthCard } from '@/features/auth/components/auth-card'
import { SetPasswordForm } from '@/features/auth/components/set-password-form'

export const Route = createFileRoute('/_public/set-password')({
  validateSearch: tokenSearchSchema,
  head: () => ({
    meta: [
      { title: 'Choose a password · CodeSchool' },
      { name: 'referrer', content: 'no-referrer' },
      { name: 'robots', content: 'noindex' },
    ],
  }),
  component: function PasswordPage() {
    const { token } = Route.useSearch()
    return (
      <AuthCard title="Choose a password" intro={<p>Welcome! Choose the password you will sign in with.</p>}>
        <SetPasswordForm kind="invite" token={token} />
      </AuthCard>
    )
  },
})
