import { Download } from 'lucide-react'
import { ActionButton } from '@/components/ui/action-button'
import { Alert } from '@/components/ui/alert'
import { useAction } from '@/lib/use-action'
import { m } from '@/paraglide/messages'
import { fetchClassResultsCsv } from '../review-queue.functions'

/** Saves text as a file the browser downloads. */
function saveCsv(file: { fileName: string; csv: string }) {
  const url = URL.createObjectURL(new Blob([file.csv], { type: 'text/csv;charset=utf-8' }))
  const link = document.createElement('a')
  link.href = url
  link.download = file.fileName
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}

/** "Download review results (CSV)": on the queue and, passed in by its route, the progress grid. */
export function ClassResultsDownload({ classId, cardId }: { classId: string; cardId: string }) {
  const download = useAction<{ fileName: string; csv: string; rows: number }>({ onSuccess: saveCsv })
  return (
    <div className="flex flex-col items-end gap-1">
      <ActionButton
        variant="secondary"
        icon={<Download aria-hidden="true" className="size-4" />}
        pending={download.pending}
        onClick={() => void download.run('csv', () => fetchClassResultsCsv({ data: { classId, cardId } }))}
      >
        {m.review_queue_download_csv()}
      </ActionButton>
      {download.error ? <Alert tone="error">{download.error}</Alert> : null}
    </div>
  )
}
