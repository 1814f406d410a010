import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { FileUp } from 'lucide-react'
import { useAppForm } from '@/components/form/use-app-form'
import { Badge } from '@/components/ui/badge'
import { TextLink } from '@/components/ui/text-link'
import { count, dateTime } from '@/lib/format'
import type { RosterSyncView } from '../roster-syncs.server'
import { uploadRosterFn } from '../rosters.functions'
import { rosterKeys, rosterSyncsQuery } from '../rosters.queries'
import { MAX_ROSTER_BYTES, MAX_ROSTER_MB } from '../rosters.schemas'
import { RosterConnection } from './roster-connection'
import { rosterSourceLabels, rosterStatusLabels } from './roster-labels'

function fileProblem(file: File | null): string | undefined {
  if (!file) return 'Choose the OneRoster zip file first.'
  if (file.size > MAX_ROSTER_BYTES)
    return `This file is ${(file.size / 1024 / 1024).toFixed(1)} MB; a roster zip can be at most ${MAX_ROSTER_MB} MB.`
  return undefined
}

/** One line of the record: what changed, in words. */
function syncSummary(sync: RosterSyncView): string {
  if (sync.status === 'failed')
    return `${count(sync.errorCount)} ${sync.errorCount === 1 ? 'problem' : 'problems'}`
  const r = sync.result
  if (r) {
    return `${count(r.students.created)} new, ${count(r.students.updated)} updated, ${count(r.students.archived)} archived students · ${count(r.classes.created)} new classes`
  }
  const p = sync.plan
  if (p) return `${count(p.students.create)} new, ${count(p.students.archive)} to archive`
  return ''
}

/**
 * The import page's second part, for a school's admins: upload the OneRoster 1.2 zip the
 * information system exports, and the record of the school's syncs.
 */
export function RosterImportPanel() {
  const navigate = useNavigate()
  const { data: syncs } = useQuery(rosterSyncsQuery())
  const { form } = useAppForm({
    defaultValues: { file: null as File | null },
    submit: ({ file }) => {
      const body = new FormData()
      if (file) body.set('file', file)
      return uploadRosterFn({ data: body })
    },
    skipResetForm: true,
    invalidates: [rosterKeys.all],
    onSuccess: ({ syncId }) =>
      navigate({ to: '/dashboard/students/import/roster/$syncUUID', params: { syncUUID: syncId } }),
  })
  return (
    <div className="grid gap-5">
      <form.Form className="grid gap-4" aria-label="Upload a OneRoster file">
        <ol className="list-decimal space-y-2 pl-5 text-slate-700">
          <li>
            In your information system (or ClassLink), export the roster as <strong>OneRoster 1.2 CSV</strong>
            : one zip with manifest, orgs, academicSessions, courses, classes, users and enrollments. A full
            export or a delta both work.
          </li>
          <li>
            Students, teachers and classes are matched by their ID in that system, never by name. Nobody gets
            a password: students sign in with their picture card, a sign-in link or your school's Google or
            Microsoft account.
          </li>
          <li>
            Students no longer in a full export are archived with their work, never deleted. Passwords,
            guardians and demographics in the file are not kept.
          </li>
          <li>Nothing changes until you have seen the preview and pressed Apply.</li>
        </ol>
        <form.FormError />
        <form.AppField
          name="file"
          validators={{
            onChange: ({ value }) => fileProblem(value),
            onSubmit: ({ value }) => fileProblem(value),
          }}
        >
          {(field) => (
            <field.FileField
              label="Roster (OneRoster 1.2 zip)"
              accept=".zip,application/zip"
              look="custom"
              inputClassName="w-full max-w-xl border-dashed p-3 text-base file:mr-4 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-semibold file:text-brand-700"
            />
          )}
        </form.AppField>
        <div>
          <form.SubmitButton icon={<FileUp aria-hidden="true" className="size-5" />}>
            Check the roster
          </form.SubmitButton>
        </div>
      </form.Form>
      <div className="grid gap-2 border-slate-200 border-t pt-4">
        <h3 className="font-bold text-lg">Connect your information system</h3>
        <RosterConnection />
      </div>
      <div className="grid gap-2 border-slate-200 border-t pt-4">
        <h3 className="font-bold text-lg">Roster syncs</h3>
        {!syncs || syncs.length === 0 ? (
          <p className="text-slate-700">No roster syncs yet.</p>
        ) : (
          <ul className="grid gap-2">
            {syncs.map((sync) => (
              <li key={sync.id} className="flex flex-wrap items-center gap-3">
                <TextLink to="/dashboard/students/import/roster/$syncUUID" params={{ syncUUID: sync.id }}>
                  {sync.fileName ?? rosterSourceLabels[sync.source] ?? sync.source}
                </TextLink>
                <Badge tone={rosterStatusLabels[sync.status].tone}>
                  {rosterStatusLabels[sync.status].label}
                </Badge>
                <span className="text-slate-600 text-sm">
                  {syncSummary(sync)} ·{' '}
                  {sync.trigger === 'schedule' ? 'daily sync' : (sync.startedBy ?? 'someone')} ·{' '}
                  {dateTime(sync.createdAt)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  )
}
