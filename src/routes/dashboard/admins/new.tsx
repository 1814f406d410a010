import { createFileRoute } from '@tanstack/react-router'
import { InviteMemberPage } from '@/features/teachers/components/invite-member-page'
import { m } from '@/paraglide/messages'

export const Route = createFileRoute('/dashboard/admins/new')({
  head: () => ({ meta: [{ title: m.teachers_add_admin_page_title() }] }),
  component: AddAdminRoute,
})

function AddAdminRoute() {
  return <InviteMemberPage memberRole="ADMIN" />
}
