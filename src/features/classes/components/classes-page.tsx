import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Plus, Printer } from 'lucide-react'
import type { ReactNode } from 'react'
import { PageHeader } from '@/components/layouts/page-header'
import { buttonVariants } from '@/components/ui/button'
import { cn } from '@/components/ui/cn'
import { useRequestContext } from '@/lib/request-context/use-request-context'
import { classesQuery } from '../classes.queries'
import { AllClassesLoginCards } from './class-print-views'
import { ClassesList } from './classes-list'
import { YearEndPanel } from './year-end-panel'

interface ClassesPageProps {
  archived: boolean
  /** Login cards of every active class, one printed page each. */
  cards?: 'print'
  /** An import the route passes in (Google Classroom, from rosters). */
  importAction?: ReactNode
}

/** /dashboard/groups: the active or archived classes; or the login cards of every active class. */
export function ClassesPage({ archived, cards, importAction }: ClassesPageProps) {
  const { data: classes } = useSuspenseQuery(classesQuery(archived))
  const visitorType = useRequestContext()?.visitor?.type
  if (cards === 'print' && !archived && classes.length > 0)
    return <AllClassesLoginCards classIds={classes.map((g) => g.id)} />
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
              {classes.length > 0 && (visitorType === 'admin' || visitorType === 'staff') ? (
                <YearEndPanel />
              ) : null}
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
              {importAction}
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
