import { createFileRoute } from '@tanstack/react-router'
import { PageHeader } from '@/components/layouts/page-header'
import { InviteMemberForm } from '@/features/teachers/components/invite-member-form'
import { useRequestContext } from '@/lib/request-context/use-request-context'

export const Route = createFileRoute('/dashboard/teachers/new')({
  head: () => ({ meta: [{ title: 'Invite a teacher · CodeSchool' }] }),
  component: InviteTeacherPage,
})

function InviteTeacherPage() {
  const place = useRequestContext()?.place
  return (
    <section>
      <PageHeader title="Invite a teacher" />
      <InviteMemberForm
        memberRole="TEACHER"
        schoolName={place?.kind === 'school' ? place.school.name : 'your school'}
      />
    </section>
  )
}
