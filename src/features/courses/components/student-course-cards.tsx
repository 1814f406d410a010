import type { ReactNode } from 'react'
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
    return (
      <p className="rounded-2xl bg-white p-8 text-center text-xl">
        Your teacher has not given your class a course yet. Ask them, or come back soon!
      </p>
    )
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
              <h2 className="font-bold text-2xl">{course.title}</h2>
            </div>
            <div className="flex flex-1 flex-col gap-4 p-5">
              <div>
                <p className="font-semibold text-lg">
                  {course.completedCount} of {course.lessonCount} lessons done
                </p>
                <div
                  className="mt-1 h-4 overflow-hidden rounded-full bg-slate-200"
                  role="progressbar"
                  aria-label={`${course.title}: ${percent}% done`}
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
                        {course.completedCount === 0 ? 'Start' : 'Keep going'}: {course.nextLessonTitle}
                      </span>,
                    )
                  : null}
                {renderCourseLink(
                  course,
                  <span className="inline-flex items-center rounded-2xl border-2 border-slate-300 px-5 py-3 font-semibold text-lg hover:bg-slate-50">
                    All lessons
                  </span>,
                  `All lessons: ${course.title}`,
                )}
              </div>
            </div>
          </li>
        )
      })}
    </ul>
  )
}
