import { createFileRoute } from '@tanstack/react-router'
import { EditContentPage } from '@/features/staff-console/components/edit-content-page'
import { contentPageQuery } from '@/features/staff-console/staff-console.queries'
import { uuidParams } from '@/lib/route-params'
import { m } from '@/paraglide/messages'

export const Route = createFileRoute('/admin/content/$pageUUID')({
  params: uuidParams('pageUUID'),
  loader: ({ context, params }) => context.queryClient.ensureQueryData(contentPageQuery(params.pageUUID)),
  head: () => ({ meta: [{ title: m.staff_page_title_edit_page() }] }),
  component: EditContentRoute,
})

function EditContentRoute() {
  const { pageUUID } = Route.useParams()
  return <EditContentPage pageId={pageUUID} />
}
