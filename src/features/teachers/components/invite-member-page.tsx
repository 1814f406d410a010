import { PageHeader } from '@/components/layouts/page-header'
import { useRequestContext } from '@/lib/request-context/use-request-context'
import { m } from '@/paraglide/messages'
import type { TeamRole } from '../team.schemas'
import { InviteMemberForm } from './invite-member-form'

const titles: Record<TeamRole, () => string> = {
  TEACHER: m.teachers_invite_teacher,
  ADMIN: m.teachers_add_admin,
}

/** /dashboard/teachers/new and /dashboard/admins/new: inviting a teacher or an admin by email. */
export function InviteMemberPage({ memberRole }: { memberRole: TeamRole }) {
  const place = useRequestContext()?.place
  return (
    <section>
      <PageHeader title={titles[memberRole]()} />
      <InviteMemberForm
        memberRole={memberRole}
        schoolName={place?.kind === 'school' ? place.school.name : m.teachers_your_school()}
      />
    </section>
  )
}
