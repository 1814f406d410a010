import { createFileRoute } from '@tanstack/react-router'
import { InviteMemberPage } from '@/features/teachers/components/invite-member-page'

export const Route = createFileRoute('/dashboard/teachers/new')({
  head: () => ({ meta: [{ title: 'Invite a teacher · CodeSchool' }] }),
  component: InviteTeacherRoute,
})

function InviteTeacherRoute() {
  return <InviteMemberPage memberRole="TEACHER" />
}
