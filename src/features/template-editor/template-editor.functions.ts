import { createServerFn } from '@tanstack/react-start'
import { LESSON_EDITORS } from '@/access/allowed-visitors'
import { validInput } from '@/lib/valid-input'
import { getDb } from '@/server/db/client'
import { requireVisitor } from '@/server/middleware/auth'
import { openTemplateInput, publishInput, saveDraftInput, templateIdInput } from './template-editor.schemas'
import {
  getTemplate,
  openTemplateForItem,
  publishTemplate,
  saveDraft,
  templatePreview,
} from './template-editor.server'

/** The template editor is staff's (SPEC §2.5), lesson editors included: the middleware refuses everyone else. */
const staff = requireVisitor(...LESSON_EDITORS)

export const fetchTemplate = createServerFn({ method: 'GET' })
  .middleware([staff])
  .validator(validInput(templateIdInput))
  .handler(async ({ context, data }) => getTemplate(await getDb(), context.auth, data.templateId))

export const fetchTemplatePreview = createServerFn({ method: 'GET' })
  .middleware([staff])
  .validator(validInput(templateIdInput))
  .handler(async ({ context, data }) => templatePreview(await getDb(), context.auth, data.templateId))

/** Opens (or makes, from the current version) the template of a course item's lesson. */
export const openLessonTemplate = createServerFn({ method: 'POST' })
  .middleware([staff])
  .validator(validInput(openTemplateInput))
  .handler(async ({ context, data }) => openTemplateForItem(await getDb(), context.auth, data.itemId))

export const saveTemplateDraft = createServerFn({ method: 'POST' })
  .middleware([staff])
  .validator(validInput(saveDraftInput))
  .handler(async ({ context, data }) => saveDraft(await getDb(), context.auth, data))

export const publishLessonTemplate = createServerFn({ method: 'POST' })
  .middleware([staff])
  .validator(validInput(publishInput))
  .handler(async ({ context, data }) => publishTemplate(await getDb(), context.auth, data))
