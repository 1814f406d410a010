import { useSuspenseQuery } from '@tanstack/react-query'
import { PageHeader } from '@/components/layouts/page-header'
import { TextLink } from '@/components/ui/text-link'
import { m } from '@/paraglide/messages'
import { contentPageQuery } from '../staff-console.queries'
import { ContentPageEditor } from './content-page-editor'

/** /admin/content/$pageUUID: editing one content page, with its preview. */
export function EditContentPage({ pageId }: { pageId: string }) {
  const { data: page } = useSuspenseQuery(contentPageQuery(pageId))
  return (
    <section>
      <PageHeader
        title={m.staff_edit_title({ title: page.title })}
        actions={<TextLink to="/admin/content">{m.staff_edit_all_pages()}</TextLink>}
      />
      <ContentPageEditor key={pageId} pageId={pageId} />
    </section>
  )
}
