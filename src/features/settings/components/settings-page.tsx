import { useSuspenseQuery } from '@tanstack/react-query'
import { Download, ImageUp, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { z } from 'zod'
import { useAppForm } from '@/components/form/use-app-form'
import { PageHeader } from '@/components/layouts/page-header'
import { ActionButton } from '@/components/ui/action-button'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Card, CardHeader } from '@/components/ui/card'
import { Dialog } from '@/components/ui/dialog'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { AuditCard } from '@/features/audit'
import { DataExportPanel } from '@/features/exports'
import { fetchSchoolExport } from '@/features/exports/exports.functions'
import { ProviderSettingsCard } from '@/features/sign-in-providers'
import { LANGUAGES } from '@/lib/i18n/locales'
import { useAction } from '@/lib/use-action'
import {
  deleteSchoolLogo,
  deleteStudentData,
  saveSchoolSettings,
  uploadSchoolLogo,
} from '../settings.functions'
import { schoolSettingsQuery, settingsKeys } from '../settings.queries'
import {
  type ExportKind,
  LOGO_MAX_BYTES,
  loginTypeChoices,
  loginTypeValues,
  type SchoolSettingsValues,
  schoolSettingsSchema,
} from '../settings.schemas'
import type { SchoolSettings } from '../settings.server'
import { DeleteSchoolCard } from './delete-school-card'

/** /dashboard/settings (admin): the school's details and logo, its data exports, deleting student data or the school. */
export function SettingsPage() {
  const { data } = useSuspenseQuery(schoolSettingsQuery())
  return (
    <section>
      <PageHeader title="Settings" description={`${data.name} · ${data.subdomain}`} />
      <SchoolSettingsCards settings={data} />
    </section>
  )
}

interface SchoolSettingsProps {
  settings: SchoolSettings
}

function SchoolSettingsCards({ settings }: SchoolSettingsProps) {
  return (
    <div className="grid max-w-3xl gap-6">
      <DetailsCard settings={settings} />
      <LogoCard settings={settings} />
      <ProviderSettingsCard />
      <ArchiveCard />
      <ExportCard />
      <AuditCard />
      <DeleteStudentsCard settings={settings} />
      <DeleteSchoolCard settings={settings} />
    </div>
  )
}

function DetailsCard({ settings }: SchoolSettingsProps) {
  const { form } = useAppForm({
    defaultValues: {
      name: settings.name,
      address: settings.address,
      allowedLoginTypes: settings.allowedLoginTypes,
      defaultLocale: settings.defaultLocale,
    } as SchoolSettingsValues,
    validators: { onSubmit: schoolSettingsSchema },
    skipResetForm: true,
    submit: (values) => saveSchoolSettings({ data: values }),
    invalidates: settingsKeys.schoolWide,
  })
  return (
    <Card>
      <CardHeader
        title="School details"
        description="What teachers, students and printed login cards show."
      />
      <form.Form className="grid gap-5" aria-label="School details">
        <form.FormError />
        <form.FormSuccess>Saved.</form.FormSuccess>
        <form.AppField name="name">{(field) => <field.TextField label="School name" />}</form.AppField>
        <form.AppField name="address">
          {(field) => (
            <field.TextField
              label="Address"
              hint="Optional. Printed on login cards so a lost card finds its way back."
              autoComplete="street-address"
            />
          )}
        </form.AppField>
        <form.AppField name="allowedLoginTypes">
          {(field) => (
            <field.CheckboxGroupField
              legend="How students may sign in"
              hint="Teachers choose one of these for each class. Switching one off does not change existing classes."
              columns={1}
              options={loginTypeValues.map((type) => ({
                value: type,
                label: loginTypeChoices[type].title,
                description: loginTypeChoices[type].description,
              }))}
              emptyText=""
            />
          )}
        </form.AppField>
        <form.AppField name="defaultLocale">
          {(field) => (
            <field.SelectField
              label="Language of the school's pages"
              hint="For visitors whose browser asks for none of these languages. Anyone can choose their own on the sign-in, join and lesson pages."
              options={LANGUAGES.map((language) => ({ value: language.locale, label: language.name }))}
            />
          )}
        </form.AppField>
        <div>
          <form.SubmitButton>Save details</form.SubmitButton>
        </div>
      </form.Form>
    </Card>
  )
}

function LogoCard({ settings }: SchoolSettingsProps) {
  // A new key empties the file input after an upload.
  const [inputKey, setInputKey] = useState(0)
  const [tooBig, setTooBig] = useState<string | null>(null)
  const upload = useAction({
    invalidates: settingsKeys.schoolWide,
    onSuccess: () => setInputKey((key) => key + 1),
  })
  const remove = useAction({ invalidates: settingsKeys.schoolWide })
  const error = tooBig ?? upload.error ?? remove.error
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
        {upload.succeeded && !error ? <Alert tone="success">Logo saved.</Alert> : null}
        <Field label="Choose a logo file" errors={[]}>
          {(control) => (
            <Input
              {...control}
              key={inputKey}
              type="file"
              accept="image/png,image/jpeg,image/svg+xml,.png,.jpg,.jpeg,.svg"
              disabled={upload.pending}
              onChange={(event) => {
                const file = event.target.files?.[0]
                setTooBig(null)
                upload.reset()
                if (!file) return
                if (file.size > LOGO_MAX_BYTES) {
                  setTooBig(
                    `This file is ${(file.size / 1024 / 1024).toFixed(1)} MB; the limit is 1 MB. Choose a smaller file.`,
                  )
                  return
                }
                const data = new FormData()
                data.set('logo', file)
                void upload.run('upload', () => uploadSchoolLogo({ data }))
              }}
            />
          )}
        </Field>
        {upload.pending ? (
          <p role="status" className="flex items-center gap-2 text-slate-700">
            <ImageUp aria-hidden="true" className="size-5" /> Uploading…
          </p>
        ) : null}
        {settings.logoUrl ? (
          <div>
            <ActionButton
              variant="secondary"
              pending={remove.pending}
              onClick={() => remove.run('remove', () => deleteSchoolLogo())}
            >
              Remove the logo
            </ActionButton>
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

function ArchiveCard() {
  return (
    <Card aria-labelledby="archive-heading">
      <CardHeader
        id="archive-heading"
        title="Export everything"
        description="One ZIP file with all your school's data: students, classes, teachers, progress, saved code and teachers' comments, as CSV and JSON. Passwords are never exported."
      />
      <DataExportPanel label="the whole school" />
    </Card>
  )
}

function ExportCard() {
  // Reading changes nothing: no query to invalidate.
  const exportCsv = useAction<{ fileName: string; csv: string; rows: number }>({
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
        title="Export one table"
        description="Download your school's data as CSV files for a spreadsheet. Passwords are never exported."
      />
      {exportCsv.error ? (
        <Alert tone="error" className="mb-4">
          {exportCsv.error}
        </Alert>
      ) : null}
      {exportCsv.succeeded && exportCsv.data ? (
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
            <ActionButton
              variant="secondary"
              size="sm"
              icon={<Download aria-hidden="true" className="size-4" />}
              pending={exportCsv.isPending(choice.kind)}
              disabled={exportCsv.pending}
              onClick={() =>
                exportCsv.run(choice.kind, () => fetchSchoolExport({ data: { kind: choice.kind } }))
              }
            >
              Download<span className="sr-only"> {choice.title.toLowerCase()} CSV</span>
            </ActionButton>
          </li>
        ))}
      </ul>
    </Card>
  )
}

const sameName = (typed: string, name: string) =>
  typed.trim().replace(/\s+/g, ' ').toLowerCase() === name.trim().replace(/\s+/g, ' ').toLowerCase()

function DeleteStudentsCard({ settings }: SchoolSettingsProps) {
  const [open, setOpen] = useState(false)
  const [deleted, setDeleted] = useState<number | null>(null)
  const students = settings.studentCount
  return (
    <Card tone="danger">
      <CardHeader
        title="Delete all student data"
        description="For the end of a contract or a fresh start. This cannot be undone."
      />
      {deleted !== null ? (
        <Alert tone="success" className="mb-4">
          Deleted {deleted} {deleted === 1 ? 'student' : 'students'} and all their work.
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
        onOpenChange={setOpen}
        title={`Delete all ${students} students?`}
        description={`Every student of ${settings.name} and all their work will be deleted for good.`}
      >
        {open ? (
          <DeleteStudentsForm
            schoolName={settings.name}
            onCancel={() => setOpen(false)}
            onDeleted={(count) => {
              setOpen(false)
              setDeleted(count)
            }}
          />
        ) : null}
      </Dialog>
    </Card>
  )
}

function DeleteStudentsForm({
  schoolName,
  onCancel,
  onDeleted,
}: {
  schoolName: string
  onCancel: () => void
  onDeleted: (students: number) => void
}) {
  const { form } = useAppForm({
    defaultValues: { confirmation: '' },
    validators: {
      onSubmit: z.object({
        confirmation: z
          .string()
          .refine((typed) => sameName(typed, schoolName), `Type “${schoolName}” as it is written here.`),
      }),
    },
    submit: (values) => deleteStudentData({ data: values }),
    invalidates: settingsKeys.schoolWide,
    onSuccess: (result) => onDeleted(result.students),
  })
  return (
    <form.Form className="grid gap-4">
      <form.FormError />
      <form.AppField name="confirmation">
        {(field) => (
          <field.TextField
            label={
              <>
                Type the school’s name, <strong>{schoolName}</strong>, to confirm
              </>
            }
            autoComplete="off"
          />
        )}
      </form.AppField>
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <form.Subscribe selector={(state) => sameName(state.values.confirmation, schoolName)}>
          {(matches) => (
            <form.SubmitButton variant="danger" disabled={!matches}>
              Delete everything
            </form.SubmitButton>
          )}
        </form.Subscribe>
      </div>
    </form.Form>
  )
}
