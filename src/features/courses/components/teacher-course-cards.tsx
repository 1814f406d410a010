import type { ReactNode } from 'react'
import { LESSON_CONTENT_LANG } from '@/lib/i18n/content-lang'
import { m } from '@/paraglide/messages'
import type { TeacherCourseSummary } from '../teacher-courses.server'
import { courseAges } from './course-ages'
import { CourseIcon, readableOn } from './course-icon'

interface TeacherCourseCardsProps {
  courses: readonly TeacherCourseSummary[]
  /** `name` is the link's whole accessible name (its words and the course's title). */
  renderCourseLink: (course: TeacherCourseSummary, children: ReactNode, name: string) => ReactNode
}

/** The catalog for teachers: what each course is, for whom, and which of my classes have it. */
export function TeacherCourseCards({ courses, renderCourseLink }: TeacherCourseCardsProps) {
  if (courses.length === 0)
    return <p className="rounded-xl bg-white p-6">{m.courses_teacher_none_published()}</p>
  return (
    <ul className="grid gap-5 md:grid-cols-2 xl:grid-cols-3">
      {courses.map((course) => (
        <li
          key={course.id}
          className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
          data-testid="course-card"
        >
          <div
            className="flex items-center gap-3 px-5 py-4"
            style={{ backgroundColor: course.color, color: readableOn(course.color) }}
          >
            <CourseIcon name={course.icon} className="size-9" />
            <h2 className="font-bold text-xl" lang={LESSON_CONTENT_LANG}>
              {course.title}
            </h2>
          </div>
          <div className="flex flex-1 flex-col gap-3 p-5">
            <p className="text-slate-700 text-sm">
              {courseAges(course)} · {m.courses_teacher_lessons_count({ count: course.lessonCount })}
            </p>
            <p className="text-slate-800" lang={LESSON_CONTENT_LANG}>
              {course.description}
            </p>
            <p className="text-sm">
              {course.assignedTo.length > 0 ? (
                <>
                  <span className="font-semibold">{m.courses_teacher_your_classes_with_it()}</span>{' '}
                  <span translate="no" dir="auto">
                    {course.assignedTo.join(', ')}
                  </span>
                </>
              ) : (
                <span className="text-slate-600">{m.courses_teacher_no_class_has_it()}</span>
              )}
            </p>
            <div className="mt-auto">
              {renderCourseLink(
                course,
                <span className="inline-flex items-center rounded-lg bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700">
                  {m.courses_teacher_open_course()}
                </span>,
                m.courses_teacher_open_course_of({ title: course.title }),
              )}
            </div>
          </div>
        </li>
      ))}
    </ul>
  )
}
