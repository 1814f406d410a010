import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { PageHeader } from '@/components/layouts/page-header'
import { DashboardsList } from '@/features/progress-dashboards/components/dashboards-list'
import { dashboardsQuery } from '@/features/progress-dashboards/progress-dashboards.queries'

export const Route = createFileRoute('/dashboard/progress/')({
  loader: ({ context }) => context.queryClient.ensureQueryData(dashboardsQuery()),
  head: () => ({ meta: [{ title: 'Progress · CodeSchool' }] }),
  component: ProgressPage,
})

function ProgressPage() {
  const { data } = useSuspenseQuery(dashboardsQuery())
  return (
    <section>
      <PageHeader
        title="Progress"
        description="One dashboard for each course of each class: who has finished which lesson."
      />
      <DashboardsList
        rows={data.dashboards}
        paid={data.paid}
        canUpgrade={data.canUpgrade}
        admins={data.admins}
      />
    </section>
  )
}
