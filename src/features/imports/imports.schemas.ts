import { z } from 'zod'
import { formDataSchema } from '@/lib/form-data-schema'
import { importViews } from './import-views'

// The upload's body limit, for the server's upload registry (src/upload-registry.ts).
export { MAX_IMPORT_BYTES } from './import-limits'

export const IMPORT_ROWS_PAGE_SIZE = 100

const importSearchSchema = z.object({
  view: z.enum(importViews).optional(),
  page: z.number().int().min(1).max(1000).optional(),
})

export const importPageInput = importSearchSchema.extend({ importId: z.uuid() })

export const importIdSchema = z.object({ importId: z.uuid() })

const cell = (max: number) => z.string().max(max)

/** An inline fix of one row: every cell as the admin typed it (checked like the file's cells). */
export const importRowFixSchema = z.object({
  importId: z.uuid(),
  rowNumber: z.number().int().min(2).max(1_000_000),
  data: z.object({
    firstName: cell(200),
    lastName: cell(200),
    username: cell(200),
    className: cell(200),
    grade: cell(50),
    password: cell(200),
  }),
})

export const importRowsActionSchema = z.object({
  importId: z.uuid(),
  action: z.enum(['create', 'skip']),
  /** These rows; or, with `withErrors`, every row that still has an error. */
  rowNumbers: z.array(z.number().int().min(2)).max(10_000).optional(),
  withErrors: z.boolean().optional(),
})

export const importClassSchema = z.object({
  importId: z.uuid(),
  className: z.string().min(1).max(200),
  create: z.boolean(),
})

/** The upload: FormData with one non-empty `file` (its size limit is checked where it is read). */
export const importUploadSchema = formDataSchema(
  z.object({
    file: z
      .file({ error: 'Choose a CSV file to upload.' })
      .min(1, { error: 'Choose a CSV file to upload. This one is empty.' }),
  }),
  'Choose a CSV file to upload.',
)
