import { createFileRoute } from '@tanstack/react-router'
import { StaffUsersPage } from '@/features/staff-console/components/staff-users-page'
import { staffUsersQuery } from '@/features/staff-console/staff-console.queries'
import { m } from '@/paraglide/messages'

export const Route = createFileRoute('/admin/users')({
  loader: ({ context }) => context.queryClient.ensureQueryData(staffUsersQuery()),
  head: () => ({ meta: [{ title: m.staff_page_title_users() }] }),
  component: StaffUsersPage,
})
