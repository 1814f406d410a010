import { createFileRoute } from '@tanstack/react-router'
import { PageHeader } from '@/components/layouts/page-header'
import { StaffUsersPanel } from '@/features/staff-console/components/staff-users-panel'
import { staffUsersQuery } from '@/features/staff-console/staff-console.queries'

export const Route = createFileRoute('/admin/users')({
  loader: ({ context }) => context.queryClient.ensureQueryData(staffUsersQuery()),
  head: () => ({ meta: [{ title: 'Staff users · Staff console · CodeSchool' }] }),
  component: () => (
    <section>
      <PageHeader title="Staff users" description="Who works on CodeSchool, and their role." />
      <StaffUsersPanel />
    </section>
  ),
})
