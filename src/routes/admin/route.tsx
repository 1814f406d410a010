import { createFileRoute, Outlet } from '@tanstack/react-router'
import { PublicLayout } from '@/components/layouts/public-layout'
import { SignOutButton } from '@/features/auth/components/sign-out-button'
import { ConsoleNav } from '@/features/staff-console/components/console-nav'

export const Route = createFileRoute('/admin')({
  component: () => (
    <PublicLayout area="Staff console">
      <ConsoleNav signOut={<SignOutButton variant="ghost" size="sm" />} />
      <Outlet />
    </PublicLayout>
  ),
})
