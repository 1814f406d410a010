import { createFileRoute } from '@tanstack/react-router'
import { ContentPagesPage } from '@/features/staff-console/components/content-pages-page'
import { contentPagesQuery } from '@/features/staff-console/staff-console.queries'

export const Route = createFileRoute('/admin/content/')({
  loader: ({ context }) => context.queryClient.ensureQueryData(contentPagesQuery()),
  head: () => ({ meta: [{ title: 'Content pages · Staff console · CodeSchool' }] }),
  component: ContentPagesPage,
})
