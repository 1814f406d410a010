import { useQuery } from '@tanstack/react-query'
import { Download, PackageOpen } from 'lucide-react'
import { ActionButton } from '@/components/ui/action-button'
import { Alert } from '@/components/ui/alert'
import { buttonVariants } from '@/components/ui/button'
import { count, dateTime, longDate } from '@/lib/format'
import { useAction } from '@/lib/use-action'
import { m } from '@/paraglide/messages'
import { requestDataExportFn } from '../exports.functions'
import { dataExportsQuery, exportKeys } from '../exports.queries'

const size = (bytes: number | null) =>
  bytes === null
    ? ''
    : bytes < 1024 * 1024
      ? m.exports_size_kb({ size: count(Math.max(1, Math.round(bytes / 1024))) })
      : m.exports_size_mb({ size: (bytes / 1024 / 1024).toFixed(1) })

/**
 * Prepare and download a ZIP of everything about the school, or of one student (`studentId`).
 * The archive is made by a job (decision 134); this polls until it is ready, then links to it.
 */
export function DataExportPanel({ studentId, label }: { studentId?: string; label: string }) {
  const { data: exports } = useQuery(dataExportsQuery(studentId))
  const prepare = useAction({ invalidates: [exportKeys.list(studentId)] })
  const newest = exports?.[0]
  const making = newest?.status === 'queued' || newest?.status === 'running'
  return (
    <div className="grid gap-3">
      {prepare.error ? <Alert tone="error">{prepare.error}</Alert> : null}
      {making ? (
        <p role="status" className="flex items-center gap-2 text-slate-800">
          <PackageOpen aria-hidden="true" className="size-5" />
          {m.exports_preparing({ what: label })}
        </p>
      ) : null}
      {newest?.status === 'failed' ? <Alert tone="error">{newest.error}</Alert> : null}
      {newest?.status === 'ready' && newest.expiresAt ? (
        <div className="grid gap-2 rounded-lg border border-green-300 bg-green-50 p-3 text-green-900">
          <p>
            {m.exports_ready({
              since: dateTime(newest.finishedAt ?? newest.createdAt),
              until: longDate(newest.expiresAt),
            })}
          </p>
          <div>
            <a
              href={`/api/exports/${newest.id}`}
              download={newest.fileName ?? undefined}
              className={buttonVariants({ variant: 'primary' })}
            >
              <Download aria-hidden="true" className="size-5" />
              {m.exports_download({ file: newest.fileName ?? '', size: size(newest.sizeBytes) })}
            </a>
          </div>
        </div>
      ) : null}
      <div>
        <ActionButton
          variant="secondary"
          pending={prepare.pending || making}
          disabled={prepare.pending || making}
          onClick={() => prepare.run('prepare', () => requestDataExportFn({ data: { studentId } }))}
        >
          {newest?.status === 'ready' ? m.exports_prepare_new() : m.exports_prepare()}
        </ActionButton>
      </div>
    </div>
  )
}
