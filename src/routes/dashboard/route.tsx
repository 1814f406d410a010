import { createFileRoute, Outlet } from '@tanstack/react-router'
import { DashboardLayout } from '@/components/layouts/dashboard-layout'
import { VisitorAccountMenu } from '@/features/auth/components/visitor-account-menu'
import { useCanReach } from '@/lib/request-context/use-can-reach'
import { useRequestContext } from '@/lib/request-context/use-request-context'

export const Route = createFileRoute('/dashboard')({
  component: DashboardRoute,
})

function DashboardRoute() {
  const canReach = useCanReach()
  const paid = useRequestContext()?.visitor?.paid ?? false
  return (
    <DashboardLayout
      canSee={(item) => canReach(item.to) && !(item.unpaidOnly && paid)}
      account={<VisitorAccountMenu />}
    >
      <Outlet />
    </DashboardLayout>
  )
}
