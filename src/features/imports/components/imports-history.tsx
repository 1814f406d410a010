import { Badge } from '@/components/ui/badge'
import { TextLink } from '@/components/ui/text-link'
import { dateTime } from '@/lib/format'
import type { ImportSummary } from '../import-records.server'

export const statusLabels = {
  preview: { label: 'Not imported yet', tone: 'neutral' },
  queued: { label: 'Waiting to start', tone: 'brand' },
  running: { label: 'Importing', tone: 'brand' },
  completed: { label: 'Imported', tone: 'success' },
  failed: { label: 'Failed', tone: 'danger' },
} as const

/** The importer's recent uploads, newest first. */
export function ImportsHistory({ imports }: { imports: ImportSummary[] }) {
  if (imports.length === 0) return <p className="text-slate-700">No imports yet.</p>
  return (
    <ul className="grid gap-2">
      {imports.map((item) => (
        <li key={item.id} className="flex flex-wrap items-center gap-3">
          <TextLink to="/dashboard/students/import/$importUUID" params={{ importUUID: item.id }}>
            {item.fileName}
          </TextLink>
          <Badge tone={statusLabels[item.status].tone}>{statusLabels[item.status].label}</Badge>
          <span className="text-slate-600 text-sm">
            {item.rowCount} {item.rowCount === 1 ? 'row' : 'rows'}
            {item.status === 'completed'
              ? ` · ${item.createdCount} ${item.createdCount === 1 ? 'student' : 'students'} added`
              : ''}{' '}
            · {dateTime(item.createdAt)}
          </span>
        </li>
      ))}
    </ul>
  )
}
