import { createFileRoute } from '@tanstack/react-router'
import { DashboardsPage } from '@/features/progress-dashboards/components/dashboards-page'
import { dashboardsQuery } from '@/features/progress-dashboards/progress-dashboards.queries'

export const Route = createFileRoute('/dashboard/progress/')({
  loader: ({ context }) => context.queryClient.ensureQueryData(dashboardsQuery()),
  head: () => ({ meta: [{ title: 'Progress · CodeSchool' }] }),
  component: DashboardsPage,
})
