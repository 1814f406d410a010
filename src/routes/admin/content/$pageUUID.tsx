import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { PageHeader } from '@/components/layouts/page-header'
import { TextLink } from '@/components/ui/text-link'
import { ContentPageEditor } from '@/features/staff-console/components/content-page-editor'
import { contentPageQuery } from '@/features/staff-console/staff-console.queries'
import { uuidParams } from '@/lib/route-params'

export const Route = createFileRoute('/admin/content/$pageUUID')({
  params: uuidParams('pageUUID'),
  loader: ({ context, params }) => context.queryClient.ensureQueryData(contentPageQuery(params.pageUUID)),
  head: () => ({ meta: [{ title: 'Edit page · Staff console · CodeSchool' }] }),
  component: EditContentPage,
})

function EditContentPage() {
  const { pageUUID } = Route.useParams()
  const { data: page } = useSuspenseQuery(contentPageQuery(pageUUID))
  return (
    <section>
      <PageHeader
        title={`Edit “${page.title}”`}
        actions={<TextLink to="/admin/content">All pages</TextLink>}
      />
      <ContentPageEditor key={pageUUID} pageId={pageUUID} />
    </section>
  )
}
