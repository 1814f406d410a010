import { createFileRoute, Outlet } from '@tanstack/react-router'
import { DashboardLayout } from '@/components/layouts/dashboard-layout'
import { VisitorAccountMenu } from '@/features/auth/components/visitor-account-menu'
import { useCanReach } from '@/features/auth/use-can-reach'

export const Route = createFileRoute('/dashboard')({
  component: DashboardRoute,
})

function DashboardRoute() {
  const canReach = useCanReach()
  return (
    <DashboardLayout canSee={(item) => canReach(item.to)} account={<VisitorAccountMenu />}>
      <Outlet />
    </DashboardLayout>
  )
}
