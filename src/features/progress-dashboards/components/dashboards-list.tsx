import { Link, useRouter } from '@tanstack/react-router'
import { ArrowRight } from 'lucide-react'
import { Alert } from '@/components/ui/alert'
import { Button, buttonVariants } from '@/components/ui/button'
import { Table, TableBody, TableCell, TableColumn, TableHeader } from '@/components/ui/table'
import { useBusyAction } from '@/lib/use-busy-action'
import { openDashboardFn } from '../progress-dashboards.functions'
import type { DashboardListItem } from '../progress-dashboards.server'

/** Every class × course the visitor can see, each leading to its progress dashboard. */
export function DashboardsList({ rows, paid }: { rows: DashboardListItem[]; paid: boolean }) {
  const router = useRouter()
  const { busy, error, run } = useBusyAction()
  const open = (row: DashboardListItem) =>
    run(`${row.groupId}:${row.cardId}`, async () => {
      const { dashboardId } = await openDashboardFn({ data: { groupId: row.groupId, cardId: row.cardId } })
      await router.navigate({
        to: '/dashboard/progress/$dashboardUUID',
        params: { dashboardUUID: dashboardId },
      })
    })
  return (
    <div className="space-y-3">
      {!paid ? (
        <Alert title="Progress dashboards need a paid plan">
          Your school's admin can upgrade to see each class's progress lesson by lesson.
        </Alert>
      ) : null}
      {error ? <Alert tone="error">{error}</Alert> : null}
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
              <span className="sr-only">Open</span>
            </TableColumn>
          </TableHeader>
          <TableBody>
            {rows.map((row) => {
              const label = `Open the dashboard of ${row.groupName}, ${row.cardTitle}`
              return (
                <tr key={`${row.groupId}:${row.cardId}`}>
                  <TableCell className="font-semibold">{row.groupName}</TableCell>
                  <TableCell>{row.cardTitle}</TableCell>
                  <TableCell numeric>{row.students}</TableCell>
                  <TableCell className="text-right">
                    {row.dashboardId ? (
                      <Link
                        to="/dashboard/progress/$dashboardUUID"
                        params={{ dashboardUUID: row.dashboardId }}
                        aria-label={label}
                        className={buttonVariants({ variant: 'secondary', size: 'sm' })}
                      >
                        Open <ArrowRight aria-hidden="true" className="size-4" />
                      </Link>
                    ) : (
                      <Button
                        variant="secondary"
                        size="sm"
                        aria-label={label}
                        disabled={busy !== null}
                        onClick={() => void open(row)}
                      >
                        {busy === `${row.groupId}:${row.cardId}` ? 'Opening…' : 'Open'}
                        <ArrowRight aria-hidden="true" className="size-4" />
                      </Button>
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
