import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { classesQuery } from '@/features/classes/classes.queries'
import { NewStudentPage } from '@/features/students/components/new-student-page'
import { m } from '@/paraglide/messages'

export const Route = createFileRoute('/dashboard/students/new')({
  head: () => ({ meta: [{ title: m.students_new_page_title() }] }),
  loader: ({ context }) => context.queryClient.ensureQueryData(classesQuery(false)),
  component: NewStudentRoute,
})

function NewStudentRoute() {
  const { data: classes } = useSuspenseQuery(classesQuery(false))
  return <NewStudentPage classes={classes} />
}
