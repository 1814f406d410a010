import { createFileRoute } from '@tanstack/react-router'
import { StudentPage } from '@/features/students/components/student-page'
import { studentQuery } from '@/features/students/students.queries'
import { notFoundOn404 } from '@/lib/not-found-on-404'
import { uuidParams } from '@/lib/route-params'
import { m } from '@/paraglide/messages'

export const Route = createFileRoute('/dashboard/students/$studentUUID/')({
  params: uuidParams('studentUUID'),
  head: () => ({ meta: [{ title: m.students_student_page_title() }] }),
  loader: ({ context, params }) =>
    notFoundOn404(() => context.queryClient.ensureQueryData(studentQuery(params.studentUUID))),
  component: StudentRoute,
})

function StudentRoute() {
  const { studentUUID } = Route.useParams()
  return <StudentPage studentId={studentUUID} />
}
