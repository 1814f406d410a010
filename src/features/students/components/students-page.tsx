import { useSuspenseQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { Plus, Upload } from 'lucide-react'
import { PageHeader } from '@/components/layouts/page-header'
import { buttonVariants } from '@/components/ui/button'
import { useRequestContext } from '@/lib/request-context/use-request-context'
import { m } from '@/paraglide/messages'
import { studentsQuery } from '../students.queries'
import type { StudentsSearch } from '../students.schemas'
import { StudentsTable } from './students-table'

interface StudentsPageProps {
  search: StudentsSearch
  /** When the page was loaded: "last active" is counted from it. */
  now: string
  /**
   * The classes to filter by. They are the classes feature's (above the students, decision 170):
   * the route reads them and passes them in.
   */
  classes: readonly { id: string; name: string }[]
}

/** /dashboard/students: every student an adult may see, searched, sorted and filtered by the URL. */
export function StudentsPage({ search, now, classes }: StudentsPageProps) {
  const navigate = useNavigate({ from: '/dashboard/students/' })
  const { data: list } = useSuspenseQuery(studentsQuery(search))
  const visitor = useRequestContext()?.visitor
  const isAdmin = visitor?.type === 'admin' || visitor?.type === 'staff'
  return (
    <section>
      <PageHeader
        title={m.dashboard_nav_students()}
        description={isAdmin ? m.students_every_student() : m.students_in_your_classes()}
        actions={
          <>
            <Link to="/dashboard/students/import" className={buttonVariants({ variant: 'secondary' })}>
              <Upload aria-hidden="true" className="size-5" />
              {m.students_import_spreadsheet()}
            </Link>
            {isAdmin ? (
              <Link to="/dashboard/students/new" className={buttonVariants()}>
                <Plus aria-hidden="true" className="size-5" />
                {m.students_add_a_student()}
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
