import { createFileRoute } from '@tanstack/react-router'
import { tokenSearch } from '@/features/auth/auth.search'
import { PasswordPage } from '@/features/auth/components/password-page'

export const Route = createFileRoute('/_public/set-password')({
  validateSearch: tokenSearch,
  head: () => ({
    meta: [
      { title: 'Choose a password · CodeSchool' },
      { name: 'referrer', content: 'no-referrer' },
      { name: 'robots', content: 'noindex' },
    ],
  }),
  component: SetPasswordRoute,
})

function SetPasswordRoute() {
  return <PasswordPage kind="invite" token={Route.useSearch().token} />
}
