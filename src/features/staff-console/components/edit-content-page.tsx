import { useSuspenseQuery } from '@tanstack/react-query'
import { PageHeader } from '@/components/layouts/page-header'
import { TextLink } from '@/components/ui/text-link'
import { contentPageQuery } from '../staff-console.queries'
import { ContentPageEditor } from './content-page-editor'

/** /admin/content/$pageUUID: editing one content page, with its preview. */
export function EditContentPage({ pageId }: { pageId: string }) {
  const { data: page } = useSuspenseQuery(contentPageQuery(pageId))
  return (
    <section>
      <PageHeader
        title={`Edit “${page.title}”`}
        actions={<TextLink to="/admin/content">All pages</TextLink>}
      />
      <ContentPageEditor key={pageId} pageId={pageId} />
    </section>
  )
}
