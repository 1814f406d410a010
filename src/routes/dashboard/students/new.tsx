import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { classesQuery } from '@/features/classes/classes.queries'
import { NewStudentPage } from '@/features/students/components/new-student-page'

export const Route = createFileRoute('/dashboard/students/new')({
  head: () => ({ meta: [{ title: 'Add a student · CodeSchool' }] }),
  loader: ({ context }) => context.queryClient.ensureQueryData(classesQuery(false)),
  component: NewStudentRoute,
})

function NewStudentRoute() {
  const { data: classes } = useSuspenseQuery(classesQuery(false))
  return <NewStudentPage classes={classes} />
}
