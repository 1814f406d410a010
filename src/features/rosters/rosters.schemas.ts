import { z } from 'zod'
import { formDataSchema } from '@/lib/form-data-schema'
import { m } from '@/paraglide/messages'

export const MAX_ROSTER_MB = 100
/** The upload's body limit, for the server's upload registry (src/upload-registry.ts). */
export const MAX_ROSTER_BYTES = MAX_ROSTER_MB * 1024 * 1024

export const rosterSyncIdSchema = z.object({ syncId: z.uuid() })

export const applyRosterSyncSchema = z.object({
  syncId: z.uuid(),
  /** The admin agreed to archive more than 20 % of the school's students (decision 175). */
  approveArchive: z.boolean().optional(),
})

/** The upload: FormData with one non-empty `file`, a OneRoster 1.2 CSV zip. */
export const rosterUploadSchema = formDataSchema(
  z.object({
    file: z
      .file({ error: () => m.roster_error_upload() })
      .min(1, { error: () => m.roster_error_upload_empty() }),
  }),
  'Choose the OneRoster zip file to upload.',
)

/** The school's OneRoster REST connection; an empty secret keeps the saved one. */
export const oneRosterConnectionSchema = z.object({
  baseUrl: z.url({ error: () => m.roster_error_base_url() }).max(500),
  tokenUrl: z.url({ error: () => m.roster_error_token_url() }).max(500),
  clientId: z
    .string()
    .trim()
    .min(1, { error: () => m.roster_error_client_id() })
    .max(200),
  clientSecret: z.string().max(500),
  daily: z.boolean(),
})

/** The Classroom courses a teacher chose to import (or sync again). */
export const classroomImportSchema = z.object({
  courseIds: z
    .array(z.string().trim().min(1).max(100))
    .min(1, { error: () => m.roster_error_choose_class() })
    .max(100),
})
