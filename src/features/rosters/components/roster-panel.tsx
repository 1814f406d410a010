import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { FileUp } from 'lucide-react'
import { useAppForm } from '@/components/form/use-app-form'
import { Badge } from '@/components/ui/badge'
import { TextLink } from '@/components/ui/text-link'
import { count, dateTime, oneDecimal } from '@/lib/format'
import { m } from '@/paraglide/messages'
import type { RosterSyncView } from '../roster-syncs.server'
import { uploadRosterFn } from '../rosters.functions'
import { rosterKeys, rosterSyncsQuery } from '../rosters.queries'
import { MAX_ROSTER_BYTES, MAX_ROSTER_MB } from '../rosters.schemas'
import { RosterConnection } from './roster-connection'
import { rosterSourceLabel, rosterStatusLabels } from './roster-labels'

function fileProblem(file: File | null): string | undefined {
  if (!file) return m.roster_error_choose_zip()
  if (file.size > MAX_ROSTER_BYTES)
    return m.roster_error_zip_big({ size: oneDecimal(file.size / 1024 / 1024), max: count(MAX_ROSTER_MB) })
  return undefined
}

/** One line of the record: what changed, in words. */
function syncSummary(sync: RosterSyncView): string {
  if (sync.status === 'failed')
    return m.roster_summary_problems({ count: sync.errorCount, shown: count(sync.errorCount) })
  const r = sync.result
  if (r) {
    return m.roster_summary_result({
      created: count(r.students.created),
      updated: count(r.students.updated),
      archived: count(r.students.archived),
      classes: count(r.classes.created),
    })
  }
  const p = sync.plan
  if (p)
    return m.roster_summary_plan({ created: count(p.students.create), archived: count(p.students.archive) })
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
      <form.Form className="grid gap-4" aria-label={m.roster_upload_form()}>
        <ol className="list-decimal space-y-2 ps-5 text-slate-700">
          <li>
            {m.roster_step_export_before()}
            <strong translate="no" dir="ltr">
              OneRoster 1.2 CSV
            </strong>
            {m.roster_step_export_after()}
          </li>
          <li>{m.roster_step_match()}</li>
          <li>{m.roster_step_archive()}</li>
          <li>{m.roster_step_preview()}</li>
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
              label={m.roster_file_label()}
              accept=".zip,application/zip"
              look="custom"
              inputClassName="w-full max-w-xl border-dashed p-3 text-base file:me-4 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-semibold file:text-brand-700"
            />
          )}
        </form.AppField>
        <div>
          <form.SubmitButton icon={<FileUp aria-hidden="true" className="size-5" />}>
            {m.roster_check_roster()}
          </form.SubmitButton>
        </div>
      </form.Form>
      <div className="grid gap-2 border-slate-200 border-t pt-4">
        <h3 className="font-bold text-lg">{m.roster_connect_system()}</h3>
        <RosterConnection />
      </div>
      <div className="grid gap-2 border-slate-200 border-t pt-4">
        <h3 className="font-bold text-lg">{m.roster_syncs()}</h3>
        {!syncs || syncs.length === 0 ? (
          <p className="text-slate-700">{m.roster_no_syncs()}</p>
        ) : (
          <ul className="grid gap-2">
            {syncs.map((sync) => (
              <li key={sync.id} className="flex flex-wrap items-center gap-3">
                <TextLink to="/dashboard/students/import/roster/$syncUUID" params={{ syncUUID: sync.id }}>
                  {sync.fileName ? (
                    <span translate="no">{sync.fileName}</span>
                  ) : (
                    (rosterSourceLabel(sync.source) ?? sync.source)
                  )}
                </TextLink>
                <Badge tone={rosterStatusLabels[sync.status].tone}>
                  {rosterStatusLabels[sync.status].label()}
                </Badge>
                <span className="text-slate-600 text-sm">
                  {syncSummary(sync)} ·{' '}
                  {sync.trigger === 'schedule' ? (
                    m.roster_daily_sync()
                  ) : sync.startedBy ? (
                    <span translate="no" dir="auto">
                      {sync.startedBy}
                    </span>
                  ) : (
                    m.roster_someone()
                  )}{' '}
                  · {dateTime(sync.createdAt)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  )
}
