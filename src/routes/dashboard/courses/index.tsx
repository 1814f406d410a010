import { createFileRoute } from '@tanstack/react-router'
import { TeacherCoursesPage } from '@/features/courses/components/teacher-courses-page'
import { teacherCoursesQuery } from '@/features/courses/courses.queries'

export const Route = createFileRoute('/dashboard/courses/')({
  head: () => ({ meta: [{ title: 'Courses · CodeSchool' }] }),
  loader: ({ context }) => context.queryClient.ensureQueryData(teacherCoursesQuery()),
  component: TeacherCoursesPage,
})
