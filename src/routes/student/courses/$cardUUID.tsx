import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, Link } from '@tanstack/react-router'
import { BackLink } from '@/components/ui/text-link'
import { CourseIcon } from '@/features/courses/components/course-icon'
import { StudentCourseLessons } from '@/features/courses/components/student-course-lessons'
import { studentCourseQuery } from '@/features/courses/courses.queries'
import { notFoundOn404 } from '@/lib/not-found-on-404'
import { uuidParams } from '@/lib/route-params'

export const Route = createFileRoute('/student/courses/$cardUUID')({
  params: uuidParams('cardUUID'),
  loader: async ({ context, params }) => {
    const data = await notFoundOn404(() =>
      context.queryClient.ensureQueryData(studentCourseQuery(params.cardUUID)),
    )
    return { title: data.course.title }
  },
  head: ({ loaderData }) => ({ meta: [{ title: `${loaderData?.title ?? 'Course'} · CodeSchool` }] }),
  component: StudentCoursePage,
})

function StudentCoursePage() {
  const { cardUUID } = Route.useParams()
  const { data } = useSuspenseQuery(studentCourseQuery(cardUUID))
  const { course } = data
  return (
    <section>
      <BackLink to="/student/courses" className="mb-4">
        My courses
      </BackLink>
      <div className="mb-6 flex items-center gap-4">
        <span
          className="flex size-16 items-center justify-center rounded-2xl"
          style={{ backgroundColor: course.color }}
        >
          <CourseIcon name={course.icon} className="size-10 text-white" />
        </span>
        <div>
          <h1 className="font-bold text-4xl tracking-tight">{course.title}</h1>
          <p className="font-semibold text-lg text-slate-700">
            {course.completedCount} of {course.lessonCount} lessons done
          </p>
        </div>
      </div>
      <StudentCourseLessons
        course={data}
        renderLessonLink={(itemId, children) => (
          <Link
            to="/student/lesson/$cardSectionItemUUID"
            params={{ cardSectionItemUUID: itemId }}
            className="block rounded-2xl focus-visible:outline-3 focus-visible:outline-brand-500 focus-visible:outline-offset-2"
          >
            {children}
          </Link>
        )}
      />
    </section>
  )
}
