import { useSuspenseQuery } from '@tanstack/react-query'
import { PageHeader } from '@/components/layouts/page-header'
import { dashboardResourcesQuery } from '../resources.queries'
import { DashboardResources } from './dashboard-resources'

/** /dashboard/resources: lesson plans, slides, worksheets and videos per course, for teachers. */
export function ResourcesPage() {
  const { data } = useSuspenseQuery(dashboardResourcesQuery())
  return (
    <section>
      <PageHeader
        title="Resources"
        description="Lesson plans, slides, worksheets and videos for each course. Students see everything but lesson plans."
      />
      <DashboardResources data={data} />
    </section>
  )
}
