import { Link } from '@tanstack/react-router'
import { buttonVariants } from '@/components/ui/button'
import { AuthCard } from './auth-card'
import { SignOutButton } from './sign-out-button'

/** /logout: signing out on every site opened from this sign-in, after asking. */
export function LogoutPage() {
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
