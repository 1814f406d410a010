import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { GuestImportOffer, PendingCodeUpload } from '@/features/progress'
import { courseKeys, studentCoursesQuery } from '../courses.queries'
import { StudentCourseCards } from './student-course-cards'

/**
 * /student/courses: a child's courses, with their next lesson, and the offer to keep work done as a guest.
 */
export function StudentCoursesPage() {
  const { data: courses } = useSuspenseQuery(studentCoursesQuery())
  const queryClient = useQueryClient()
  return (
    <section>
      <h1 className="mb-6 font-bold text-4xl tracking-tight">My courses</h1>
      <PendingCodeUpload />
      <GuestImportOffer
        onImported={() => void queryClient.invalidateQueries({ queryKey: courseKeys.student() })}
      />
      <StudentCourseCards
        courses={courses}
        renderCourseLink={(course, children) => (
          <Link
            to="/student/courses/$cardUUID"
            params={{ cardUUID: course.id }}
            className="rounded-2xl focus-visible:outline-3 focus-visible:outline-brand-500 focus-visible:outline-offset-2"
          >
            {children}
            <span className="sr-only">: {course.title}</span>
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
    </section>
  )
}
