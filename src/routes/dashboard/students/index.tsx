import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, Link } from '@tanstack/react-router'
import { Plus, Upload } from 'lucide-react'
import { z } from 'zod'
import { PageHeader } from '@/components/layouts/page-header'
import { buttonVariants } from '@/components/ui/button'
import { classesQuery } from '@/features/classes/classes.queries'
import { StudentsTable } from '@/features/students/components/students-table'
import { studentsQuery } from '@/features/students/students.queries'
import { studentSorts } from '@/features/students/students.schemas'
import { useRequestContext } from '@/lib/request-context/use-request-context'

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
  component: StudentsPage,
})

function StudentsPage() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const { now } = Route.useLoaderData()
  const { data: list } = useSuspenseQuery(studentsQuery(search))
  const { data: classes } = useSuspenseQuery(classesQuery(false))
  const visitor = useRequestContext()?.visitor
  const isAdmin = visitor?.type === 'admin' || visitor?.type === 'staff'
  return (
    <section>
      <PageHeader
        title="Students"
        description={isAdmin ? 'Every student at your school.' : 'The students in your classes.'}
        actions={
          <>
            <Link to="/dashboard/students/import" className={buttonVariants({ variant: 'secondary' })}>
              <Upload aria-hidden="true" className="size-5" />
              Import from a spreadsheet
            </Link>
            {isAdmin ? (
              <Link to="/dashboard/students/new" className={buttonVariants()}>
                <Plus aria-hidden="true" className="size-5" />
                Add a student
              </Link>
            ) : null}
          </>
        }
      />
      <StudentsTable
        list={list}
        search={search}
        classes={classes.map((schoolClass) => ({ id: schoolClass.id, name: schoolClass.name }))}
        onSearch={(next) => navigate({ search: next })}
        now={new Date(now)}
      />
    </section>
  )
}
