import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { PageHeader } from '@/components/layouts/page-header'
import { m } from '@/paraglide/messages'
import { teacherCoursesQuery } from '../courses.queries'
import { TeacherCourseCards } from './teacher-course-cards'

/** /dashboard/courses: the school's course catalog for teachers. */
export function TeacherCoursesPage() {
  const { data: courses } = useSuspenseQuery(teacherCoursesQuery())
  return (
    <section>
      <PageHeader title={m.courses_teacher_title()} description={m.courses_teacher_description()} />
      <TeacherCourseCards
        courses={courses}
        renderCourseLink={(course, children, name) => (
          <Link
            to="/dashboard/courses/$cardUUID"
            params={{ cardUUID: course.id }}
            aria-label={name}
            className="inline-block rounded-lg focus-visible:outline-3 focus-visible:outline-brand-500 focus-visible:outline-offset-2"
          >
            {children}
          </Link>
        )}
      />
    </section>
  )
}
