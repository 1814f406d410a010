import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod'
import { classesQuery } from '@/features/classes/classes.queries'
import { StudentsPage } from '@/features/students/components/students-page'
import { studentsQuery } from '@/features/students/students.queries'
import { studentSorts } from '@/features/students/students.schemas'

const searchSchema = z.object({
  q: z.string().trim().max(100).optional().catch(undefined),
  sort: z.enum(studentSorts).optional().catch(undefined),
  dir: z.enum(['asc', 'desc']).optional().catch(undefined),
  classId: z.uuid().optional().catch(undefined),
  page: z.number().int().min(1).max(10_000).optional().catch(undefined),
})

export const Route = createFileRoute('/dashboard/students/')({
  validateSearch: searchSchema,
  loaderDeps: ({ search }) => search,
  head: () => ({ meta: [{ title: 'Students · CodeSchool' }] }),
  loader: async ({ context, deps }) => {
    await Promise.all([
      context.queryClient.ensureQueryData(studentsQuery(deps)),
      context.queryClient.ensureQueryData(classesQuery(false)),
    ])
    return { now: new Date().toISOString() }
  },
  component: StudentsRoute,
})

function StudentsRoute() {
  const search = Route.useSearch()
  const { now } = Route.useLoaderData()
  return <StudentsPage search={search} now={now} />
}
