import { createFileRoute } from '@tanstack/react-router'
import { StudentCoursePage } from '@/features/courses/components/student-course-page'
import { studentCourseQuery } from '@/features/courses/courses.queries'
import { MyNotesBanner } from '@/features/progress-dashboards'
import { notFoundOn404 } from '@/lib/not-found-on-404'
import { uuidParams } from '@/lib/route-params'
import { m } from '@/paraglide/messages'

export const Route = createFileRoute('/student/courses/$cardUUID')({
  params: uuidParams('cardUUID'),
  loader: async ({ context, params }) => {
    const data = await notFoundOn404(() =>
      context.queryClient.ensureQueryData(studentCourseQuery(params.cardUUID)),
    )
    return { title: data.course.title }
  },
  head: ({ loaderData }) => ({
    meta: [
      {
        title: loaderData?.title
          ? m.student_title_named({ title: loaderData.title })
          : m.student_title_course(),
      },
    ],
  }),
  component: StudentCourseRoute,
})

function StudentCourseRoute() {
  const { cardUUID } = Route.useParams()
  return <StudentCoursePage courseId={cardUUID} notes={<MyNotesBanner cardId={cardUUID} />} />
}
