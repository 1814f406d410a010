import { createFileRoute } from '@tanstack/react-router'
import { EditMemberPage } from '@/features/teachers/components/edit-member-page'
import { teamMemberQuery } from '@/features/teachers/team.queries'
import { notFoundOn404 } from '@/lib/not-found-on-404'
import { uuidParams } from '@/lib/route-params'
import { m } from '@/paraglide/messages'

export const Route = createFileRoute('/dashboard/admins/$adminUUID')({
  params: uuidParams('adminUUID'),
  head: () => ({ meta: [{ title: m.teachers_edit_admin_page_title() }] }),
  loader: ({ context, params }) =>
    notFoundOn404(() => context.queryClient.ensureQueryData(teamMemberQuery(params.adminUUID, 'ADMIN'))),
  component: EditAdminPage,
})

function EditAdminPage() {
  const { adminUUID } = Route.useParams()
  return <EditMemberPage profileId={adminUUID} memberRole="ADMIN" />
}
