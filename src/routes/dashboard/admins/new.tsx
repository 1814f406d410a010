import { createFileRoute } from '@tanstack/react-router'
import { PageHeader } from '@/components/layouts/page-header'
import { InviteMemberForm } from '@/features/teachers/components/invite-member-form'
import { useRequestContext } from '@/lib/request-context/use-request-context'

export const Route = createFileRoute('/dashboard/admins/new')({
  head: () => ({ meta: [{ title: 'Add an admin · CodeSchool' }] }),
  component: AddAdminPage,
})

function AddAdminPage() {
  const place = useRequestContext()?.place
  return (
    <section>
      <PageHeader title="Add an admin" />
      <InviteMemberForm
        memberRole="ADMIN"
        schoolName={place?.kind === 'school' ? place.school.name : 'your school'}
      />
    </section>
  )
}
