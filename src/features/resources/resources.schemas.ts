import { z } from 'zod'
import { formDataSchema } from '@/lib/form-data-schema'
import { m } from '@/paraglide/messages'

export const resourceKinds = ['lesson_plan', 'slides', 'worksheet', 'video', 'link'] as const
export type ResourceKind = (typeof resourceKinds)[number]

/** Lesson plans are for teachers; everything else is also shown on the open student pages. */
export const studentResourceKinds: readonly ResourceKind[] = ['slides', 'worksheet', 'video', 'link']

export const RESOURCE_MAX_BYTES = 20 * 1024 * 1024

const resourceTitle = z
  .string()
  .trim()
  .min(1, { error: () => m.resources_error_title_empty() })
  .max(120, { error: () => m.resources_error_title_long() })

export const resourceUrl = z
  .string()
  .trim()
  .min(1, { error: () => m.resources_error_link_empty() })
  .max(2000, { error: () => m.resources_error_link_long() })
  .pipe(z.url({ protocol: /^https?$/, error: () => m.resources_error_link() }))

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
