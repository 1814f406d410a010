import { createFileRoute } from '@tanstack/react-router'
import { StudentCoursesPage } from '@/features/courses/components/student-courses-page'
import { studentCoursesQuery } from '@/features/courses/courses.queries'
import { importGuestWork, saveRestoredCode } from '@/features/lessons/lessons.queries'
import { GuestImportOffer, PendingCodeUpload } from '@/features/progress'
import { m } from '@/paraglide/messages'

export const Route = createFileRoute('/student/courses/')({
  head: () => ({ meta: [{ title: m.student_title_courses() }] }),
  loader: ({ context }) => context.queryClient.ensureQueryData(studentCoursesQuery()),
  component: StudentCoursesRoute,
})

function StudentCoursesRoute() {
  return (
    <StudentCoursesPage
      keptWork={(refresh) => (
        <>
          <PendingCodeUpload save={saveRestoredCode} />
          <GuestImportOffer onImported={refresh} importLessons={importGuestWork} />
        </>
      )}
    />
  )
}
