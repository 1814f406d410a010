import { createFileRoute, Link } from '@tanstack/react-router'
import { buttonVariants } from '@/components/ui/button'
import { AuthCard } from '@/features/auth/components/auth-card'
import { SignOutButton } from '@/features/auth/components/sign-out-button'

/**
 * /logout (SPEC §4): asks first. Opening the page signs nobody out — a link, an image or a prefetch
 * must not (record 028); the button posts `auth/logout`, clears local storage and the three
 * cookies, then goes to /login.
 */
export const Route = createFileRoute('/_public/logout')({
  head: () => ({ meta: [{ title: 'Sign out? · CodeSchool' }] }),
  component: LogoutPage,
})

function LogoutPage() {
  return (
    <AuthCard
      title="Sign out?"
      intro={<p>You will be signed out on every CodeSchool site you opened from this sign-in.</p>}
    >
      <div className="flex flex-wrap gap-3">
        <SignOutButton size="lg" />
        <Link to="/" className={buttonVariants({ variant: 'secondary', size: 'lg' })}>
          Stay signed in
        </Link>
      </div>
    </AuthCard>
  )
}
