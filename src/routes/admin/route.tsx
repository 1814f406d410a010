import { createFileRoute, Outlet } from '@tanstack/react-router'
import { PublicLayout } from '@/components/layouts/public-layout'
import { SignOutButton } from '@/features/auth/components/sign-out-button'
import { ConsoleNav } from '@/features/staff-console/components/console-nav'
import { m } from '@/paraglide/messages'

export const Route = createFileRoute('/admin')({
  component: () => (
    <PublicLayout area={m.staff_area()}>
      <ConsoleNav
        signOut={
          <SignOutButton variant="ghost" size="sm">
            {m.dashboard_account_sign_out()}
          </SignOutButton>
        }
      />
      <Outlet />
    </PublicLayout>
  ),
})
