import { useSuspenseQuery } from '@tanstack/react-query'
import { PageHeader } from '@/components/layouts/page-header'
import { m } from '@/paraglide/messages'
import { dashboardsQuery } from '../progress-dashboards.queries'
import { DashboardsList } from './dashboards-list'

/** /dashboard/progress: one progress dashboard per course of each class. */
export function DashboardsPage() {
  const { data } = useSuspenseQuery(dashboardsQuery())
  return (
    <section>
      <PageHeader title={m.dashboard_nav_progress()} description={m.progress_description()} />
      <DashboardsList
        rows={data.dashboards}
        paid={data.paid}
        canUpgrade={data.canUpgrade}
        admins={data.admins}
      />
    </section>
  )
}
