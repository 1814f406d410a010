import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { classesQuery } from '@/features/classes/classes.queries'
import { StudentsPage } from '@/features/students/components/students-page'
import { studentSorts } from '@/features/students/student-sorts'
import { studentsQuery } from '@/features/students/students.queries'
import { oneOf, searchParams, trimmedText, uuid, wholeNumber } from '@/lib/search-params'
import { m } from '@/paraglide/messages'

const studentsSearch = searchParams({
  q: trimmedText(100),
  sort: oneOf(studentSorts),
  dir: oneOf(['asc', 'desc']),
  classId: uuid,
  page: wholeNumber(1, 10_000),
})

export const Route = createFileRoute('/dashboard/students/')({
  validateSearch: studentsSearch,
  loaderDeps: ({ search }) => search,
  head: () => ({ meta: [{ title: m.students_page_title() }] }),
  loader: async ({ context, deps }) => {
    await Promise.all([
      context.queryClient.ensureQueryData(studentsQuery(deps)),
      context.queryClient.ensureQueryData(classesQuery(false)),
    ])
    return { now: new Date().toISOString() }
  },
  component: StudentsRoute,
})

function StudentsRoute() {
  const search = Route.useSearch()
  const { now } = Route.useLoaderData()
  const { data: classes } = useSuspenseQuery(classesQuery(false))
  return <StudentsPage search={search} now={now} classes={classes} />
}
