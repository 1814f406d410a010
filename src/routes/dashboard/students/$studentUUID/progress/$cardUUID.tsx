import { createFileRoute } from '@tanstack/react-router'
import { StudentCourseProgressPage } from '@/features/progress-dashboards/components/student-course-progress-page'
import { studentCourseProgressQuery } from '@/features/progress-dashboards/progress-dashboards.queries'
import { notFoundOn404 } from '@/lib/not-found-on-404'
import { uuidParams } from '@/lib/route-params'

export const Route = createFileRoute('/dashboard/students/$studentUUID/progress/$cardUUID')({
  params: uuidParams('studentUUID', 'cardUUID'),
  loader: async ({ context, params }) => {
    const progress = await notFoundOn404(() =>
      context.queryClient.ensureQueryData(studentCourseProgressQuery(params.studentUUID, params.cardUUID)),
    )
    return { title: `${progress.student.name}: ${progress.card.title}` }
  },
  head: ({ loaderData }) => ({ meta: [{ title: `${loaderData?.title ?? 'Course progress'} · CodeSchool` }] }),
  component: StudentCourseRoute,
})

function StudentCourseRoute() {
  const { studentUUID, cardUUID } = Route.useParams()
  return <StudentCourseProgressPage studentId={studentUUID} courseId={cardUUID} />
}
