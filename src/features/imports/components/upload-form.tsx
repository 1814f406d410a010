import { FileUp } from 'lucide-react'
import { useId, useState } from 'react'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { toCsv } from '../csv-export'
import { MAX_IMPORT_BYTES, MAX_IMPORT_MB, MAX_IMPORT_ROWS } from '../import-limits'
import { uploadImportFn } from '../imports.functions'

const template = toCsv(
  ['First name', 'Last name', 'Username', 'Class', 'Grade', 'Password'],
  [
    ['Ada', 'Lovelace', '', 'Class 4B', '4', ''],
    ['Alan', 'Turing', 'alan.t', 'Class 4B', '4', 'rocket-moon-42'],
  ],
)

function download(fileName: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }))
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  document.body.append(link)
  link.click()
  link.remove()
  URL.revokeObjectURL(url)
}

/** Choose a CSV and send it for checking; too-big files are refused before they are sent. */
export function UploadForm({ onUploaded }: { onUploaded: (importId: string) => void | Promise<void> }) {
  const id = useId()
  const [file, setFile] = useState<File | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  return (
    <form
      className="grid gap-4"
      aria-label="Upload a class list"
      onSubmit={async (event) => {
        event.preventDefault()
        if (!file) {
          setError('Choose a CSV file first.')
          return
        }
        if (file.size > MAX_IMPORT_BYTES) {
          setError(
            `This file is ${(file.size / 1024 / 1024).toFixed(1)} MB; a CSV import can be at most ${MAX_IMPORT_MB} MB. Split it into smaller files.`,
          )
          return
        }
        setBusy(true)
        setError(null)
        try {
          const body = new FormData()
          body.set('file', file)
          const { importId } = await uploadImportFn({ data: body })
          await onUploaded(importId)
        } catch (caught) {
          setError(caught instanceof Error ? caught.message : 'The file could not be read. Try again.')
          setBusy(false)
        }
      }}
    >
      <ol className="list-decimal space-y-2 pl-5 text-slate-700">
        <li>
          One row per student with the columns <strong>First name</strong>, <strong>Last name</strong> and, if
          you like, <strong>Username</strong>, <strong>Class</strong>, <strong>Grade</strong> and{' '}
          <strong>Password</strong>.{' '}
          <button
            type="button"
            className="font-semibold text-brand-700 underline underline-offset-4"
            onClick={() => download('students-template.csv', template)}
          >
            Download a template
          </button>
          .
        </li>
        <li>
          Empty usernames and passwords are made up for you. Classes that do not exist yet can be created.
        </li>
        <li>
          Save it as <strong>CSV UTF-8</strong> (commas or semicolons both work), at most{' '}
          {MAX_IMPORT_ROWS.toLocaleString('en-US')} students and {MAX_IMPORT_MB} MB.
        </li>
        <li>Nothing is saved until you have checked every row and pressed Import.</li>
      </ol>
      {error ? <Alert tone="error">{error}</Alert> : null}
      <div className="grid gap-2">
        <label htmlFor={id} className="font-semibold text-slate-800">
          Class list (CSV)
        </label>
        <input
          id={id}
          type="file"
          accept=".csv,text/csv,text/plain"
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null)
            setError(null)
          }}
          className="block w-full max-w-xl rounded-lg border border-slate-400 border-dashed bg-white p-3 file:mr-4 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-semibold file:text-brand-700"
        />
      </div>
      <div>
        <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
          {busy ? <Spinner /> : <FileUp aria-hidden="true" className="size-5" />}
          Check the file
        </Button>
      </div>
    </form>
  )
}
