import { Link } from '@tanstack/react-router'
import { Download, Printer } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { ActionButton } from '@/components/ui/action-button'
import { Alert } from '@/components/ui/alert'
import { buttonVariants } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Spinner } from '@/components/ui/spinner'
import { TextLink } from '@/components/ui/text-link'
import { count } from '@/lib/format'
import { useAction } from '@/lib/use-action'
import { m } from '@/paraglide/messages'
import type { ImportPage } from '../import-page.server'
import { type ProgressSample, secondsLeft, timeLeftText } from '../time-left'

/** The first report this page saw and the latest, for the time left. */
function useProgressSamples(done: number): { first: ProgressSample; latest: ProgressSample } | null {
  const first = useRef<ProgressSample | null>(null)
  const [latest, setLatest] = useState<ProgressSample | null>(null)
  useEffect(() => {
    const sample = { at: Date.now(), done }
    first.current ??= sample
    setLatest(sample)
  }, [done])
  return first.current && latest ? { first: first.current, latest } : null
}

/** While the job runs: how far it got and how long is left (the page polls every second). */
export function ImportProgress({ page }: { page: ImportPage }) {
  const total = page.counts.toCreate
  const done = Math.min(page.import.createdCount, total)
  const saving = page.import.status === 'running' && total > 0 && done >= total
  const percent = total === 0 ? 0 : Math.round((done / total) * 100)
  const samples = useProgressSamples(done)
  const timeLeft = saving || !samples ? null : timeLeftText(secondsLeft(samples.first, samples.latest, total))
  return (
    <Card className="grid gap-4" aria-labelledby="progress-heading">
      <h2 id="progress-heading" className="flex items-center gap-3 font-bold text-xl">
        <Spinner />
        {page.import.status === 'queued'
          ? m.imports_starting()
          : saving
            ? m.imports_saving_everyone()
            : m.imports_preparing()}
      </h2>
      <div className="grid gap-2">
        <progress
          className="h-4 w-full overflow-hidden rounded-full [&::-moz-progress-bar]:bg-brand-600 [&::-webkit-progress-bar]:bg-slate-200 [&::-webkit-progress-value]:bg-brand-600"
          max={total || 1}
          value={saving ? total : done}
          aria-label={m.imports_progress()}
        />
        <p className="text-slate-700" aria-live="polite">
          {saving
            ? m.imports_all_prepared({ total: count(total) })
            : `${m.imports_prepared_of({ done: count(done), total: count(total), percent })}${timeLeft ? ` ${timeLeft}.` : ''}`}
        </p>
      </div>
      <p className="text-slate-600 text-sm">{m.imports_can_leave()}</p>
    </Card>
  )
}

interface ImportResultProps {
  page: ImportPage
  onDownload: () => Promise<{ fileName: string; csv: string }>
}

/** Done: how many were added, the file with their usernames and passwords, and what to do next. */
export function ImportResult({ page, onDownload }: ImportResultProps) {
  // Reading the passwords changes nothing: no query to invalidate.
  const download = useAction<{ fileName: string; csv: string }>({
    onSuccess: ({ fileName, csv }) => {
      const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }))
      const link = document.createElement('a')
      link.href = url
      link.download = fileName
      document.body.append(link)
      link.click()
      link.remove()
      URL.revokeObjectURL(url)
    },
  })
  return (
    <div className="grid gap-6">
      <Alert
        tone="success"
        title={m.imports_students_imported({
          count: page.import.createdCount,
          formatted: count(page.import.createdCount),
        })}
      >
        <p>{m.imports_everyone_in_class()}</p>
      </Alert>
      <Card className="grid gap-3" aria-labelledby="next-heading">
        <h2 id="next-heading" className="font-bold text-xl">
          {m.imports_hand_out()}
        </h2>
        <p className="text-slate-700">{m.imports_hand_out_text()}</p>
        {download.error ? <Alert tone="error">{download.error}</Alert> : null}
        <div className="flex flex-wrap gap-2">
          <ActionButton
            onClick={() => download.run('download', onDownload)}
            pending={download.pending}
            icon={<Download aria-hidden="true" className="size-5" />}
          >
            {m.imports_download_logins()}
          </ActionButton>
          <Link
            to="/dashboard/groups"
            search={{ cards: 'print' }}
            className={buttonVariants({ variant: 'secondary' })}
          >
            <Printer aria-hidden="true" className="size-5" />
            {m.classes_print_login_cards()}
          </Link>
          <Link to="/dashboard/students" className={buttonVariants({ variant: 'ghost' })}>
            {m.imports_see_all_students()}
          </Link>
        </div>
      </Card>
      {page.created.length > 0 ? (
        <Card aria-labelledby="created-heading">
          <h2 id="created-heading" className="mb-3 font-bold text-xl">
            {m.imports_new_students()}
            {page.import.createdCount > page.created.length
              ? ` ${m.imports_first_n({ count: page.created.length })}`
              : ''}
          </h2>
          <ul className="grid gap-1 sm:grid-cols-2 lg:grid-cols-3">
            {page.created.map((student) => (
              <li key={student.profileId}>
                <TextLink to="/dashboard/students/$studentUUID" params={{ studentUUID: student.profileId }}>
                  <span translate="no" dir="auto">
                    {student.name}
                  </span>
                </TextLink>{' '}
                <span className="font-mono text-slate-600 text-sm" translate="no" dir="ltr">
                  {student.username}
                </span>
              </li>
            ))}
          </ul>
        </Card>
      ) : null}
    </div>
  )
}

export function ImportFailed({ page }: { page: ImportPage }) {
  return (
    <Alert tone="error" title={m.imports_did_not_happen()}>
      <p>{page.import.error ?? m.imports_something_wrong()}</p>
      <p className="mt-1">{m.imports_nothing_added()}</p>
      <Link
        to="/dashboard/students/import"
        className={`${buttonVariants({ variant: 'secondary', size: 'sm' })} mt-2`}
      >
        {m.imports_upload_again()}
      </Link>
    </Alert>
  )
}
