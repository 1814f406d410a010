import { endSchoolYearFn } from '@/features/classes/classes.functions'
import { fixImportRowFn, setImportRowsActionFn, uploadImportFn } from '@/features/imports/imports.functions'
import { MAX_IMPORT_BYTES } from '@/features/imports/imports.schemas'
import { importGuestLessons, saveLessonCode } from '@/features/lessons/lessons.functions'
import { updateWelcomePack } from '@/features/onboarding/onboarding.functions'
import { createResource } from '@/features/resources/resources.functions'
import { RESOURCE_MAX_BYTES } from '@/features/resources/resources.schemas'
import { uploadRosterFn } from '@/features/rosters/rosters.functions'
import { MAX_ROSTER_BYTES } from '@/features/rosters/rosters.schemas'
import { uploadSchoolLogo } from '@/features/settings/settings.functions'
import { LOGO_MAX_BYTES } from '@/features/settings/settings.schemas'
import {
  createConsoleContentPage,
  updateConsoleContentPage,
} from '@/features/staff-console/staff-console.functions'
import { saveTemplateDraft } from '@/features/template-editor/template-editor.functions'
import { type BodyLimit, LARGE_REQUEST_LIMIT } from '@/server/request/body-limit'

/**
 * The body limits of the upload forms and of the few requests that carry more than a form's worth
 * (a lesson draft, a page, a child's code, a long list), by their server function's URL (`fn.url`,
 * set by the Start compiler) or route path. Every other request gets DEFAULT_BODY_LIMIT (64 KB).
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
  add(uploadRosterFn, {
    fileBytes: MAX_ROSTER_BYTES,
    field: 'file',
    hint: 'Export a delta instead of the whole roster.',
  })
  for (const fn of [
    saveTemplateDraft,
    saveLessonCode,
    importGuestLessons,
    createConsoleContentPage,
    updateConsoleContentPage,
    updateWelcomePack,
    endSchoolYearFn,
    fixImportRowFn,
    setImportRowsActionFn,
  ]) {
    add(fn, LARGE_REQUEST_LIMIT)
  }
  // A payment provider's event (an invoice with many lines can pass 64 KB).
  limits.set('/api/payments/webhook', LARGE_REQUEST_LIMIT)
  return limits
}
