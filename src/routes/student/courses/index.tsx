import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, Link } from '@tanstack/react-router'
import { StudentCourseCards } from '@/features/courses/components/student-course-cards'
import { courseKeys, studentCoursesQuery } from '@/features/courses/courses.queries'
import { GuestImportOffer } from '@/features/progress/autosave/guest-import-offer'
import { PendingCodeUpload } from '@/features/progress/autosave/pending-code-upload'

export const Route = createFileRoute('/student/courses/')({
  head: () => ({ meta: [{ title: 'My courses · CodeSchool' }] }),
  loader: ({ context }) => context.queryClient.ensureQueryData(studentCoursesQuery()),
  component: StudentCoursesPage,
})

function StudentCoursesPage() {
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
