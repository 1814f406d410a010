import { createFileRoute } from '@tanstack/react-router'
import { EditStudentPage } from '@/features/students/components/edit-student-page'
import { studentQuery } from '@/features/students/students.queries'
import { notFoundOn404 } from '@/lib/not-found-on-404'
import { uuidParams } from '@/lib/route-params'
import { m } from '@/paraglide/messages'

export const Route = createFileRoute('/dashboard/students/$studentUUID/edit')({
  params: uuidParams('studentUUID'),
  head: () => ({ meta: [{ title: m.students_edit_page_title() }] }),
  loader: ({ context, params }) =>
    notFoundOn404(() => context.queryClient.ensureQueryData(studentQuery(params.studentUUID))),
  component: EditStudentRoute,
})

function EditStudentRoute() {
  const { studentUUID } = Route.useParams()
  return <EditStudentPage studentId={studentUUID} />
}
