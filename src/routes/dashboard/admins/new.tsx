import { createFileRoute } from '@tanstack/react-router'
import { InviteMemberPage } from '@/features/teachers/components/invite-member-page'

export const Route = createFileRoute('/dashboard/admins/new')({
  head: () => ({ meta: [{ title: 'Add an admin · CodeSchool' }] }),
  component: AddAdminRoute,
})

function AddAdminRoute() {
  return <InviteMemberPage memberRole="ADMIN" />
}
