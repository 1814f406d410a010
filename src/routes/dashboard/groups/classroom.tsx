import { createFileRoute } from '@tanstack/react-router'
import { ClassroomPage } from '@/features/rosters/components/classroom-page'
import { classroomOverviewQuery } from '@/features/rosters/rosters.queries'
import { oneOf, searchParams } from '@/lib/search-params'

const classroomSearch = searchParams({
  /** Google's consent came back without access (the callback names why). */
  classroom_error: oneOf(['cancelled', 'no-refresh', 'failed', 'expired']),
})

export const Route = createFileRoute('/dashboard/groups/classroom')({
  validateSearch: classroomSearch,
  head: () => ({ meta: [{ title: 'Import from Google Classroom · CodeSchool' }] }),
  loader: ({ context }) => context.queryClient.ensureQueryData(classroomOverviewQuery()),
  component: ClassroomRoute,
})

function ClassroomRoute() {
  const { classroom_error } = Route.useSearch()
  return <ClassroomPage consentError={classroom_error} />
}
