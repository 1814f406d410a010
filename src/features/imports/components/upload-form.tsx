import { FileUp } from 'lucide-react'
import { useAppForm } from '@/components/form/use-app-form'
import { toCsv } from '@/lib/csv'
import { count, oneDecimal } from '@/lib/format'
import { m } from '@/paraglide/messages'
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
  if (!file) return m.imports_choose_file_first()
  if (file.size > MAX_IMPORT_BYTES)
    return m.imports_file_too_big({ size: oneDecimal(file.size / 1024 / 1024), max: MAX_IMPORT_MB })
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
    <form.Form className="grid gap-4" aria-label={m.imports_upload_label()}>
      <ol className="list-decimal space-y-2 ps-5 text-slate-700">
        <li>
          {m.imports_step_columns()}{' '}
          {/* The columns' names as the file must have them: English whatever the page's language. */}
          <strong lang="en">First name</strong>, <strong lang="en">Last name</strong>{' '}
          {m.imports_step_columns_optional()} <strong lang="en">Username</strong>,{' '}
          <strong lang="en">Class</strong>, <strong lang="en">Grade</strong> {m.imports_step_and()}{' '}
          <strong lang="en">Password</strong>
          {m.onboarding_full_stop()}{' '}
          <button
            type="button"
            className="font-semibold text-brand-700 underline underline-offset-4"
            onClick={() => download('students-template.csv', template)}
          >
            {m.imports_download_template()}
          </button>
          {m.onboarding_full_stop()}
        </li>
        <li>{m.imports_step_made_up()}</li>
        <li>{m.imports_step_save_as({ rows: count(MAX_IMPORT_ROWS), mb: MAX_IMPORT_MB })}</li>
        <li>{m.imports_step_nothing_saved()}</li>
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
            label={m.imports_class_list_csv()}
            accept=".csv,text/csv,text/plain"
            look="custom"
            inputClassName="w-full max-w-xl border-dashed p-3 text-base file:me-4 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-semibold file:text-brand-700"
          />
        )}
      </form.AppField>
      <div>
        <form.SubmitButton icon={<FileUp aria-hidden="true" className="size-5" />}>
          {m.imports_check_file()}
        </form.SubmitButton>
      </div>
    </form.Form>
  )
}
