import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router'
import { PageHeader } from '@/components/layouts/page-header'
import { useRequestContext } from '@/features/auth/use-request-context'
import { MemberEditor } from '@/features/teachers/components/member-editor'
import { teamKeys, teamMemberQuery } from '@/features/teachers/team.queries'
import { notFoundOn404 } from '@/lib/not-found-on-404'
import { uuidParams } from '@/lib/route-params'

export const Route = createFileRoute('/dashboard/teachers/$teacherUUID/edit')({
  params: uuidParams('teacherUUID'),
  head: () => ({ meta: [{ title: 'Edit teacher · CodeSchool' }] }),
  loader: ({ context, params }) =>
    notFoundOn404(() => context.queryClient.ensureQueryData(teamMemberQuery(params.teacherUUID, 'TEACHER'))),
  component: EditTeacherPage,
})

function EditTeacherPage() {
  const { teacherUUID } = Route.useParams()
  const { data: member } = useSuspenseQuery(teamMemberQuery(teacherUUID, 'TEACHER'))
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const place = useRequestContext()?.place
  return (
    <section>
      <p className="mb-2">
        <Link
          to="/dashboard/teachers"
          className="font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          ← Teachers and admins
        </Link>
      </p>
      <PageHeader title={member.name} description="Teacher" />
      <MemberEditor
        member={member}
        schoolName={place?.kind === 'school' ? place.school.name : 'your school'}
        onSaved={async (role) => {
          // Navigate first: this page's query (role TEACHER) would no longer find an admin.
          if (role === 'ADMIN')
            await navigate({ to: '/dashboard/admins/$adminUUID', params: { adminUUID: teacherUUID } })
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
