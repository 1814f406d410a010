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
import type { RosterSyncView } from '../roster-syncs.server'
import { applyRosterSyncFn, cancelRosterSyncFn } from '../rosters.functions'
import { rosterKeys, rosterSyncQuery } from '../rosters.queries'
import { rosterSourceLabels, rosterStatusLabels } from './roster-labels'

const kindLabels = {
  student: 'Student',
  teacher: 'Teacher',
  class: 'Class',
  enrollment: 'Enrollment',
  file: 'File',
}

function PlanTable({ sync }: { sync: RosterSyncView }) {
  const plan = sync.plan
  const result = sync.result
  if (!plan) return null
  const rows = result
    ? [
        [
          'Students',
          result.students.created,
          result.students.updated + result.students.restored,
          result.students.archived,
          null,
        ],
        [
          'Teachers',
          result.teachers.created + result.teachers.linked,
          result.teachers.updated + result.teachers.restored,
          result.teachers.archived,
          null,
        ],
        [
          'Classes',
          result.classes.created,
          result.classes.updated + result.classes.restored,
          result.classes.archived,
          null,
        ],
      ]
    : [
        [
          'Students',
          plan.students.create,
          plan.students.update + plan.students.restore,
          plan.students.archive,
          plan.students.unchanged,
        ],
        [
          'Teachers',
          plan.teachers.create + plan.teachers.link,
          plan.teachers.update + plan.teachers.restore,
          plan.teachers.archive,
          plan.teachers.unchanged,
        ],
        [
          'Classes',
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
      <Table caption={result ? 'What the sync changed' : 'What the sync would change'}>
        <TableHeader>
          <TableColumn>{result ? 'Changed' : 'Would change'}</TableColumn>
          <TableColumn numeric>{result ? 'Created' : 'To create'}</TableColumn>
          <TableColumn numeric>{result ? 'Updated' : 'To update'}</TableColumn>
          <TableColumn numeric>{result ? 'Archived' : 'To archive'}</TableColumn>
          {result ? null : <TableColumn numeric>Unchanged</TableColumn>}
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
        Class memberships: {count(enrollments.add)} {result ? 'added' : 'to add'}, {count(enrollments.remove)}{' '}
        {result ? 'removed' : 'to remove'}.{' '}
        {plan.modes.users === 'delta' ? 'A delta: only the people it lists change.' : ''}
      </p>
    </div>
  )
}

function Problems({ sync }: { sync: RosterSyncView }) {
  if (sync.errors.length === 0) return null
  const title =
    sync.status === 'failed'
      ? 'The roster was not applied. Fix these in the export and upload it again:'
      : `${count(sync.errorCount)} ${sync.errorCount === 1 ? 'row is' : 'rows are'} left out:`
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
                issue.file ?? kindLabels[issue.kind],
                issue.row ? `row ${issue.row}` : null,
                issue.column ? `column ${issue.column}` : null,
                issue.sourcedId && !issue.row ? issue.sourcedId : null,
              ]
                .filter(Boolean)
                .join(', ')}
              :
            </span>{' '}
            {issue.message}
          </li>
        ))}
      </ul>
      {sync.errorCount > sync.errors.length ? (
        <p className="text-slate-600">…and {count(sync.errorCount - sync.errors.length)} more.</p>
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
            <BackLink to="/dashboard/groups/classroom">Import from Google Classroom</BackLink>
          ) : (
            <BackLink to="/dashboard/students/import">Import students</BackLink>
          )}
        </p>
        <PageHeader
          title={sync.fileName ?? rosterSourceLabels[sync.source] ?? 'Roster sync'}
          description={`${rosterSourceLabels[sync.source] ?? sync.source} · ${sync.trigger === 'schedule' ? 'the daily sync' : `started by ${sync.startedBy ?? 'someone no longer here'}`} · ${dateTime(sync.createdAt)}`}
        />
        <p className="mt-2">
          <Badge tone={status.tone}>{status.label}</Badge>
          {sync.finishedAt ? (
            <span className="ml-2 text-slate-600">finished {dateTime(sync.finishedAt)}</span>
          ) : null}
        </p>
      </div>
      {action.error ? <Alert tone="error">{action.error}</Alert> : null}
      {sync.status === 'queued' || sync.status === 'running' ? (
        <Card className="grid gap-3" aria-labelledby="progress-heading">
          <h2 id="progress-heading" className="font-bold text-xl">
            Applying the roster…
          </h2>
          <progress
            className="h-4 w-full overflow-hidden rounded-full [&::-moz-progress-bar]:bg-brand-600 [&::-webkit-progress-bar]:bg-slate-200 [&::-webkit-progress-value]:bg-brand-600"
            max={Math.max(1, sync.progressTotal)}
            value={sync.progressDone}
            aria-label="Progress"
          />
          <p role="status">
            {count(sync.progressDone)} of {count(sync.progressTotal)} changes made. You can leave this page;
            it goes on.
          </p>
        </Card>
      ) : null}
      {sync.status === 'completed' ? (
        <Alert tone="success" title="The roster is applied.">
          Everyone it lists is in your school and classes. This record stays here.
        </Alert>
      ) : null}
      {plan && open && plan.overPlan ? (
        <Alert tone="error" title="The roster is larger than your plan.">
          It adds {count(plan.students.create + plan.students.restore)} students; your {plan.places.planName}{' '}
          plan has {count(plan.places.left ?? 0)} places left. A school admin can upgrade on the Subscription
          page (/dashboard/subscriptions).
        </Alert>
      ) : null}
      {plan && open && plan.needsApproval ? (
        <Alert
          tone="error"
          title={`This would archive ${count(plan.students.archive)} of your ${count(plan.activeStudents)} students.`}
        >
          That is more than one in five, so the sync stopped to ask you. An export cut short looks like this;
          check it with whoever makes it. Archived students keep their work and come back with the next roster
          that lists them.
        </Alert>
      ) : null}
      {plan?.notes.map((note) => (
        <Alert key={note}>{note}</Alert>
      ))}
      <PlanTable sync={sync} />
      <Problems sync={sync} />
      {open && plan ? (
        <div className="grid gap-3">
          {plan.needsApproval ? (
            <Checkbox
              label={`Yes, archive ${count(plan.students.archive)} students`}
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
              Apply the roster
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
              Cancel
            </ActionButton>
          </div>
        </div>
      ) : null}
    </section>
  )
}
