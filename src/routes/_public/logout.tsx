import { createFileRoute } from '@tanstack/react-router'
import { LogoutPage } from '@/features/auth/components/logout-page'

/**
 * /logout (SPEC §4): asks first. Opening the page signs nobody out — a link, an image or a prefetch
 * must not (record 028); the button posts `auth/logout`, clears local storage and the three
 * cookies, then goes to /login.
 */
export const Route = createFileRoute('/_public/logout')({
  head: () => ({ meta: [{ title: 'Sign out? · CodeSchool' }] }),
  component: LogoutPage,
})
