import { Download } from 'lucide-react'
import { ActionButton } from '@/components/ui/action-button'
import { Alert } from '@/components/ui/alert'
import { Card, CardHeader } from '@/components/ui/card'
import { DataExportPanel } from '@/features/exports'
import { fetchSchoolExport } from '@/features/exports/exports.functions'
import { count } from '@/lib/format'
import { useAction } from '@/lib/use-action'
import { m } from '@/paraglide/messages'
import type { ExportKind } from '../settings.schemas'

const exportChoices: {
  kind: ExportKind
  title: () => string
  description: () => string
  file: () => string
}[] = [
  {
    kind: 'students',
    title: m.settings_export_students,
    description: m.settings_export_students_description,
    file: m.settings_export_students_csv,
  },
  {
    kind: 'classes',
    title: m.settings_export_classes,
    description: m.settings_export_classes_description,
    file: m.settings_export_classes_csv,
  },
  {
    kind: 'progress',
    title: m.settings_export_progress,
    description: m.settings_export_progress_description,
    file: m.settings_export_progress_csv,
  },
]

export function ArchiveCard() {
  return (
    <Card aria-labelledby="archive-heading">
      <CardHeader
        id="archive-heading"
        title={m.settings_archive_title()}
        description={m.settings_archive_description()}
      />
      <DataExportPanel label={m.settings_archive_label()} />
    </Card>
  )
}

export function ExportCard() {
  // Reading changes nothing: no query to invalidate.
  const exportCsv = useAction<{ fileName: string; csv: string; rows: number }>({
    onSuccess: (file) => {
      const url = URL.createObjectURL(new Blob([file.csv], { type: 'text/csv;charset=utf-8' }))
      const link = document.createElement('a')
      link.href = url
      link.download = file.fileName
      document.body.append(link)
      link.click()
      link.remove()
      setTimeout(() => URL.revokeObjectURL(url), 10_000)
    },
  })
  return (
    <Card>
      <CardHeader title={m.settings_export_title()} description={m.settings_export_description()} />
      {exportCsv.error ? (
        <Alert tone="error" className="mb-4">
          {exportCsv.error}
        </Alert>
      ) : null}
      {exportCsv.succeeded && exportCsv.data ? (
        <Alert tone="success" className="mb-4">
          {m.settings_export_downloaded({
            file: exportCsv.data.fileName,
            count: exportCsv.data.rows,
            shown: count(exportCsv.data.rows),
          })}
        </Alert>
      ) : null}
      <ul className="grid gap-3 sm:grid-cols-3">
        {exportChoices.map((choice) => (
          <li key={choice.kind} className="grid gap-2 rounded-lg border border-slate-200 p-3">
            <p className="font-semibold">{choice.title()}</p>
            <p className="text-slate-600 text-sm">{choice.description()}</p>
            <ActionButton
              variant="secondary"
              size="sm"
              icon={<Download aria-hidden="true" className="size-4" />}
              pending={exportCsv.isPending(choice.kind)}
              disabled={exportCsv.pending}
              onClick={() =>
                exportCsv.run(choice.kind, () => fetchSchoolExport({ data: { kind: choice.kind } }))
              }
            >
              {m.settings_download()}
              <span className="sr-only"> {choice.file()}</span>
            </ActionButton>
          </li>
        ))}
      </ul>
    </Card>
  )
}
