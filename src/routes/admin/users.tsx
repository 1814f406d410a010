import { createFileRoute } from '@tanstack/react-router'
import { StaffUsersPage } from '@/features/staff-console/components/staff-users-page'
import { staffUsersQuery } from '@/features/staff-console/staff-console.queries'

export const Route = createFileRoute('/admin/users')({
  loader: ({ context }) => context.queryClient.ensureQueryData(staffUsersQuery()),
  head: () => ({ meta: [{ title: 'Staff users · Staff console · CodeSchool' }] }),
  component: StaffUsersPage,
})
