import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Plus, Printer } from 'lucide-react'
import type { ReactNode } from 'react'
import { PageHeader } from '@/components/layouts/page-header'
import { buttonVariants } from '@/components/ui/button'
import { cn } from '@/components/ui/cn'
import { useRequestContext } from '@/lib/request-context/use-request-context'
import { m } from '@/paraglide/messages'
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
        title={archived ? m.classes_archived_title() : m.dashboard_nav_classes()}
        description={archived ? m.classes_archived_description() : m.classes_description()}
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
                  {m.classes_print_login_cards()}
                </Link>
              ) : null}
              {importAction}
              <Link to="/dashboard/groups/new" className={buttonVariants()}>
                <Plus aria-hidden="true" className="size-5" />
                {m.classes_new_class()}
              </Link>
            </>
          )
        }
      />
      <nav aria-label={m.classes_which()} className="mb-5 flex gap-2">
        <Link
          to="/dashboard/groups"
          search={{}}
          className={cn(buttonVariants({ variant: archived ? 'ghost' : 'secondary', size: 'sm' }))}
          aria-current={archived ? undefined : 'page'}
        >
          {m.classes_active()}
        </Link>
        <Link
          to="/dashboard/groups"
          search={{ archived: true }}
          className={cn(buttonVariants({ variant: archived ? 'secondary' : 'ghost', size: 'sm' }))}
          aria-current={archived ? 'page' : undefined}
        >
          {m.classes_archived()}
        </Link>
      </nav>
      <ClassesList classes={classes} archived={archived} />
    </section>
  )
}
