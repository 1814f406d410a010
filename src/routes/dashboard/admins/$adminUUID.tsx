import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router'
import { PageHeader } from '@/components/layouts/page-header'
import { useRequestContext } from '@/features/auth/use-request-context'
import { MemberEditor } from '@/features/teachers/components/member-editor'
import { teamKeys, teamMemberQuery } from '@/features/teachers/team.queries'
import { notFoundOn404 } from '@/lib/not-found-on-404'
import { uuidParams } from '@/lib/route-params'

export const Route = createFileRoute('/dashboard/admins/$adminUUID')({
  params: uuidParams('adminUUID'),
  head: () => ({ meta: [{ title: 'Edit admin · CodeSchool' }] }),
  loader: ({ context, params }) =>
    notFoundOn404(() => context.queryClient.ensureQueryData(teamMemberQuery(params.adminUUID, 'ADMIN'))),
  component: EditAdminPage,
})

function EditAdminPage() {
  const { adminUUID } = Route.useParams()
  const { data: member } = useSuspenseQuery(teamMemberQuery(adminUUID, 'ADMIN'))
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
      <PageHeader title={member.name} description="Admin" />
      <MemberEditor
        member={member}
        schoolName={place?.kind === 'school' ? place.school.name : 'your school'}
        onSaved={async (role) => {
          // Navigate first: this page's query (role ADMIN) would no longer find a teacher.
          if (role === 'TEACHER') {
            await navigate({
              to: '/dashboard/teachers/$teacherUUID/edit',
              params: { teacherUUID: adminUUID },
            })
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
