import { Link } from '@tanstack/react-router'
import { Badge } from '@/components/ui/badge'
import { Table, TableBody, TableCell, TableColumn, TableHeader } from '@/components/ui/table'
import { utcDateTime } from '@/lib/format'
import { m } from '@/paraglide/messages'
import { AUDIT_ACTIONS, type AuditAction } from '../audit-actions'
import type { AuditEntry } from '../audit-log.server'
import { auditActionWords, roleWords } from './audit-words'

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
    <Table caption={m.audit_caption()} className="min-w-[44rem]">
      <TableHeader>
        <TableColumn>{m.audit_when()}</TableColumn>
        <TableColumn>{m.audit_adult()}</TableColumn>
        <TableColumn>{m.audit_what()}</TableColumn>
        <TableColumn>{m.audit_subject()}</TableColumn>
        {compact ? null : <TableColumn>{m.audit_from()}</TableColumn>}
      </TableHeader>
      <TableBody>
        {entries.map((entry) => {
          const known = AUDIT_ACTIONS[entry.action as AuditAction]
          const detail = compact ? '' : detailWords(entry.detail)
          return (
            <tr key={entry.id}>
              <TableCell className="whitespace-nowrap text-sm">{utcDateTime(entry.at)}</TableCell>
              <TableCell>
                <span className="font-semibold" translate="no" dir="auto">
                  {entry.actorName}
                </span>
                <span className="block text-slate-600 text-sm">
                  {roleWords[entry.actorRole]?.() ?? entry.actorRole}
                </span>
              </TableCell>
              <TableCell>
                <Badge tone={known ? kindTone[known.kind] : 'neutral'}>
                  {auditActionWords(entry.action, entry.label)}
                </Badge>
                {detail ? (
                  <span className="mt-1 block text-slate-600 text-sm" translate="no" dir="ltr">
                    {detail}
                  </span>
                ) : null}
              </TableCell>
              <TableCell>
                {entry.subjectId && entry.subjectName ? (
                  <Link
                    to="/dashboard/settings"
                    search={{ view: 'record', subject: entry.subjectId }}
                    className="font-semibold text-brand-700 underline underline-offset-4"
                  >
                    <span translate="no" dir="auto">
                      {entry.subjectName}
                    </span>
                    <span className="sr-only">{m.audit_show_only()}</span>
                  </Link>
                ) : (
                  <span translate="no" dir="auto">
                    {entry.subjectName ?? '—'}
                  </span>
                )}
              </TableCell>
              {compact ? null : (
                <TableCell className="text-slate-700 text-sm">
                  <span translate="no" dir="ltr">
                    {entry.host}
                  </span>
                </TableCell>
              )}
            </tr>
          )
        })}
      </TableBody>
    </Table>
  )
}
