import { useQueryClient } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { PageHeader } from '@/components/layouts/page-header'
import { useRequestContext } from '@/features/auth/use-request-context'
import { InviteMemberForm } from '@/features/teachers/components/invite-member-form'
import { teamKeys } from '@/features/teachers/team.queries'

export const Route = createFileRoute('/dashboard/admins/new')({
  head: () => ({ meta: [{ title: 'Add an admin · CodeSchool' }] }),
  component: AddAdminPage,
})

function AddAdminPage() {
  const queryClient = useQueryClient()
  const place = useRequestContext()?.place
  return (
    <section>
      <PageHeader title="Add an admin" />
      <InviteMemberForm
        memberRole="ADMIN"
        schoolName={place?.kind === 'school' ? place.school.name : 'your school'}
        onInvited={() => queryClient.invalidateQueries({ queryKey: teamKeys.all })}
      />
    </section>
  )
}
