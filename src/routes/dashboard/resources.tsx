import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { PageHeader } from '@/components/layouts/page-header'
import { DashboardResources } from '@/features/resources/components/dashboard-resources'
import { dashboardResourcesQuery } from '@/features/resources/resources.queries'

export const Route = createFileRoute('/dashboard/resources')({
  head: () => ({ meta: [{ title: 'Resources · CodeSchool' }] }),
  loader: ({ context }) => context.queryClient.ensureQueryData(dashboardResourcesQuery()),
  component: ResourcesPage,
})

function ResourcesPage() {
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
