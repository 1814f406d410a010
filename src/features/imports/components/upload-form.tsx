import { FileUp } from 'lucide-react'
import { useAppForm } from '@/components/form/use-app-form'
import { toCsv } from '@/lib/csv'
import { count } from '@/lib/format'
import { MAX_IMPORT_BYTES, MAX_IMPORT_MB, MAX_IMPORT_ROWS } from '../import-limits'
import { uploadImportFn } from '../imports.functions'
import { importKeys } from '../imports.queries'

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

/** Why a chosen file cannot be sent, checked before anything is uploaded. */
function fileProblem(file: File | null): string | undefined {
  if (!file) return 'Choose a CSV file first.'
  if (file.size > MAX_IMPORT_BYTES)
    return `This file is ${(file.size / 1024 / 1024).toFixed(1)} MB; a CSV import can be at most ${MAX_IMPORT_MB} MB. Split it into smaller files.`
  return undefined
}

/** Choose a CSV and send it for checking; too-big files are refused before they are sent. */
export function UploadForm({ onUploaded }: { onUploaded: (importId: string) => void | Promise<void> }) {
  const { form } = useAppForm({
    defaultValues: { file: null as File | null },
    submit: ({ file }) => {
      const body = new FormData()
      if (file) body.set('file', file)
      return uploadImportFn({ data: body })
    },
    // The page moves on to the preview: keep the file shown meanwhile.
    skipResetForm: true,
    invalidates: [importKeys.all],
    onSuccess: ({ importId }) => onUploaded(importId),
  })

  return (
    <form.Form className="grid gap-4" aria-label="Upload a class list">
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
          {count(MAX_IMPORT_ROWS)} students and {MAX_IMPORT_MB} MB.
        </li>
        <li>Nothing is saved until you have checked every row and pressed Import.</li>
      </ol>
      <form.FormError />
      <form.AppField
        name="file"
        validators={{
          onChange: ({ value }) => fileProblem(value),
          onSubmit: ({ value }) => fileProblem(value),
        }}
      >
        {(field) => (
          <field.FileField
            label="Class list (CSV)"
            accept=".csv,text/csv,text/plain"
            look="custom"
            inputClassName="w-full max-w-xl border-dashed p-3 text-base file:mr-4 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-semibold file:text-brand-700"
          />
        )}
      </form.AppField>
      <div>
        <form.SubmitButton icon={<FileUp aria-hidden="true" className="size-5" />}>
          Check the file
        </form.SubmitButton>
      </div>
    </form.Form>
  )
}
