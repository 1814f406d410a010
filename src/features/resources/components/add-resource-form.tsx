import { useState } from 'react'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Checkbox } from '@/components/ui/checkbox'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { RadioCards } from '@/components/ui/radio-cards'
import { Select } from '@/components/ui/select'
import { SubmitButton } from '@/components/ui/submit-button'
import { TextField } from '@/lib/form-holder/text-field'
import { useFormHolder } from '@/lib/form-holder/use-form-holder'
import { createResource } from '../resources.functions'
import {
  RESOURCE_MAX_BYTES,
  type ResourceFields,
  resourceFieldsSchema,
  resourceKindLabels,
  resourceKinds,
  resourceUrl,
} from '../resources.schemas'
import type { CourseOption } from '../resources.server'

interface AddResourceFormProps {
  courses: CourseOption[]
  canAddGlobal: boolean
  /** Preselected course ('' = general). */
  cardId: string
  onAdded: () => void | Promise<void>
  onCancel: () => void
}

/** Adds a lesson plan, slides, worksheet, video or link: an uploaded file (PDF or image) or a link. */
export function AddResourceForm({ courses, canAddGlobal, cardId, onAdded, onCancel }: AddResourceFormProps) {
  const [file, setFile] = useState<File | null>(null)
  const [fileError, setFileError] = useState<string | null>(null)
  const { form, state, holder, onSubmit } = useFormHolder({
    defaultValues: {
      title: '',
      kind: 'worksheet',
      cardId,
      scope: 'school',
      source: 'file',
      url: '',
    } as ResourceFields,
    validators: {
      onSubmit: resourceFieldsSchema.superRefine((value, ctx) => {
        if (value.source === 'link' && !resourceUrl.safeParse(value.url).success) {
          ctx.addIssue({
            code: 'custom',
            path: ['url'],
            message: 'Paste a full link that starts with https://',
          })
        }
      }),
    },
    submit: async (values) => {
      if (values.source === 'file' && !file) {
        setFileError('Choose a file to upload.')
        throw new Error('Choose a file to upload.')
      }
      const data = new FormData()
      for (const [key, value] of Object.entries(values)) data.set(key, String(value))
      if (values.source === 'file' && file) data.set('file', file)
      return createResource({ data })
    },
    onSuccess: async () => {
      setFile(null)
      await onAdded()
    },
  })

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5" aria-label="Add a resource">
      {state.formError && !fileError ? <Alert tone="error">{state.formError}</Alert> : null}
      <form.Field name="title">
        {(field) => (
          <TextField
            field={field}
            label="Title"
            hint="What a teacher would look for, e.g. “Loops worksheet: draw a square”."
            serverErrors={holder.fieldErrorsOf('title')}
          />
        )}
      </form.Field>
      <div className="grid gap-5 sm:grid-cols-2">
        <form.Field name="kind">
          {(field) => (
            <Field label="Kind" errors={holder.fieldErrorsOf('kind')}>
              {(control) => (
                <Select
                  {...control}
                  value={field.state.value}
                  onChange={(event) => field.handleChange(event.target.value as ResourceFields['kind'])}
                >
                  {resourceKinds.map((kind) => (
                    <option key={kind} value={kind}>
                      {resourceKindLabels[kind]}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
          )}
        </form.Field>
        <form.Field name="cardId">
          {(field) => (
            <Field label="Course" errors={holder.fieldErrorsOf('cardId')}>
              {(control) => (
                <Select
                  {...control}
                  value={field.state.value}
                  onChange={(event) => field.handleChange(event.target.value)}
                >
                  <option value="">General (every course)</option>
                  {courses.map((course) => (
                    <option key={course.id} value={course.id}>
                      {course.title}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
          )}
        </form.Field>
      </div>
      <form.Field name="source">
        {(field) => (
          <RadioCards
            legend="Upload or link?"
            name="source"
            value={field.state.value}
            onChange={(value) => field.handleChange(value)}
            options={[
              { value: 'file', title: 'Upload a file', description: 'PDF or image, up to 20 MB.' },
              { value: 'link', title: 'Paste a link', description: 'A video, slides online, a website.' },
            ]}
          />
        )}
      </form.Field>
      <form.Subscribe selector={(formState) => formState.values.source}>
        {(source) =>
          source === 'file' ? (
            <Field
              label="File"
              hint="PDF, PNG, JPEG, GIF, WebP or SVG."
              errors={[fileError, ...holder.fieldErrorsOf('file')]}
            >
              {(control) => (
                <Input
                  {...control}
                  type="file"
                  accept="application/pdf,image/png,image/jpeg,image/gif,image/webp,image/svg+xml"
                  onChange={(event) => {
                    const chosen = event.target.files?.[0] ?? null
                    setFileError(
                      chosen && chosen.size > RESOURCE_MAX_BYTES
                        ? `This file is ${(chosen.size / 1024 / 1024).toFixed(1)} MB; the limit is 20 MB. Share it as a link instead.`
                        : null,
                    )
                    setFile(chosen && chosen.size <= RESOURCE_MAX_BYTES ? chosen : null)
                  }}
                />
              )}
            </Field>
          ) : (
            <form.Field name="url">
              {(field) => (
                <TextField
                  field={field}
                  label="Link"
                  type="url"
                  inputMode="url"
                  placeholder="https://"
                  serverErrors={holder.fieldErrorsOf('url')}
                />
              )}
            </form.Field>
          )
        }
      </form.Subscribe>
      {canAddGlobal ? (
        <form.Field name="scope">
          {(field) => (
            <Checkbox
              checked={field.state.value === 'global'}
              onChange={(event) => field.handleChange(event.target.checked ? 'global' : 'school')}
              label="For every school"
              description="As CodeSchool staff, share this resource with all schools."
            />
          )}
        </form.Field>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <SubmitButton submitting={state.submitting}>Add resource</SubmitButton>
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  )
}
