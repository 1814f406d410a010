import { Badge } from '@/components/ui/badge'
import { TextLink } from '@/components/ui/text-link'
import { dateTime } from '@/lib/format'
import { m } from '@/paraglide/messages'
import type { ImportSummary } from '../import-records.server'

export const statusLabels = {
  preview: { label: m.imports_status_preview, tone: 'neutral' },
  queued: { label: m.imports_status_queued, tone: 'brand' },
  running: { label: m.imports_status_running, tone: 'brand' },
  completed: { label: m.imports_status_completed, tone: 'success' },
  failed: { label: m.imports_status_failed, tone: 'danger' },
} as const

/** The importer's recent uploads, newest first. */
export function ImportsHistory({ imports }: { imports: ImportSummary[] }) {
  if (imports.length === 0) return <p className="text-slate-700">{m.imports_none_yet()}</p>
  return (
    <ul className="grid gap-2">
      {imports.map((item) => (
        <li key={item.id} className="flex flex-wrap items-center gap-3">
          <TextLink to="/dashboard/students/import/$importUUID" params={{ importUUID: item.id }}>
            <span translate="no" dir="auto">
              {item.fileName}
            </span>
          </TextLink>
          <Badge tone={statusLabels[item.status].tone}>{statusLabels[item.status].label()}</Badge>
          <span className="text-slate-600 text-sm">
            {m.imports_rows({ count: item.rowCount })}
            {item.status === 'completed'
              ? ` · ${m.imports_students_added({ count: item.createdCount })}`
              : ''}{' '}
            · {dateTime(item.createdAt)}
          </span>
        </li>
      ))}
    </ul>
  )
}
