import { createFileRoute } from '@tanstack/react-router'
import { PageHeader } from '@/components/layouts/page-header'
import { PageViewsReport } from '@/features/staff-console/components/page-views-report'
import { pageViewReportQuery } from '@/features/staff-console/staff-console.queries'

export const Route = createFileRoute('/admin/analytics')({
  loader: ({ context }) => context.queryClient.ensureQueryData(pageViewReportQuery()),
  head: () => ({ meta: [{ title: 'Analytics · Staff console · CodeSchool' }] }),
  component: () => (
    <section>
      <PageHeader
        title="Analytics"
        description="First-party page views: no cookies, no visitor identifiers."
      />
      <PageViewsReport />
    </section>
  ),
})
