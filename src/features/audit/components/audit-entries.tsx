import { Link } from '@tanstack/react-router'
import { Badge } from '@/components/ui/badge'
import { Table, TableBody, TableCell, TableColumn, TableHeader } from '@/components/ui/table'
import { utcDateTime } from '@/lib/format'
import { AUDIT_ACTIONS, type AuditAction } from '../audit-actions'
import type { AuditEntry } from '../audit-log.server'

const roleWords: Record<string, string> = {
  ADMIN: 'Admin',
  TEACHER: 'Teacher',
  SUPER: 'Staff (super admin)',
  STAFF: 'Staff',
  LESSON_EDITOR: 'Staff (lessons)',
}

const kindTone = { viewed: 'neutral', exported: 'warning', changed: 'brand', staff: 'danger' } as const

/** What a detail says in the table: "what: picture", a move's classes, a grid's course. */
function detailWords(detail: AuditEntry['detail']): string {
  return Object.entries(detail)
    .filter(([, value]) => value !== null && value !== undefined && value !== '')
    .map(([key, value]) => `${key}: ${Array.isArray(value) ? value.join(', ') : String(value)}`)
    .join(' · ')
}

/**
 * The record's rows, newest first. A child's (or class's) name filters the record to them;
 * `compact` leaves out the address and details (the settings page's latest few).
 */
export function AuditEntries({ entries, compact = false }: { entries: AuditEntry[]; compact?: boolean }) {
  return (
    <Table caption="Who saw or changed children's data, newest first" className="min-w-[44rem]">
      <TableHeader>
        <TableColumn>When (UTC)</TableColumn>
        <TableColumn>Adult</TableColumn>
        <TableColumn>What</TableColumn>
        <TableColumn>Child, class or school</TableColumn>
        {compact ? null : <TableColumn>From</TableColumn>}
      </TableHeader>
      <TableBody>
        {entries.map((entry) => {
          const known = AUDIT_ACTIONS[entry.action as AuditAction]
          const detail = compact ? '' : detailWords(entry.detail)
          return (
            <tr key={entry.id}>
              <TableCell className="whitespace-nowrap text-sm">{utcDateTime(entry.at)}</TableCell>
              <TableCell>
                <span className="font-semibold">{entry.actorName}</span>
                <span className="block text-slate-600 text-sm">
                  {roleWords[entry.actorRole] ?? entry.actorRole}
                </span>
              </TableCell>
              <TableCell>
                <Badge tone={known ? kindTone[known.kind] : 'neutral'}>{entry.label}</Badge>
                {detail ? <span className="mt-1 block text-slate-600 text-sm">{detail}</span> : null}
              </TableCell>
              <TableCell>
                {entry.subjectId && entry.subjectName ? (
                  <Link
                    to="/dashboard/settings"
                    search={{ view: 'record', subject: entry.subjectId }}
                    className="font-semibold text-brand-700 underline underline-offset-4"
                  >
                    {entry.subjectName}
                    <span className="sr-only"> (show only this record)</span>
                  </Link>
                ) : (
                  (entry.subjectName ?? '—')
                )}
              </TableCell>
              {compact ? null : <TableCell className="text-slate-700 text-sm">{entry.host}</TableCell>}
            </tr>
          )
        })}
      </TableBody>
    </Table>
  )
}
