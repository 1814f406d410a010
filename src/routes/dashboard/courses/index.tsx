import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, Link } from '@tanstack/react-router'
import { PageHeader } from '@/components/layouts/page-header'
import { TeacherCourseCards } from '@/features/courses/components/teacher-course-cards'
import { teacherCoursesQuery } from '@/features/courses/courses.queries'

export const Route = createFileRoute('/dashboard/courses/')({
  head: () => ({ meta: [{ title: 'Courses · CodeSchool' }] }),
  loader: ({ context }) => context.queryClient.ensureQueryData(teacherCoursesQuery()),
  component: CoursesPage,
})

function CoursesPage() {
  const { data: courses } = useSuspenseQuery(teacherCoursesQuery())
  return (
    <section>
      <PageHeader
        title="Courses"
        description="Open a course to preview its lessons, give it to a class or share a lesson."
      />
      <TeacherCourseCards
        courses={courses}
        renderCourseLink={(course, children) => (
          <Link
            to="/dashboard/courses/$cardUUID"
            params={{ cardUUID: course.id }}
            className="inline-block rounded-lg focus-visible:outline-3 focus-visible:outline-brand-500 focus-visible:outline-offset-2"
          >
            {children}
            <span className="sr-only">: {course.title}</span>
          </Link>
        )}
      />
    </section>
  )
}
