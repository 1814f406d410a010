import { useSuspenseQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { PageHeader } from '@/components/layouts/page-header'
import { ActionButton } from '@/components/ui/action-button'
import { Alert } from '@/components/ui/alert'
import { Badge } from '@/components/ui/badge'
import { Card } from '@/components/ui/card'
import { Checkbox } from '@/components/ui/checkbox'
import { Table, TableBody, TableCell, TableColumn, TableHeader } from '@/components/ui/table'
import { BackLink } from '@/components/ui/text-link'
import { count, dateTime } from '@/lib/format'
import { useAction } from '@/lib/use-action'
import { m } from '@/paraglide/messages'
import type { RosterSyncView } from '../roster-syncs.server'
import { applyRosterSyncFn, cancelRosterSyncFn } from '../rosters.functions'
import { rosterKeys, rosterSyncQuery } from '../rosters.queries'
import { rosterSourceLabel, rosterStatusLabels } from './roster-labels'

const kindLabels = {
  student: m.roster_kind_student,
  teacher: m.roster_kind_teacher,
  class: m.roster_kind_class,
  enrollment: m.roster_kind_enrollment,
  file: m.roster_kind_file,
}

function PlanTable({ sync }: { sync: RosterSyncView }) {
  const plan = sync.plan
  const result = sync.result
  if (!plan) return null
  const rows = result
    ? [
        [
          m.roster_students(),
          result.students.created,
          result.students.updated + result.students.restored,
          result.students.archived,
          null,
        ],
        [
          m.roster_teachers(),
          result.teachers.created + result.teachers.linked,
          result.teachers.updated + result.teachers.restored,
          result.teachers.archived,
          null,
        ],
        [
          m.roster_classes(),
          result.classes.created,
          result.classes.updated + result.classes.restored,
          result.classes.archived,
          null,
        ],
      ]
    : [
        [
          m.roster_students(),
          plan.students.create,
          plan.students.update + plan.students.restore,
          plan.students.archive,
          plan.students.unchanged,
        ],
        [
          m.roster_teachers(),
          plan.teachers.create + plan.teachers.link,
          plan.teachers.update + plan.teachers.restore,
          plan.teachers.archive,
          plan.teachers.unchanged,
        ],
        [
          m.roster_classes(),
          plan.classes.create,
          plan.classes.update + plan.classes.restore,
          plan.classes.archive,
          plan.classes.unchanged,
        ],
      ]
  const enrollments = result
    ? { add: result.enrollments.added, remove: result.enrollments.removed }
    : plan.enrollments
  return (
    <div className="grid gap-2">
      <Table caption={result ? m.roster_changed_caption() : m.roster_would_change_caption()}>
        <TableHeader>
          <TableColumn>{result ? m.roster_changed() : m.roster_would_change()}</TableColumn>
          <TableColumn numeric>{result ? m.roster_created() : m.roster_to_create()}</TableColumn>
          <TableColumn numeric>{result ? m.roster_updated() : m.roster_to_update()}</TableColumn>
          <TableColumn numeric>{result ? m.roster_archived() : m.roster_to_archive()}</TableColumn>
          {result ? null : <TableColumn numeric>{m.roster_unchanged()}</TableColumn>}
        </TableHeader>
        <TableBody>
          {rows.map(([label, created, updated, archived, unchanged]) => (
            <tr key={label as string}>
              <TableCell className="font-semibold">{label}</TableCell>
              <TableCell numeric>{count(created as number)}</TableCell>
              <TableCell numeric>{count(updated as number)}</TableCell>
              <TableCell numeric>{count(archived as number)}</TableCell>
              {result ? null : <TableCell numeric>{count(unchanged as number)}</TableCell>}
            </tr>
          ))}
        </TableBody>
      </Table>
      <p className="text-slate-700">
        {(result ? m.roster_memberships_done : m.roster_memberships_plan)({
          added: count(enrollments.add),
          removed: count(enrollments.remove),
        })}{' '}
        {plan.modes.users === 'delta' ? m.roster_delta() : ''}
      </p>
    </div>
  )
}

function Problems({ sync }: { sync: RosterSyncView }) {
  if (sync.errors.length === 0) return null
  const title =
    sync.status === 'failed'
      ? m.roster_not_applied()
      : m.roster_rows_left_out({ count: sync.errorCount, shown: count(sync.errorCount) })
  return (
    <Card className="grid gap-3" aria-labelledby="problems-heading">
      <h2 id="problems-heading" className="font-bold text-xl">
        {title}
      </h2>
      <ul className="grid gap-1">
        {sync.errors.map((issue, index) => (
          <li key={`${issue.file ?? ''}-${issue.row ?? ''}-${issue.sourcedId ?? ''}-${index}`}>
            <span className="font-semibold">
              {[
                issue.file ?? kindLabels[issue.kind](),
                issue.row ? m.roster_row({ row: count(issue.row) }) : null,
                issue.column ? m.roster_column({ column: issue.column }) : null,
                issue.sourcedId && !issue.row ? issue.sourcedId : null,
              ]
                .filter(Boolean)
                .join(', ')}
              :
            </span>{' '}
            <span lang={issue.translated ? undefined : 'en'}>{issue.message}</span>
          </li>
        ))}
      </ul>
      {sync.errorCount > sync.errors.length ? (
        <p className="text-slate-600">
          {m.roster_more({ shown: count(sync.errorCount - sync.errors.length) })}
        </p>
      ) : null}
    </Card>
  )
}

/** /dashboard/students/import/roster/$syncUUID: a roster sync's preview, progress and record. */
export function RosterSyncPage({ syncId }: { syncId: string }) {
  const { data: sync } = useSuspenseQuery(rosterSyncQuery(syncId))
  const navigate = useNavigate()
  const [approve, setApprove] = useState(false)
  const action = useAction({ invalidates: [rosterKeys.all] })
  const plan = sync.plan
  const open = sync.status === 'preview' || sync.status === 'needs_approval'
  const status = rosterStatusLabels[sync.status]
  return (
    <section className="grid max-w-3xl gap-6">
      <div>
        <p className="mb-2">
          {sync.source === 'google_classroom' ? (
            <BackLink to="/dashboard/groups/classroom">{m.roster_classroom_title()}</BackLink>
          ) : (
            <BackLink to="/dashboard/students/import">{m.roster_import_students()}</BackLink>
          )}
        </p>
        <PageHeader
          title={
            sync.fileName ? (
              <span translate="no">{sync.fileName}</span>
            ) : (
              (rosterSourceLabel(sync.source) ?? m.roster_roster_sync())
            )
          }
          description={`${rosterSourceLabel(sync.source) ?? sync.source} · ${sync.trigger === 'schedule' ? m.roster_the_daily_sync() : m.roster_started_by({ name: sync.startedBy ?? m.roster_someone_gone() })} · ${dateTime(sync.createdAt)}`}
        />
        <p className="mt-2">
          <Badge tone={status.tone}>{status.label()}</Badge>
          {sync.finishedAt ? (
            <span className="ms-2 text-slate-600">
              {m.roster_finished({ date: dateTime(sync.finishedAt) })}
            </span>
          ) : null}
        </p>
      </div>
      {action.error ? <Alert tone="error">{action.error}</Alert> : null}
      {sync.status === 'queued' || sync.status === 'running' ? (
        <Card className="grid gap-3" aria-labelledby="progress-heading">
          <h2 id="progress-heading" className="font-bold text-xl">
            {m.roster_applying()}
          </h2>
          <progress
            className="h-4 w-full overflow-hidden rounded-full [&::-moz-progress-bar]:bg-brand-600 [&::-webkit-progress-bar]:bg-slate-200 [&::-webkit-progress-value]:bg-brand-600"
            max={Math.max(1, sync.progressTotal)}
            value={sync.progressDone}
            aria-label={m.roster_progress()}
          />
          <p role="status">
            {m.roster_changes_made({ done: count(sync.progressDone), total: count(sync.progressTotal) })}
          </p>
        </Card>
      ) : null}
      {sync.status === 'completed' ? (
        <Alert tone="success" title={m.roster_applied_title()}>
          {m.roster_applied_text()}
        </Alert>
      ) : null}
      {plan && open && plan.overPlan ? (
        <Alert tone="error" title={m.roster_over_plan_title()}>
          {m.roster_over_plan_text({
            adds: count(plan.students.create + plan.students.restore),
            plan: plan.places.planName,
            left: count(plan.places.left ?? 0),
          })}
        </Alert>
      ) : null}
      {plan && open && plan.needsApproval ? (
        <Alert
          tone="error"
          title={m.roster_approval_title({
            archive: count(plan.students.archive),
            active: count(plan.activeStudents),
          })}
        >
          {m.roster_approval_text()}
        </Alert>
      ) : null}
      {plan?.notes.map((note) => (
        <Alert key={note}>
          <span lang="en">{note}</span>
        </Alert>
      ))}
      <PlanTable sync={sync} />
      <Problems sync={sync} />
      {open && plan ? (
        <div className="grid gap-3">
          {plan.needsApproval ? (
            <Checkbox
              label={m.roster_yes_archive({ shown: count(plan.students.archive) })}
              checked={approve}
              onChange={(event) => setApprove(event.target.checked)}
            />
          ) : null}
          <div className="flex flex-wrap gap-3">
            <ActionButton
              pending={action.isPending('apply')}
              disabled={action.pending || plan.overPlan || (plan.needsApproval && !approve)}
              onClick={() =>
                action.run('apply', () =>
                  applyRosterSyncFn({ data: { syncId, approveArchive: approve || undefined } }),
                )
              }
            >
              {m.roster_apply()}
            </ActionButton>
            <ActionButton
              variant="secondary"
              pending={action.isPending('cancel')}
              disabled={action.pending}
              onClick={() =>
                action.run('cancel', async () => {
                  const result = await cancelRosterSyncFn({ data: { syncId } })
                  await navigate({ to: '/dashboard/students/import' })
                  return result
                })
              }
            >
              {m.roster_cancel()}
            </ActionButton>
          </div>
        </div>
      ) : null}
    </section>
  )
}
