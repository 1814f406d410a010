import { useSuspenseQuery } from '@tanstack/react-query'
import { PageHeader } from '@/components/layouts/page-header'
import { m } from '@/paraglide/messages'
import { dashboardResourcesQuery } from '../resources.queries'
import { DashboardResources } from './dashboard-resources'

/** /dashboard/resources: lesson plans, slides, worksheets and videos per course, for teachers. */
export function ResourcesPage() {
  const { data } = useSuspenseQuery(dashboardResourcesQuery())
  return (
    <section>
      <PageHeader title={m.resources_title()} description={m.resources_description()} />
      <DashboardResources data={data} />
    </section>
  )
}
