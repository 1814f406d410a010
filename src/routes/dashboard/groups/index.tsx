import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, Link } from '@tanstack/react-router'
import { Plus, Printer } from 'lucide-react'
import { z } from 'zod'
import { PageHeader } from '@/components/layouts/page-header'
import { Button, buttonVariants } from '@/components/ui/button'
import { cn } from '@/components/ui/cn'
import { classesQuery } from '@/features/classes/classes.queries'
import { ClassesList } from '@/features/classes/components/classes-list'
import { schoolHostOf } from '@/features/classes/school-host'
import { LoginCardsSheet } from '@/features/students/components/login-cards'
import { loginCardsQuery } from '@/features/students/students.queries'
import { pageOriginOf, useRequestContext } from '@/lib/request-context/use-request-context'

const searchSchema = z.object({
  archived: z.boolean().optional().catch(undefined),
  /** Login cards of every active class, one printed page each. */
  cards: z.literal('print').optional().catch(undefined),
})

export const Route = createFileRoute('/dashboard/groups/')({
  validateSearch: searchSchema,
  loaderDeps: ({ search }) => ({ archived: search.archived ?? false, cards: search.cards }),
  head: () => ({ meta: [{ title: 'Classes · CodeSchool' }] }),
  loader: async ({ context, deps }) => {
    const classes = await context.queryClient.ensureQueryData(classesQuery(deps.archived))
    if (deps.cards && classes.length > 0) {
      await context.queryClient.ensureQueryData(loginCardsQuery(classes.map((schoolClass) => schoolClass.id)))
    }
  },
  component: ClassesPage,
})

function ClassesPage() {
  const search = Route.useSearch()
  const archived = search.archived ?? false
  const { data: classes } = useSuspenseQuery(classesQuery(archived))
  if (search.cards === 'print' && !archived && classes.length > 0)
    return <AllCards classIds={classes.map((g) => g.id)} />
  return (
    <section>
      <PageHeader
        title={archived ? 'Archived classes' : 'Classes'}
        description={
          archived
            ? 'Classes from earlier years. Their students keep their accounts and work.'
            : 'Each class has a join code the children type on the join page.'
        }
        actions={
          archived ? null : (
            <>
              {classes.length > 0 ? (
                <Link
                  to="/dashboard/groups"
                  search={{ cards: 'print' }}
                  className={buttonVariants({ variant: 'secondary' })}
                >
                  <Printer aria-hidden="true" className="size-5" />
                  Print login cards
                </Link>
              ) : null}
              <Link to="/dashboard/groups/new" className={buttonVariants()}>
                <Plus aria-hidden="true" className="size-5" />
                New class
              </Link>
            </>
          )
        }
      />
      <nav aria-label="Which classes" className="mb-5 flex gap-2">
        <Link
          to="/dashboard/groups"
          search={{}}
          className={cn(buttonVariants({ variant: archived ? 'ghost' : 'secondary', size: 'sm' }))}
          aria-current={archived ? undefined : 'page'}
        >
          Active
        </Link>
        <Link
          to="/dashboard/groups"
          search={{ archived: true }}
          className={cn(buttonVariants({ variant: archived ? 'secondary' : 'ghost', size: 'sm' }))}
          aria-current={archived ? 'page' : undefined}
        >
          Archived
        </Link>
      </nav>
      <ClassesList classes={classes} archived={archived} />
    </section>
  )
}

function AllCards({ classIds }: { classIds: string[] }) {
  const { data: cards } = useSuspenseQuery(loginCardsQuery(classIds))
  const context = useRequestContext()
  const host = schoolHostOf(context)
  const printable = cards.classes.some((schoolClass) => schoolClass.students.length > 0)
  return (
    <section>
      <div className="no-print mb-6 flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="font-bold text-3xl tracking-tight">Login cards</h1>
          <p className="text-slate-600">Every class starts on a new page. Cut along the dashed lines.</p>
        </div>
        <div className="flex gap-2">
          <Link to="/dashboard/groups" className={buttonVariants({ variant: 'ghost' })}>
            Back to classes
          </Link>
          <Button
            onClick={() => window.print()}
            disabled={!printable}
            aria-describedby={printable ? undefined : 'print-reason'}
          >
            <Printer aria-hidden="true" className="size-5" />
            Print
          </Button>
        </div>
        {printable ? null : (
          <p id="print-reason" className="w-full font-semibold text-slate-800">
            Nothing to print yet: no child in these classes has an account. Open a class to print its join
            instructions or to make accounts for children who joined with their name.
          </p>
        )}
      </div>
      <LoginCardsSheet cards={cards} schoolHost={host} schoolOrigin={pageOriginOf(context)} />
    </section>
  )
}
