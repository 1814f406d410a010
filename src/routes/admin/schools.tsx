import { createFileRoute } from '@tanstack/react-router'
import { ConsoleSchoolsPage } from '@/features/staff-console/components/console-schools-page'
import { consoleSchoolsQuery, districtCandidatesQuery } from '@/features/staff-console/staff-console.queries'
import { searchParams, text, uuid } from '@/lib/search-params'
import { m } from '@/paraglide/messages'

const schoolsSearch = searchParams({ q: text(100), after: uuid })

export const Route = createFileRoute('/admin/schools')({
  validateSearch: schoolsSearch,
  loaderDeps: ({ search }) => ({ q: search.q ?? '', after: search.after }),
  loader: ({ context, deps }) =>
    Promise.all([
      context.queryClient.ensureQueryData(consoleSchoolsQuery(deps.q, deps.after)),
      context.queryClient.ensureQueryData(districtCandidatesQuery()),
    ]),
  head: () => ({ meta: [{ title: m.staff_page_title_schools() }] }),
  component: SchoolsRoute,
})

function SchoolsRoute() {
  return <ConsoleSchoolsPage search={Route.useSearch()} />
}
