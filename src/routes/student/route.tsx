import { createFileRoute, Outlet } from '@tanstack/react-router'
import { StudentLayout } from '@/components/layouts/student-layout'
import { VisitorAccountMenu } from '@/features/auth/components/visitor-account-menu'

export const Route = createFileRoute('/student')({
  component: () => (
    <StudentLayout account={<VisitorAccountMenu />}>
      <Outlet />
    </StudentLayout>
  ),
})
