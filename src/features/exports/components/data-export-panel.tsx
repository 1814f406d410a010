import { useQuery } from '@tanstack/react-query'
import { Download, PackageOpen } from 'lucide-react'
import { ActionButton } from '@/components/ui/action-button'
import { Alert } from '@/components/ui/alert'
import { buttonVariants } from '@/components/ui/button'
import { dateTime, longDate } from '@/lib/format'
import { useAction } from '@/lib/use-action'
import { requestDataExportFn } from '../exports.functions'
import { dataExportsQuery, exportKeys } from '../exports.queries'

const size = (bytes: number | null) =>
  bytes === null
    ? ''
    : bytes < 1024 * 1024
      ? `${Math.max(1, Math.round(bytes / 1024))} KB`
      : `${(bytes / 1024 / 1024).toFixed(1)} MB`

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
          Preparing the export of {label}… The download appears here when it is ready.
        </p>
      ) : null}
      {newest?.status === 'failed' ? <Alert tone="error">{newest.error}</Alert> : null}
      {newest?.status === 'ready' && newest.expiresAt ? (
        <div className="grid gap-2 rounded-lg border border-green-300 bg-green-50 p-3 text-green-900">
          <p>
            Ready since {dateTime(newest.finishedAt ?? newest.createdAt)}. You can download it until{' '}
            {longDate(newest.expiresAt)}; then it is deleted.
          </p>
          <div>
            <a
              href={`/api/exports/${newest.id}`}
              download={newest.fileName ?? undefined}
              className={buttonVariants({ variant: 'primary' })}
            >
              <Download aria-hidden="true" className="size-5" />
              Download {newest.fileName} ({size(newest.sizeBytes)})
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
          {newest?.status === 'ready' ? 'Prepare a new export' : 'Prepare the export'}
        </ActionButton>
      </div>
    </div>
  )
}
