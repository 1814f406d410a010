import { useSuspenseQuery } from '@tanstack/react-query'
import { PageHeader } from '@/components/layouts/page-header'
import { dashboardsQuery } from '../progress-dashboards.queries'
import { DashboardsList } from './dashboards-list'

/** /dashboard/progress: one progress dashboard per course of each class. */
export function DashboardsPage() {
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
