import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod'
import { ConsoleSchoolsPage } from '@/features/staff-console/components/console-schools-page'
import { consoleSchoolsQuery, districtCandidatesQuery } from '@/features/staff-console/staff-console.queries'

export const Route = createFileRoute('/admin/schools')({
  validateSearch: z.object({
    q: z.string().max(100).optional().catch(undefined),
    after: z.uuid().optional().catch(undefined),
  }),
  loaderDeps: ({ search }) => ({ q: search.q ?? '', after: search.after }),
  loader: ({ context, deps }) =>
    Promise.all([
      context.queryClient.ensureQueryData(consoleSchoolsQuery(deps.q, deps.after)),
      context.queryClient.ensureQueryData(districtCandidatesQuery()),
    ]),
  head: () => ({ meta: [{ title: 'Schools · Staff console · CodeSchool' }] }),
  component: SchoolsRoute,
})

function SchoolsRoute() {
  return <ConsoleSchoolsPage search={Route.useSearch()} />
}
