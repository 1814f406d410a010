import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { useMemo } from 'react'
import { z } from 'zod'
import { PageHeader } from '@/components/layouts/page-header'
import { Select } from '@/components/ui/select'
import { TextLink } from '@/components/ui/text-link'
import {
  ProgressGridTable,
  StatusLegend,
} from '@/features/progress-dashboards/components/progress-grid-table'
import { SectionSummaryTable } from '@/features/progress-dashboards/components/section-summary'
import { dashboardGridQuery } from '@/features/progress-dashboards/progress-dashboards.queries'
import { notFoundOn404 } from '@/lib/not-found-on-404'
import { uuidParams } from '@/lib/route-params'

export const Route = createFileRoute('/dashboard/progress/$dashboardUUID')({
  params: uuidParams('dashboardUUID'),
  validateSearch: z.object({ section: z.uuid().optional().catch(undefined) }),
  loader: async ({ context, params }) => {
    const grid = await notFoundOn404(() =>
      context.queryClient.ensureQueryData(dashboardGridQuery(params.dashboardUUID)),
    )
    return { title: grid.title }
  },
  head: ({ loaderData }) => ({
    meta: [{ title: `${loaderData?.title ?? 'Progress dashboard'} · CodeSchool` }],
  }),
  component: DashboardPage,
})

function DashboardPage() {
  const { dashboardUUID } = Route.useParams()
  const { section } = Route.useSearch()
  const navigate = Route.useNavigate()
  // Refetched every 15 s and when the window regains focus (the query's options).
  const { data: grid } = useSuspenseQuery(dashboardGridQuery(dashboardUUID))
  const columns = useMemo(
    () => grid.lessons.flatMap((lesson, index) => (!section || lesson.sectionId === section ? [index] : [])),
    [grid.lessons, section],
  )
  return (
    <section className="space-y-6">
      <PageHeader
        title={grid.title}
        description={
          <>
            <TextLink to="/dashboard/progress">All dashboards</TextLink> · {grid.students.length} students ·{' '}
            {grid.lessons.length} lessons · updates every 15 seconds
          </>
        }
      />
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="grid gap-1">
          <label htmlFor="grid-section" className="font-semibold text-sm">
            Section
          </label>
          <Select
            id="grid-section"
            value={section ?? ''}
            onChange={(event) => void navigate({ search: { section: event.target.value || undefined } })}
          >
            <option value="">All sections</option>
            {grid.sections.map((entry) => (
              <option key={entry.id} value={entry.id}>
                {entry.title}
              </option>
            ))}
          </Select>
        </div>
        <StatusLegend />
      </div>
      {grid.students.length === 0 ? (
        <p className="text-slate-600">No students in this class yet.</p>
      ) : (
        <ProgressGridTable
          caption={`Progress of ${grid.schoolClass.name} in ${grid.card.title}: one row per student, one column per lesson`}
          cardId={grid.card.id}
          lessons={grid.lessons}
          columns={columns}
          students={grid.students}
        />
      )}
      <div className="space-y-2">
        <h2 className="font-semibold text-xl">By section</h2>
        <SectionSummaryTable
          summary={section ? grid.summary.filter((row) => row.sectionId === section) : grid.summary}
          students={grid.students.length}
        />
      </div>
    </section>
  )
}
