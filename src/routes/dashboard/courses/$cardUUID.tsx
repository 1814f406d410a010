import { createFileRoute } from '@tanstack/react-router'
import { TeacherCoursePage } from '@/features/courses/components/teacher-course-page'
import { teacherCourseQuery } from '@/features/courses/courses.queries'
import { createLessonShare, revokeLessonShare } from '@/features/sharing/sharing.functions'
import { notFoundOn404 } from '@/lib/not-found-on-404'
import { uuidParams } from '@/lib/route-params'
import { m } from '@/paraglide/messages'

export const Route = createFileRoute('/dashboard/courses/$cardUUID')({
  params: uuidParams('cardUUID'),
  loader: async ({ context, params }) => {
    const data = await notFoundOn404(() =>
      context.queryClient.ensureQueryData(teacherCourseQuery(params.cardUUID)),
    )
    return { title: data.course.title }
  },
  head: ({ loaderData }) => ({
    meta: [
      {
        title: m.courses_teacher_page_title({
          title: loaderData?.title ?? m.courses_teacher_fallback_title(),
        }),
      },
    ],
  }),
  component: CourseRoute,
})

function CourseRoute() {
  const { cardUUID } = Route.useParams()
  return (
    <TeacherCoursePage
      courseId={cardUUID}
      onShare={(itemId) => createLessonShare({ data: { itemId } })}
      onRevoke={(shareId) => revokeLessonShare({ data: { shareId } })}
    />
  )
}
