import { useMutation } from '@tanstack/react-query'
import { Download, ImageUp, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Card, CardHeader } from '@/components/ui/card'
import { Checkbox } from '@/components/ui/checkbox'
import { Dialog } from '@/components/ui/dialog'
import { Field, messagesOf } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { SubmitButton } from '@/components/ui/submit-button'
import { fetchSchoolExport } from '@/features/exports/exports.functions'
import { TextField } from '@/lib/form-holder/text-field'
import { useFormHolder } from '@/lib/form-holder/use-form-holder'
import {
  deleteSchoolLogo,
  deleteStudentData,
  saveSchoolSettings,
  uploadSchoolLogo,
} from '../settings.functions'
import {
  type ExportKind,
  LOGO_MAX_BYTES,
  loginTypeChoices,
  loginTypeValues,
  type SchoolSettingsValues,
  schoolSettingsSchema,
} from '../settings.schemas'
import type { SchoolSettings } from '../settings.server'

interface SchoolSettingsPageProps {
  settings: SchoolSettings
  /** Reload the settings (and anything that shows the school's name or logo). */
  onChanged: () => void | Promise<void>
}

const errorMessage = (error: unknown) =>
  error instanceof Error && error.message ? error.message : 'Something went wrong. Try again in a moment.'

export function SchoolSettingsPage({ settings, onChanged }: SchoolSettingsPageProps) {
  return (
    <div className="grid max-w-3xl gap-6">
      <DetailsCard settings={settings} onChanged={onChanged} />
      <LogoCard settings={settings} onChanged={onChanged} />
      <ExportCard />
      <DeleteStudentsCard settings={settings} onChanged={onChanged} />
    </div>
  )
}

function DetailsCard({ settings, onChanged }: SchoolSettingsPageProps) {
  const { form, state, holder, onSubmit } = useFormHolder({
    defaultValues: {
      name: settings.name,
      address: settings.address,
      allowedLoginTypes: settings.allowedLoginTypes,
    } as SchoolSettingsValues,
    validators: { onSubmit: schoolSettingsSchema },
    skipResetForm: true,
    submit: (values) => saveSchoolSettings({ data: values }),
    onSuccess: () => onChanged(),
  })
  return (
    <Card>
      <CardHeader
        title="School details"
        description="What teachers, students and printed login cards show."
      />
      <form onSubmit={onSubmit} noValidate className="grid gap-5" aria-label="School details">
        {state.formError ? <Alert tone="error">{state.formError}</Alert> : null}
        {state.success ? <Alert tone="success">Saved.</Alert> : null}
        <form.Field name="name">
          {(field) => (
            <TextField field={field} label="School name" serverErrors={holder.fieldErrorsOf('name')} />
          )}
        </form.Field>
        <form.Field name="address">
          {(field) => (
            <TextField
              field={field}
              label="Address"
              hint="Optional. Printed on login cards so a lost card finds its way back."
              autoComplete="street-address"
              serverErrors={holder.fieldErrorsOf('address')}
            />
          )}
        </form.Field>
        <form.Field name="allowedLoginTypes">
          {(field) => {
            const errors = [
              ...(field.form.state.submissionAttempts > 0 ? messagesOf(field.state.meta.errors) : []),
              ...holder.fieldErrorsOf('allowedLoginTypes'),
            ]
            return (
              <fieldset
                className="grid gap-3"
                aria-describedby={errors.length > 0 ? 'login-types-error' : undefined}
              >
                <legend className="mb-1 font-semibold text-slate-800">How students may sign in</legend>
                <p className="text-slate-600 text-sm">
                  Teachers choose one of these for each class. Switching one off does not change existing
                  classes.
                </p>
                {loginTypeValues.map((type) => (
                  <Checkbox
                    key={type}
                    name="allowedLoginTypes"
                    value={type}
                    checked={field.state.value.includes(type)}
                    onChange={(event) =>
                      field.handleChange(
                        event.target.checked
                          ? [...field.state.value, type]
                          : field.state.value.filter((value) => value !== type),
                      )
                    }
                    label={loginTypeChoices[type].title}
                    description={loginTypeChoices[type].description}
                  />
                ))}
                {errors.length > 0 ? (
                  <p id="login-types-error" className="font-medium text-red-700 text-sm">
                    {[...new Set(errors)].join(' ')}
                  </p>
                ) : null}
              </fieldset>
            )
          }}
        </form.Field>
        <div>
          <SubmitButton submitting={state.submitting}>Save details</SubmitButton>
        </div>
      </form>
    </Card>
  )
}

function LogoCard({ settings, onChanged }: SchoolSettingsPageProps) {
  // A new key empties the file input after an upload.
  const [inputKey, setInputKey] = useState(0)
  const [clientError, setClientError] = useState<string | null>(null)
  const upload = useMutation({
    mutationFn: (file: File) => {
      const data = new FormData()
      data.set('logo', file)
      return uploadSchoolLogo({ data })
    },
    onSuccess: async () => {
      setInputKey((key) => key + 1)
      await onChanged()
    },
  })
  const remove = useMutation({ mutationFn: () => deleteSchoolLogo(), onSuccess: () => onChanged() })
  const error = clientError ?? (upload.isError ? errorMessage(upload.error) : null)
  return (
    <Card>
      <CardHeader
        title="Logo"
        description="Shown on your school's pages. PNG, JPEG or SVG, up to 1 MB; a wide logo about 400 × 100 pixels looks best."
      />
      <div className="grid gap-4">
        <div className="flex min-h-24 items-center justify-center rounded-lg border border-slate-300 border-dashed bg-slate-50 p-4">
          {settings.logoUrl ? (
            <img
              src={settings.logoUrl}
              alt={`${settings.name} logo`}
              className="max-h-24 max-w-full object-contain"
            />
          ) : (
            <p className="text-slate-600">No logo yet.</p>
          )}
        </div>
        {error ? <Alert tone="error">{error}</Alert> : null}
        {upload.isSuccess && !error ? <Alert tone="success">Logo saved.</Alert> : null}
        <Field label="Choose a logo file" errors={[]}>
          {(control) => (
            <Input
              {...control}
              key={inputKey}
              type="file"
              accept="image/png,image/jpeg,image/svg+xml,.png,.jpg,.jpeg,.svg"
              disabled={upload.isPending}
              onChange={(event) => {
                const file = event.target.files?.[0]
                setClientError(null)
                upload.reset()
                if (!file) return
                if (file.size > LOGO_MAX_BYTES) {
                  setClientError(
                    `This file is ${(file.size / 1024 / 1024).toFixed(1)} MB; the limit is 1 MB. Choose a smaller file.`,
                  )
                  return
                }
                upload.mutate(file)
              }}
            />
          )}
        </Field>
        {upload.isPending ? (
          <p role="status" className="flex items-center gap-2 text-slate-700">
            <ImageUp aria-hidden="true" className="size-5" /> Uploading…
          </p>
        ) : null}
        {settings.logoUrl ? (
          <div>
            <Button variant="secondary" onClick={() => remove.mutate()} disabled={remove.isPending}>
              Remove the logo
            </Button>
          </div>
        ) : null}
      </div>
    </Card>
  )
}

const exportChoices: { kind: ExportKind; title: string; description: string }[] = [
  { kind: 'students', title: 'Students', description: 'Names, usernames, grades, classes, last active.' },
  { kind: 'classes', title: 'Classes', description: 'Classes with grade, teachers, join code, courses.' },
  { kind: 'progress', title: 'Progress', description: 'Every student’s lessons: status, attempts, time.' },
]

function ExportCard() {
  const exportCsv = useMutation({
    mutationFn: (kind: ExportKind) => fetchSchoolExport({ data: { kind } }),
    onSuccess: (file) => {
      const url = URL.createObjectURL(new Blob([file.csv], { type: 'text/csv;charset=utf-8' }))
      const link = document.createElement('a')
      link.href = url
      link.download = file.fileName
      document.body.append(link)
      link.click()
      link.remove()
      setTimeout(() => URL.revokeObjectURL(url), 10_000)
    },
  })
  return (
    <Card>
      <CardHeader
        title="Export data"
        description="Download your school's data as CSV files for a spreadsheet. Passwords are never exported."
      />
      {exportCsv.isError ? (
        <Alert tone="error" className="mb-4">
          {errorMessage(exportCsv.error)}
        </Alert>
      ) : null}
      {exportCsv.isSuccess ? (
        <Alert tone="success" className="mb-4">
          {exportCsv.data.fileName} downloaded ({exportCsv.data.rows}{' '}
          {exportCsv.data.rows === 1 ? 'row' : 'rows'}).
        </Alert>
      ) : null}
      <ul className="grid gap-3 sm:grid-cols-3">
        {exportChoices.map((choice) => (
          <li key={choice.kind} className="grid gap-2 rounded-lg border border-slate-200 p-3">
            <p className="font-semibold">{choice.title}</p>
            <p className="text-slate-600 text-sm">{choice.description}</p>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => exportCsv.mutate(choice.kind)}
              disabled={exportCsv.isPending}
              aria-busy={(exportCsv.isPending && exportCsv.variables === choice.kind) || undefined}
            >
              <Download aria-hidden="true" className="size-4" />
              Download<span className="sr-only"> {choice.title.toLowerCase()} CSV</span>
            </Button>
          </li>
        ))}
      </ul>
    </Card>
  )
}

function DeleteStudentsCard({ settings, onChanged }: SchoolSettingsPageProps) {
  const [open, setOpen] = useState(false)
  const [confirmation, setConfirmation] = useState('')
  const remove = useMutation({
    mutationFn: () => deleteStudentData({ data: { confirmation } }),
    onSuccess: async () => {
      setOpen(false)
      setConfirmation('')
      await onChanged()
    },
  })
  const matches =
    confirmation.trim().replace(/\s+/g, ' ').toLowerCase() ===
    settings.name.trim().replace(/\s+/g, ' ').toLowerCase()
  const students = settings.studentCount
  return (
    <Card className="border-red-200">
      <CardHeader
        title="Delete all student data"
        description="For the end of a contract or a fresh start. This cannot be undone."
      />
      {remove.isSuccess ? (
        <Alert tone="success" className="mb-4">
          Deleted {remove.data.students} {remove.data.students === 1 ? 'student' : 'students'} and all their
          work.
        </Alert>
      ) : null}
      <div className="grid gap-3 text-slate-800">
        <p>
          Deletes all {students} {students === 1 ? 'student' : 'students'} of {settings.name}: their accounts,
          saved code, progress, teacher feedback, student imports and activity. Classes, teachers and
          resources stay.
        </p>
        <p>Download the exports above first if you need a copy.</p>
        <div>
          <Button variant="danger" onClick={() => setOpen(true)} disabled={students === 0}>
            <Trash2 aria-hidden="true" className="size-5" />
            Delete all student data
          </Button>
          {students === 0 ? (
            <p className="mt-2 text-slate-600 text-sm">There are no students to delete.</p>
          ) : null}
        </div>
      </div>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next)
          if (!next) {
            setConfirmation('')
            remove.reset()
          }
        }}
        title={`Delete all ${students} students?`}
        description={`Every student of ${settings.name} and all their work will be deleted for good.`}
      >
        <form
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault()
            if (matches) remove.mutate()
          }}
        >
          {remove.isError ? <Alert tone="error">{errorMessage(remove.error)}</Alert> : null}
          <Field
            label={
              <>
                Type the school’s name, <strong>{settings.name}</strong>, to confirm
              </>
            }
          >
            {(control) => (
              <Input
                {...control}
                value={confirmation}
                autoComplete="off"
                onChange={(event) => setConfirmation(event.target.value)}
              />
            )}
          </Field>
          <div className="flex flex-wrap justify-end gap-3">
            <Button variant="secondary" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <SubmitButton variant="danger" submitting={remove.isPending} disabled={!matches}>
              Delete everything
            </SubmitButton>
          </div>
        </form>
      </Dialog>
    </Card>
  )
}
