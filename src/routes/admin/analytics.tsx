import { createFileRoute } from '@tanstack/react-router'
import { AnalyticsPage } from '@/features/staff-console/components/analytics-page'
import { pageViewReportQuery } from '@/features/staff-console/staff-console.queries'
import { m } from '@/paraglide/messages'

export const Route = createFileRoute('/admin/analytics')({
  loader: ({ context }) => context.queryClient.ensureQueryData(pageViewReportQuery()),
  head: () => ({ meta: [{ title: m.staff_page_title_analytics() }] }),
  component: AnalyticsPage,
})
