import { createFileRoute, Outlet } from '@tanstack/react-router'
import { PublicLayout } from '@/components/layouts/public-layout'
import { ConsoleNav } from '@/features/staff-console/components/console-nav'

export const Route = createFileRoute('/admin')({
  component: () => (
    <PublicLayout>
      <ConsoleNav />
      <Outlet />
    </PublicLayout>
  ),
})
