import { Link, useRouter } from '@tanstack/react-router'
import { ArrowRight } from 'lucide-react'
import { ActionButton } from '@/components/ui/action-button'
import { Alert } from '@/components/ui/alert'
import { buttonVariants } from '@/components/ui/button'
import { cn } from '@/components/ui/cn'
import { Table, TableBody, TableCell, TableColumn, TableHeader } from '@/components/ui/table'
import { AdminContacts } from '@/features/teachers'
import type { AdminContact } from '@/features/teachers/admin-contacts.server'
import { useAction } from '@/lib/use-action'
import type { DashboardListItem } from '../dashboards.server'
import { openDashboardFn } from '../progress-dashboards.functions'
import { progressKeys } from '../progress-dashboards.queries'

interface DashboardsListProps {
  rows: DashboardListItem[]
  paid: boolean
  /** An admin (or staff) can buy a plan; a teacher is told who can. */
  canUpgrade: boolean
  admins: AdminContact[]
}

/**
 * Every class × course the visitor can see, each leading to its progress dashboard. On an unpaid
 * school no button leads to a dashboard the route would refuse: an admin gets "Upgrade", a teacher
 * learns who their admin is, and each row leads to its class page (free on every plan).
 */
export function DashboardsList({ rows, paid, canUpgrade, admins }: DashboardsListProps) {
  const router = useRouter()
  // Opening makes the dashboard: the list then links to it.
  const action = useAction({ invalidates: [progressKeys.list()] })
  const open = (row: DashboardListItem) =>
    action.run(`${row.classId}:${row.cardId}`, async () => {
      const { dashboardId } = await openDashboardFn({ data: { classId: row.classId, cardId: row.cardId } })
      await router.navigate({
        to: '/dashboard/progress/$dashboardUUID',
        params: { dashboardUUID: dashboardId },
      })
    })
  return (
    <div className="space-y-3">
      {!paid ? <UpgradeNotice canUpgrade={canUpgrade} admins={admins} /> : null}
      {action.error ? <Alert tone="error">{action.error}</Alert> : null}
      {rows.length === 0 ? (
        <Alert title="No dashboards yet">
          A dashboard appears here for each course of each of your classes. Give a class a course on its page
          under{' '}
          <Link to="/dashboard/groups" className="font-semibold underline">
            Classes
          </Link>
          .
        </Alert>
      ) : (
        <Table caption="Progress dashboards, one per class and course">
          <TableHeader>
            <th scope="col" className="px-4 py-3 font-semibold">
              Class
            </th>
            <TableColumn>Course</TableColumn>
            <TableColumn numeric>Students</TableColumn>
            <TableColumn>
              <span className="sr-only">{paid ? 'Open' : 'Class page'}</span>
            </TableColumn>
          </TableHeader>
          <TableBody>
            {rows.map((row) => {
              const label = `Open the dashboard of ${row.className}, ${row.cardTitle}`
              return (
                <tr key={`${row.classId}:${row.cardId}`}>
                  <TableCell className="font-semibold">{row.className}</TableCell>
                  <TableCell>{row.cardTitle}</TableCell>
                  <TableCell numeric>{row.students}</TableCell>
                  <TableCell className="text-right">
                    {!paid ? (
                      <Link
                        to="/dashboard/groups/$groupUUID"
                        params={{ groupUUID: row.classId }}
                        className="font-semibold text-brand-700 underline underline-offset-4"
                      >
                        Class page<span className="sr-only"> of {row.className}</span>
                      </Link>
                    ) : row.dashboardId ? (
                      <Link
                        to="/dashboard/progress/$dashboardUUID"
                        params={{ dashboardUUID: row.dashboardId }}
                        aria-label={label}
                        className={buttonVariants({ variant: 'secondary', size: 'sm' })}
                      >
                        Open <ArrowRight aria-hidden="true" className="size-4" />
                      </Link>
                    ) : (
                      <ActionButton
                        variant="secondary"
                        size="sm"
                        aria-label={label}
                        pending={action.isPending(`${row.classId}:${row.cardId}`)}
                        disabled={action.pending}
                        onClick={() => void open(row)}
                      >
                        {action.isPending(`${row.classId}:${row.cardId}`) ? 'Opening…' : 'Open'}
                        <ArrowRight aria-hidden="true" className="size-4" />
                      </ActionButton>
                    )}
                  </TableCell>
                </tr>
              )
            })}
          </TableBody>
        </Table>
      )}
    </div>
  )
}

function UpgradeNotice({ canUpgrade, admins }: { canUpgrade: boolean; admins: AdminContact[] }) {
  const free =
    'Each class page shows, on every plan, who is active and how many lessons each child has started and finished.'
  if (canUpgrade) {
    return (
      <Alert title="Progress dashboards need a paid plan">
        <p>Upgrade to see each class's progress lesson by lesson. {free}</p>
        <Link to="/dashboard/upgrade" className={cn(buttonVariants({ size: 'sm' }), 'mt-3')}>
          Upgrade <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </Alert>
    )
  }
  return (
    <Alert title="Progress dashboards need a paid plan">
      {admins.length === 0 ? (
        <p>Your school's admin can upgrade to see each class's progress lesson by lesson. {free}</p>
      ) : (
        <>
          <p>
            {admins.length === 1 ? 'Your school’s admin' : 'Your school’s admins'} can upgrade to see each
            class's progress lesson by lesson:
          </p>
          <AdminContacts admins={admins} />
          <p>{free}</p>
        </>
      )}
    </Alert>
  )
}
