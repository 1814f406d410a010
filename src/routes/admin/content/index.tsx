import { createFileRoute } from '@tanstack/react-router'
import { PageHeader } from '@/components/layouts/page-header'
import { ContentPagesPanel } from '@/features/staff-console/components/content-pages-panel'
import { contentPagesQuery } from '@/features/staff-console/staff-console.queries'

export const Route = createFileRoute('/admin/content/')({
  loader: ({ context }) => context.queryClient.ensureQueryData(contentPagesQuery()),
  head: () => ({ meta: [{ title: 'Content pages · Staff console · CodeSchool' }] }),
  component: () => (
    <section>
      <PageHeader title="Content pages" description="The FAQ and the other pages at their own address." />
      <ContentPagesPanel />
    </section>
  ),
})
