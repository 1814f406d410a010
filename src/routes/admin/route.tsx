import { createFileRoute, Outlet } from '@tanstack/react-router'
import { PublicLayout } from '@/components/layouts/public-layout'

export const Route = createFileRoute('/admin')({
  component: () => (
    <PublicLayout>
      <Outlet />
    </PublicLayout>
  ),
})
