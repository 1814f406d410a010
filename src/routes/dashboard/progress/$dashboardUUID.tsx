import { createFileRoute } from '@tanstack/react-router'
import { DashboardPage } from '@/features/progress-dashboards/components/dashboard-page'
import { dashboardGridQuery } from '@/features/progress-dashboards/progress-dashboards.queries'
import { ClassResultsDownload } from '@/features/review-queue'
import { PRACTISED_CONCEPTS } from '@/kernel/lesson-content/concepts.schemas'
import { notFoundOn404 } from '@/lib/not-found-on-404'
import { uuidParams } from '@/lib/route-params'
import { oneOf, searchParams, uuid } from '@/lib/search-params'
import { m } from '@/paraglide/messages'

const dashboardSearch = searchParams({ section: uuid, concept: oneOf(PRACTISED_CONCEPTS) })

export const Route = createFileRoute('/dashboard/progress/$dashboardUUID')({
  params: uuidParams('dashboardUUID'),
  validateSearch: dashboardSearch,
  loader: async ({ context, params }) => {
    const grid = await notFoundOn404(() =>
      context.queryClient.ensureQueryData(dashboardGridQuery(params.dashboardUUID)),
    )
    return { title: grid.title }
  },
  head: ({ loaderData }) => ({
    meta: [
      {
        title: m.progress_dashboard_page_title({
          title: loaderData?.title ?? m.progress_dashboard_fallback_title(),
        }),
      },
    ],
  }),
  component: DashboardRoute,
})

function DashboardRoute() {
  const { dashboardUUID } = Route.useParams()
  const { section, concept } = Route.useSearch()
  return (
    <DashboardPage
      dashboardId={dashboardUUID}
      section={section}
      concept={concept}
      resultsDownload={(ids) => <ClassResultsDownload {...ids} />}
    />
  )
}
