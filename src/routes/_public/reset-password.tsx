import { createFileRoute } from '@tanstack/react-router'
import { tokenSearch } from '@/features/auth/auth.search'
import { PasswordPage } from '@/features/auth/components/password-page'

export const Route = createFileRoute('/_public/reset-password')({
  validateSearch: tokenSearch,
  head: () => ({
    meta: [
      { title: 'Reset your password · CodeSchool' },
      { name: 'referrer', content: 'no-referrer' },
      { name: 'robots', content: 'noindex' },
    ],
  }),
  component: ResetPasswordRoute,
})

function ResetPasswordRoute() {
  return <PasswordPage kind="reset" token={Route.useSearch().token} />
}
