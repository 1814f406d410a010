import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod'
import { PRACTISED_CONCEPTS } from '@/features/lessons/concepts.schemas'
import { DashboardPage } from '@/features/progress-dashboards/components/dashboard-page'
import { dashboardGridQuery } from '@/features/progress-dashboards/progress-dashboards.queries'
import { notFoundOn404 } from '@/lib/not-found-on-404'
import { uuidParams } from '@/lib/route-params'

export const Route = createFileRoute('/dashboard/progress/$dashboardUUID')({
  params: uuidParams('dashboardUUID'),
  validateSearch: z.object({
    section: z.uuid().optional().catch(undefined),
    concept: z.enum(PRACTISED_CONCEPTS).optional().catch(undefined),
  }),
  loader: async ({ context, params }) => {
    const grid = await notFoundOn404(() =>
      context.queryClient.ensureQueryData(dashboardGridQuery(params.dashboardUUID)),
    )
    return { title: grid.title }
  },
  head: ({ loaderData }) => ({
    meta: [{ title: `${loaderData?.title ?? 'Progress dashboard'} · CodeSchool` }],
  }),
  component: DashboardRoute,
})

function DashboardRoute() {
  const { dashboardUUID } = Route.useParams()
  const { section, concept } = Route.useSearch()
  return <DashboardPage dashboardId={dashboardUUID} section={section} concept={concept} />
}
