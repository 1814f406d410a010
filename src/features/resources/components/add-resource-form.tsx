import { z } from 'zod'
import { useAppForm } from '@/components/form/use-app-form'
import { Button } from '@/components/ui/button'
import { count } from '@/lib/format'
import { m } from '@/paraglide/messages'
import type { CourseOption } from '../resource-items.server'
import { createResource } from '../resources.functions'
import { resourceKeys } from '../resources.queries'
import {
  RESOURCE_MAX_BYTES,
  type ResourceFields,
  resourceFieldsSchema,
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
      ctx.addIssue({ code: 'custom', path: ['url'], message: m.resources_error_link() })
    }
    if (value.source === 'file' && !value.file) {
      ctx.addIssue({ code: 'custom', path: ['file'], message: m.resources_error_choose_file() })
    }
  })

/** Refused before it is sent: the server's limit, with what to do instead. */
function tooBig(file: File | null): string | undefined {
  return file && file.size > RESOURCE_MAX_BYTES
    ? m.resources_error_too_big({ size: count(Math.round(file.size / 1024 / 102.4) / 10) })
    : undefined
}

/** A resource's kind in the page's language (the student pages' words). */
const kindWords: Record<ResourceFields['kind'], () => string> = {
  lesson_plan: m.student_resource_kind_lesson_plan,
  slides: m.student_resource_kind_slides,
  worksheet: m.student_resource_kind_worksheet,
  video: m.student_resource_kind_video,
  link: m.student_resource_kind_link,
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
    <form.Form className="grid gap-5" aria-label={m.resources_add_a_resource()}>
      <form.FormError />
      <form.AppField name="title">
        {(field) => <field.TextField label={m.resources_title_label()} hint={m.resources_title_hint()} />}
      </form.AppField>
      <div className="grid gap-5 sm:grid-cols-2">
        <form.AppField name="kind">
          {(field) => (
            <field.SelectField
              label={m.resources_kind()}
              options={resourceKinds.map((kind) => ({ value: kind, label: kindWords[kind]() }))}
            />
          )}
        </form.AppField>
        <form.AppField name="cardId">
          {(field) => (
            <field.SelectField
              label={m.resources_course()}
              options={[
                { value: '', label: m.resources_general_every_course() },
                ...courses.map((course) => ({ value: course.id, label: course.title })),
              ]}
            />
          )}
        </form.AppField>
      </div>
      <form.AppField name="source">
        {(field) => (
          <field.RadioCardsField
            legend={m.resources_upload_or_link()}
            options={[
              {
                value: 'file',
                title: m.resources_upload_file(),
                description: m.resources_upload_file_description(),
              },
              {
                value: 'link',
                title: m.resources_paste_link(),
                description: m.resources_paste_link_description(),
              },
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
                  label={m.resources_file()}
                  hint={m.resources_file_hint()}
                  accept="application/pdf,image/png,image/jpeg,image/gif,image/webp,image/svg+xml"
                />
              )}
            </form.AppField>
          ) : (
            <form.AppField name="url">
              {(field) => (
                <field.TextField
                  label={m.resources_link()}
                  type="url"
                  inputMode="url"
                  placeholder="https://"
                  dir="ltr"
                />
              )}
            </form.AppField>
          )
        }
      </form.Subscribe>
      {canAddGlobal ? (
        <form.AppField name="scope">
          {(field) => (
            <field.CheckboxField
              label={m.resources_for_every_school()}
              description={m.resources_for_every_school_description()}
              on="global"
              off="school"
            />
          )}
        </form.AppField>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <form.SubmitButton>{m.resources_add_resource()}</form.SubmitButton>
        <Button variant="ghost" onClick={onCancel}>
          {m.resources_cancel()}
        </Button>
      </div>
    </form.Form>
  )
}
