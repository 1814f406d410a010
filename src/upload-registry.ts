import { uploadImportFn } from '@/features/imports/imports.functions'
import { MAX_IMPORT_BYTES } from '@/features/imports/imports.schemas'
import { createResource } from '@/features/resources/resources.functions'
import { RESOURCE_MAX_BYTES } from '@/features/resources/resources.schemas'
import { uploadSchoolLogo } from '@/features/settings/settings.functions'
import { LOGO_MAX_BYTES } from '@/features/settings/settings.schemas'
import type { BodyLimit } from '@/server/request/body-limit'

/**
 * The body limits of the upload forms, by their server function's URL (`fn.url`, set by the
 * Start compiler). Every other request gets DEFAULT_BODY_LIMIT.
 */
export function uploadBodyLimits(): Map<string, BodyLimit> {
  const limits = new Map<string, BodyLimit>()
  const add = (fn: { url?: string }, limit: BodyLimit) => {
    if (fn.url) limits.set(new URL(fn.url, 'http://x').pathname, limit)
  }
  add(uploadSchoolLogo, { fileBytes: LOGO_MAX_BYTES, field: 'logo', hint: 'Make it smaller.' })
  add(createResource, {
    fileBytes: RESOURCE_MAX_BYTES,
    field: 'file',
    hint: 'Make it smaller or share it as a link.',
  })
  add(uploadImportFn, { fileBytes: MAX_IMPORT_BYTES, field: 'file', hint: 'Split it into smaller files.' })
  return limits
}
