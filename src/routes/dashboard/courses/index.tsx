import { createFileRoute } from '@tanstack/react-router'
import { TeacherCoursesPage } from '@/features/courses/components/teacher-courses-page'
import { teacherCoursesQuery } from '@/features/courses/courses.queries'
import { m } from '@/paraglide/messages'

export const Route = createFileRoute('/dashboard/courses/')({
  head: () => ({ meta: [{ title: m.courses_teacher_list_page_title() }] }),
  loader: ({ context }) => context.queryClient.ensureQueryData(teacherCoursesQuery()),
  component: TeacherCoursesPage,
})
