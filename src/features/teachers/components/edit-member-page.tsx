import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { PageHeader } from '@/components/layouts/page-header'
import { BackLink } from '@/components/ui/text-link'
import { useRequestContext } from '@/lib/request-context/use-request-context'
import { m } from '@/paraglide/messages'
import { teamKeys, teamMemberQuery } from '../team.queries'
import { type TeamRole, teamRoleLabels } from '../team.schemas'
import { MemberEditor } from './member-editor'

interface EditMemberPageProps {
  profileId: string
  /** The role this page is for: teachers and admins are edited at their own addresses. */
  memberRole: TeamRole
}

/** The page of one teacher or admin; when their role changes, it moves to the page of the new role. */
export function EditMemberPage({ profileId, memberRole }: EditMemberPageProps) {
  const { data: member } = useSuspenseQuery(teamMemberQuery(profileId, memberRole))
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const place = useRequestContext()?.place
  return (
    <section>
      <p className="mb-2">
        <BackLink to="/dashboard/teachers">{m.teachers_title()}</BackLink>
      </p>
      <PageHeader
        title={
          <span translate="no" dir="auto">
            {member.name}
          </span>
        }
        description={teamRoleLabels[memberRole].title()}
      />
      <MemberEditor
        member={member}
        schoolName={place?.kind === 'school' ? place.school.name : m.teachers_your_school()}
        onSaved={async (newRole) => {
          // Navigate first: this page's query (by its role) would no longer find the member.
          if (newRole === 'TEACHER' && memberRole === 'ADMIN') {
            await navigate({
              to: '/dashboard/teachers/$teacherUUID/edit',
              params: { teacherUUID: profileId },
            })
          } else if (newRole === 'ADMIN' && memberRole === 'TEACHER') {
            await navigate({ to: '/dashboard/admins/$adminUUID', params: { adminUUID: profileId } })
          }
          await queryClient.invalidateQueries({ queryKey: teamKeys.all })
        }}
        onRemoved={async () => {
          await navigate({ to: '/dashboard/teachers' })
          await queryClient.invalidateQueries({ queryKey: teamKeys.all })
        }}
      />
    </section>
  )
}
