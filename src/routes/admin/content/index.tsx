import { createFileRoute } from '@tanstack/react-router'
import { ContentPagesPage } from '@/features/staff-console/components/content-pages-page'
import { contentPagesQuery } from '@/features/staff-console/staff-console.queries'
import { m } from '@/paraglide/messages'

export const Route = createFileRoute('/admin/content/')({
  loader: ({ context }) => context.queryClient.ensureQueryData(contentPagesQuery()),
  head: () => ({ meta: [{ title: m.staff_page_title_content() }] }),
  component: ContentPagesPage,
})
