import { z } from 'zod'
import { formDataSchema } from '@/lib/form-data-schema'

export const resourceKinds = ['lesson_plan', 'slides', 'worksheet', 'video', 'link'] as const
export type ResourceKind = (typeof resourceKinds)[number]

export const resourceKindLabels: Record<ResourceKind, string> = {
  lesson_plan: 'Lesson plan',
  slides: 'Slides',
  worksheet: 'Worksheet',
  video: 'Video',
  link: 'Link',
}

/** Lesson plans are for teachers; everything else is also shown on the open student pages. */
export const studentResourceKinds: readonly ResourceKind[] = ['slides', 'worksheet', 'video', 'link']

export const RESOURCE_MAX_BYTES = 20 * 1024 * 1024

const resourceTitle = z
  .string()
  .trim()
  .min(1, 'Give the resource a title.')
  .max(120, 'Keep the title to 120 characters or fewer.')

export const resourceUrl = z
  .string()
  .trim()
  .min(1, 'Paste the link.')
  .max(2000, 'That link is too long.')
  .pipe(z.url({ protocol: /^https?$/, error: 'Paste a full link that starts with https://' }))

/** The fields besides the file: shared by the form and the server (which reads them from FormData). */
export const resourceFieldsSchema = z.object({
  title: resourceTitle,
  kind: z.enum(resourceKinds),
  /** A course (card) id, or '' for a general resource. */
  cardId: z.union([z.uuid(), z.literal('')]),
  /** 'global': for every school (staff only). */
  scope: z.enum(['school', 'global']),
  source: z.enum(['link', 'file']),
  url: z.string().max(2000),
})
export type ResourceFields = z.infer<typeof resourceFieldsSchema>

export const resourceIdSchema = z.object({ resourceId: z.uuid() })

export const listResourcesSchema = z.object({ cardId: z.uuid().optional() })

/** createResource's FormData: the fields above (missing text is empty) and, for source=file, `file`. */
export const resourceFormSchema = formDataSchema(
  resourceFieldsSchema.extend({
    cardId: resourceFieldsSchema.shape.cardId.default(''),
    scope: resourceFieldsSchema.shape.scope.default('school'),
    url: resourceFieldsSchema.shape.url.default(''),
    file: z.unknown().optional(),
  }),
  'Send the resource as form data.',
)
