import { useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { LESSON_CONTENT_LANG } from '@/lib/i18n/content-lang'
import { m } from '@/paraglide/messages'
import { courseKeys, lastYearCoursesQuery, studentCoursesQuery } from '../courses.queries'
import { StudentCourseCards } from './student-course-cards'

/**
 * /student/courses: a child's courses, with their next lesson, and the offer to keep work done as a guest.
 * That offer and the upload of code saved while signed out are the progress feature's (above the
 * courses, decision 170): the route passes them in as `keptWork`, which gets the way to refresh
 * the courses once the work is saved.
 */
export function StudentCoursesPage({ keptWork }: { keptWork: (refresh: () => void) => ReactNode }) {
  const { data: courses } = useSuspenseQuery(studentCoursesQuery())
  const { data: lastYear } = useQuery(lastYearCoursesQuery())
  const queryClient = useQueryClient()
  return (
    <section>
      <h1 className="mb-6 font-bold text-4xl tracking-tight">{m.courses_my_courses()}</h1>
      {keptWork(() => void queryClient.invalidateQueries({ queryKey: courseKeys.student() }))}
      <StudentCourseCards
        courses={courses}
        renderCourseLink={(course, children, name) => (
          <Link
            to="/student/courses/$cardUUID"
            params={{ cardUUID: course.id }}
            aria-label={name}
            className="rounded-2xl focus-visible:outline-3 focus-visible:outline-brand-500 focus-visible:outline-offset-2"
          >
            {children}
          </Link>
        )}
        renderLessonLink={(itemId, children) => (
          <Link
            to="/student/lesson/$cardSectionItemUUID"
            params={{ cardSectionItemUUID: itemId }}
            className="rounded-2xl focus-visible:outline-3 focus-visible:outline-brand-500 focus-visible:outline-offset-2"
          >
            {children}
          </Link>
        )}
      />
      {lastYear && lastYear.length > 0 ? (
        <section aria-labelledby="last-year" className="mt-10" data-testid="last-year">
          <h2 id="last-year" className="mb-2 font-bold text-2xl">
            {m.courses_last_year()}
          </h2>
          <p className="mb-4 text-slate-700">{m.courses_last_year_still_here()}</p>
          <ul className="grid gap-3 md:grid-cols-2">
            {lastYear.map((course) => (
              <li key={course.id}>
                <Link
                  to="/student/courses/$cardUUID"
                  params={{ cardUUID: course.id }}
                  className="flex items-center justify-between gap-4 rounded-2xl border-2 border-slate-200 bg-white p-4 font-semibold text-lg hover:border-brand-500 focus-visible:outline-3 focus-visible:outline-brand-500"
                >
                  <span lang={LESSON_CONTENT_LANG}>{course.title}</span>
                  <span className="text-base text-slate-700">
                    {m.courses_lessons_done({ done: course.completedCount, count: course.lessonCount })}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </section>
  )
}
