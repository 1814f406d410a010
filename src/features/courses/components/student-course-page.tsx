import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { BackLink } from '@/components/ui/text-link'
import { LESSON_CONTENT_LANG } from '@/lib/i18n/content-lang'
import { m } from '@/paraglide/messages'
import { studentCourseQuery } from '../courses.queries'
import { CourseIcon } from './course-icon'
import { StudentCourseLessons } from './student-course-lessons'

/** /student/courses/$cardUUID: a child's course: its lessons and how far they got. */
/** `notes`: the teacher's notes on this course's lessons (the route passes the widget in). */
export function StudentCoursePage({ courseId, notes }: { courseId: string; notes?: ReactNode }) {
  const { data } = useSuspenseQuery(studentCourseQuery(courseId))
  const { course } = data
  return (
    <section>
      <BackLink to="/student/courses" className="mb-4">
        {m.courses_my_courses()}
      </BackLink>
      <div className="mb-6 flex items-center gap-4">
        <span
          className="flex size-16 items-center justify-center rounded-2xl"
          style={{ backgroundColor: course.color }}
        >
          <CourseIcon name={course.icon} className="size-10 text-white" />
        </span>
        <div>
          <h1 className="font-bold text-4xl tracking-tight" lang={LESSON_CONTENT_LANG}>
            {course.title}
          </h1>
          <p className="font-semibold text-lg text-slate-700">
            {m.courses_lessons_done({ done: course.completedCount, count: course.lessonCount })}
          </p>
        </div>
      </div>
      {notes}
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
