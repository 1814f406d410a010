import { createFileRoute } from '@tanstack/react-router'
import { InviteMemberPage } from '@/features/teachers/components/invite-member-page'
import { m } from '@/paraglide/messages'

export const Route = createFileRoute('/dashboard/teachers/new')({
  head: () => ({ meta: [{ title: m.teachers_invite_page_title() }] }),
  component: InviteTeacherRoute,
})

function InviteTeacherRoute() {
  return <InviteMemberPage memberRole="TEACHER" />
}
