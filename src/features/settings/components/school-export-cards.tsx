import { Download } from 'lucide-react'
import { ActionButton } from '@/components/ui/action-button'
import { Alert } from '@/components/ui/alert'
import { Card, CardHeader } from '@/components/ui/card'
import { DataExportPanel } from '@/features/exports'
import { fetchSchoolExport } from '@/features/exports/exports.functions'
import { useAction } from '@/lib/use-action'
import type { ExportKind } from '../settings.schemas'

const exportChoices: { kind: ExportKind; title: string; description: string }[] = [
  { kind: 'students', title: 'Students', description: 'Names, usernames, grades, classes, last active.' },
  { kind: 'classes', title: 'Classes', description: 'Classes with grade, teachers, join code, courses.' },
  { kind: 'progress', title: 'Progress', description: 'Every student’s lessons: status, attempts, time.' },
]

export function ArchiveCard() {
  return (
    <Card aria-labelledby="archive-heading">
      <CardHeader
        id="archive-heading"
        title="Export everything"
        description="One ZIP file with all your school's data: students, classes, teachers, progress, saved code and teachers' comments, as CSV and JSON. Passwords are never exported."
      />
      <DataExportPanel label="the whole school" />
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
      <CardHeader
        title="Export one table"
        description="Download your school's data as CSV files for a spreadsheet. Passwords are never exported."
      />
      {exportCsv.error ? (
        <Alert tone="error" className="mb-4">
          {exportCsv.error}
        </Alert>
      ) : null}
      {exportCsv.succeeded && exportCsv.data ? (
        <Alert tone="success" className="mb-4">
          {exportCsv.data.fileName} downloaded ({exportCsv.data.rows}{' '}
          {exportCsv.data.rows === 1 ? 'row' : 'rows'}).
        </Alert>
      ) : null}
      <ul className="grid gap-3 sm:grid-cols-3">
        {exportChoices.map((choice) => (
          <li key={choice.kind} className="grid gap-2 rounded-lg border border-slate-200 p-3">
            <p className="font-semibold">{choice.title}</p>
            <p className="text-slate-600 text-sm">{choice.description}</p>
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
              Download<span className="sr-only"> {choice.title.toLowerCase()} CSV</span>
            </ActionButton>
          </li>
        ))}
      </ul>
    </Card>
  )
}
