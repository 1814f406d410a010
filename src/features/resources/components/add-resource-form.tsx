import { z } from 'zod'
import { useAppForm } from '@/components/form/use-app-form'
import { Button } from '@/components/ui/button'
import type { CourseOption } from '../resource-items.server'
import { createResource } from '../resources.functions'
import { resourceKeys } from '../resources.queries'
import {
  RESOURCE_MAX_BYTES,
  type ResourceFields,
  resourceFieldsSchema,
  resourceKindLabels,
  resourceKinds,
  resourceUrl,
} from '../resources.schemas'

interface AddResourceFormProps {
  courses: CourseOption[]
  canAddGlobal: boolean
  /** Preselected course ('' = general). */
  cardId: string
  onAdded: () => void | Promise<void>
  onCancel: () => void
}

type AddResourceValues = ResourceFields & { file: File | null }

const addResourceSchema = resourceFieldsSchema
  .extend({ file: z.instanceof(File).nullable() })
  .superRefine((value, ctx) => {
    if (value.source === 'link' && !resourceUrl.safeParse(value.url).success) {
      ctx.addIssue({ code: 'custom', path: ['url'], message: 'Paste a full link that starts with https://' })
    }
    if (value.source === 'file' && !value.file) {
      ctx.addIssue({ code: 'custom', path: ['file'], message: 'Choose a file to upload.' })
    }
  })

/** Refused before it is sent: the server's limit, with what to do instead. */
function tooBig(file: File | null): string | undefined {
  return file && file.size > RESOURCE_MAX_BYTES
    ? `This file is ${(file.size / 1024 / 1024).toFixed(1)} MB; the limit is 20 MB. Share it as a link instead.`
    : undefined
}

/** Adds a lesson plan, slides, worksheet, video or link: an uploaded file (PDF or image) or a link. */
export function AddResourceForm({ courses, canAddGlobal, cardId, onAdded, onCancel }: AddResourceFormProps) {
  const { form } = useAppForm({
    defaultValues: {
      title: '',
      kind: 'worksheet',
      cardId,
      scope: 'school',
      source: 'file',
      url: '',
      file: null,
    } as AddResourceValues,
    validators: { onSubmit: addResourceSchema },
    submit: ({ file, ...fields }) => {
      const data = new FormData()
      for (const [key, value] of Object.entries(fields)) data.set(key, String(value))
      if (fields.source === 'file' && file) data.set('file', file)
      return createResource({ data })
    },
    invalidates: [resourceKeys.all],
    onSuccess: () => onAdded(),
  })

  return (
    <form.Form className="grid gap-5" aria-label="Add a resource">
      <form.FormError />
      <form.AppField name="title">
        {(field) => (
          <field.TextField
            label="Title"
            hint="What a teacher would look for, e.g. “Loops worksheet: draw a square”."
          />
        )}
      </form.AppField>
      <div className="grid gap-5 sm:grid-cols-2">
        <form.AppField name="kind">
          {(field) => (
            <field.SelectField
              label="Kind"
              options={resourceKinds.map((kind) => ({ value: kind, label: resourceKindLabels[kind] }))}
            />
          )}
        </form.AppField>
        <form.AppField name="cardId">
          {(field) => (
            <field.SelectField
              label="Course"
              options={[
                { value: '', label: 'General (every course)' },
                ...courses.map((course) => ({ value: course.id, label: course.title })),
              ]}
            />
          )}
        </form.AppField>
      </div>
      <form.AppField name="source">
        {(field) => (
          <field.RadioCardsField
            legend="Upload or link?"
            options={[
              { value: 'file', title: 'Upload a file', description: 'PDF or image, up to 20 MB.' },
              { value: 'link', title: 'Paste a link', description: 'A video, slides online, a website.' },
            ]}
          />
        )}
      </form.AppField>
      <form.Subscribe selector={(formState) => formState.values.source}>
        {(source) =>
          source === 'file' ? (
            <form.AppField name="file" validators={{ onChange: ({ value }) => tooBig(value) }}>
              {(field) => (
                <field.FileField
                  label="File"
                  hint="PDF, PNG, JPEG, GIF, WebP or SVG."
                  accept="application/pdf,image/png,image/jpeg,image/gif,image/webp,image/svg+xml"
                />
              )}
            </form.AppField>
          ) : (
            <form.AppField name="url">
              {(field) => <field.TextField label="Link" type="url" inputMode="url" placeholder="https://" />}
            </form.AppField>
          )
        }
      </form.Subscribe>
      {canAddGlobal ? (
        <form.AppField name="scope">
          {(field) => (
            <field.CheckboxField
              label="For every school"
              description="As CodeSchool staff, share this resource with all schools."
              on="global"
              off="school"
            />
          )}
        </form.AppField>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <form.SubmitButton>Add resource</form.SubmitButton>
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form.Form>
  )
}
