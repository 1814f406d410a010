import { useQueryClient } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { PageHeader } from '@/components/layouts/page-header'
import { useRequestContext } from '@/features/auth/use-request-context'
import { InviteMemberForm } from '@/features/teachers/components/invite-member-form'
import { teamKeys } from '@/features/teachers/team.queries'

export const Route = createFileRoute('/dashboard/teachers/new')({
  head: () => ({ meta: [{ title: 'Invite a teacher · CodeSchool' }] }),
  component: InviteTeacherPage,
})

function InviteTeacherPage() {
  const queryClient = useQueryClient()
  const place = useRequestContext()?.place
  return (
    <section>
      <PageHeader title="Invite a teacher" />
      <InviteMemberForm
        memberRole="TEACHER"
        schoolName={place?.kind === 'school' ? place.school.name : 'your school'}
        onInvited={() => queryClient.invalidateQueries({ queryKey: teamKeys.all })}
      />
    </section>
  )
}
