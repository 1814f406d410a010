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
import { m } from '@/paraglide/messages'
import type { DashboardListItem } from '../dashboard-list.server'
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
        <Alert title={m.progress_none_yet()}>
          {m.progress_none_yet_text()}{' '}
          <Link to="/dashboard/groups" className="font-semibold underline">
            {m.dashboard_nav_classes()}
          </Link>
          {m.onboarding_full_stop()}
        </Alert>
      ) : (
        <Table caption={m.progress_list_caption()}>
          <TableHeader>
            <th scope="col" className="px-4 py-3 font-semibold">
              {m.students_class_filter()}
            </th>
            <TableColumn>{m.onboarding_course_legend()}</TableColumn>
            <TableColumn numeric>{m.dashboard_nav_students()}</TableColumn>
            <TableColumn>
              <span className="sr-only">{paid ? m.progress_open() : m.progress_class_page()}</span>
            </TableColumn>
          </TableHeader>
          <TableBody>
            {rows.map((row) => {
              const label = m.progress_open_dashboard_of({ name: row.className, course: row.cardTitle })
              return (
                <tr key={`${row.classId}:${row.cardId}`}>
                  <TableCell className="font-semibold">
                    <span translate="no" dir="auto">
                      {row.className}
                    </span>
                  </TableCell>
                  <TableCell>
                    {/* A course's title is its content's, English until content carries translations. */}
                    <span lang="en">{row.cardTitle}</span>
                  </TableCell>
                  <TableCell numeric>{row.students}</TableCell>
                  <TableCell className="text-end">
                    {!paid ? (
                      <Link
                        to="/dashboard/groups/$groupUUID"
                        params={{ groupUUID: row.classId }}
                        className="font-semibold text-brand-700 underline underline-offset-4"
                      >
                        {m.progress_class_page()}
                        <span className="sr-only"> {m.progress_of_name({ name: row.className })}</span>
                      </Link>
                    ) : row.dashboardId ? (
                      <Link
                        to="/dashboard/progress/$dashboardUUID"
                        params={{ dashboardUUID: row.dashboardId }}
                        aria-label={label}
                        className={buttonVariants({ variant: 'secondary', size: 'sm' })}
                      >
                        {m.progress_open()}{' '}
                        <ArrowRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
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
                        {action.isPending(`${row.classId}:${row.cardId}`)
                          ? m.progress_opening()
                          : m.progress_open()}
                        <ArrowRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
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
  const free = m.progress_free_on_every_plan()
  if (canUpgrade) {
    return (
      <Alert title={m.progress_need_paid_plan()}>
        <p>
          {m.progress_upgrade_to_see()} {free}
        </p>
        <Link to="/dashboard/upgrade" className={cn(buttonVariants({ size: 'sm' }), 'mt-3')}>
          {m.dashboard_nav_upgrade()} <ArrowRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
        </Link>
      </Alert>
    )
  }
  return (
    <Alert title={m.progress_need_paid_plan()}>
      {admins.length === 0 ? (
        <p>
          {m.progress_admin_can_upgrade()} {free}
        </p>
      ) : (
        <>
          <p>{m.progress_admins_can_upgrade({ count: admins.length })}</p>
          <AdminContacts admins={admins} />
          <p>{free}</p>
        </>
      )}
    </Alert>
  )
}
