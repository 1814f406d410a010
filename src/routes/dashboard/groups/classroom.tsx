import { createFileRoute } from '@tanstack/react-router'
import { ClassroomPage } from '@/features/rosters/components/classroom-page'
import { classroomOverviewQuery } from '@/features/rosters/rosters.queries'
import { oneOf, searchParams } from '@/lib/search-params'
import { m } from '@/paraglide/messages'

const classroomSearch = searchParams({
  /** Google's consent came back without access (the callback names why). */
  classroom_error: oneOf(['cancelled', 'no-refresh', 'failed', 'expired']),
})

export const Route = createFileRoute('/dashboard/groups/classroom')({
  validateSearch: classroomSearch,
  head: () => ({ meta: [{ title: m.roster_classroom_page_title() }] }),
  loader: ({ context }) => context.queryClient.ensureQueryData(classroomOverviewQuery()),
  component: ClassroomRoute,
})

function ClassroomRoute() {
  const { classroom_error } = Route.useSearch()
  return <ClassroomPage consentError={classroom_error} />
}
