import type { ReactNode } from 'react'
import { LESSON_CONTENT_LANG } from '@/lib/i18n/content-lang'
import { m } from '@/paraglide/messages'
import type { StudentCourseSummary } from '../student-courses.server'
import { CourseIcon, readableOn } from './course-icon'

interface StudentCourseCardsProps {
  courses: readonly StudentCourseSummary[]
  /** `name` is the link's whole accessible name (its words and the course's title). */
  renderCourseLink: (course: StudentCourseSummary, children: ReactNode, name: string) => ReactNode
  renderLessonLink: (itemId: string, children: ReactNode) => ReactNode
}

/** The child's courses as big, friendly cards: how far they are and where to carry on. */
export function StudentCourseCards({ courses, renderCourseLink, renderLessonLink }: StudentCourseCardsProps) {
  if (courses.length === 0) {
    return <p className="rounded-2xl bg-white p-8 text-center text-xl">{m.courses_none_yet()}</p>
  }
  return (
    <ul className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
      {courses.map((course) => {
        const ink = readableOn(course.color)
        const percent =
          course.lessonCount === 0 ? 0 : Math.round((course.completedCount / course.lessonCount) * 100)
        return (
          <li
            key={course.id}
            className="flex flex-col overflow-hidden rounded-3xl bg-white shadow-md"
            data-testid="course-card"
          >
            <div
              className="flex items-center gap-3 p-5"
              style={{ backgroundColor: course.color, color: ink }}
            >
              <CourseIcon name={course.icon} className="size-12" />
              <h2 className="font-bold text-2xl" lang={LESSON_CONTENT_LANG}>
                {course.title}
              </h2>
            </div>
            <div className="flex flex-1 flex-col gap-4 p-5">
              <div>
                <p className="font-semibold text-lg">
                  {m.courses_lessons_done({ done: course.completedCount, count: course.lessonCount })}
                </p>
                <div
                  className="mt-1 h-4 overflow-hidden rounded-full bg-slate-200"
                  role="progressbar"
                  aria-label={m.courses_percent_done({ title: course.title, percent })}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={percent}
                >
                  <div className="h-full rounded-full bg-green-600" style={{ width: `${percent}%` }} />
                </div>
              </div>
              <div className="mt-auto flex flex-wrap gap-3">
                {course.nextItemId
                  ? renderLessonLink(
                      course.nextItemId,
                      <span className="inline-flex items-center rounded-2xl bg-green-700 px-5 py-3 font-bold text-lg text-white hover:bg-green-800">
                        {course.completedCount === 0
                          ? m.courses_start({ title: course.nextLessonTitle ?? '' })
                          : m.courses_keep_going({ title: course.nextLessonTitle ?? '' })}
                      </span>,
                    )
                  : null}
                {renderCourseLink(
                  course,
                  <span className="inline-flex items-center rounded-2xl border-2 border-slate-300 px-5 py-3 font-semibold text-lg hover:bg-slate-50">
                    {m.courses_all_lessons()}
                  </span>,
                  m.courses_all_lessons_of({ title: course.title }),
                )}
              </div>
            </div>
          </li>
        )
      })}
    </ul>
  )
}
