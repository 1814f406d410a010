import { createFileRoute } from '@tanstack/react-router'
import { StudentCoursesPage } from '@/features/courses/components/student-courses-page'
import { studentCoursesQuery } from '@/features/courses/courses.queries'

export const Route = createFileRoute('/student/courses/')({
  head: () => ({ meta: [{ title: 'My courses · CodeSchool' }] }),
  loader: ({ context }) => context.queryClient.ensureQueryData(studentCoursesQuery()),
  component: StudentCoursesPage,
})
