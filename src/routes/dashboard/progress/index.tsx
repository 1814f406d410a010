import { createFileRoute } from '@tanstack/react-router'
import { DashboardsPage } from '@/features/progress-dashboards/components/dashboards-page'
import { dashboardsQuery } from '@/features/progress-dashboards/progress-dashboards.queries'
import { m } from '@/paraglide/messages'

export const Route = createFileRoute('/dashboard/progress/')({
  loader: ({ context }) => context.queryClient.ensureQueryData(dashboardsQuery()),
  head: () => ({ meta: [{ title: m.progress_page_title() }] }),
  component: DashboardsPage,
})
