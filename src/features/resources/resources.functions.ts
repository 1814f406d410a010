import { createServerFn } from '@tanstack/react-start'
import { ADULTS } from '@/access/visitor'
import { HttpError } from '@/lib/http-error'
import { validInput } from '@/lib/valid-input'
import { m } from '@/paraglide/messages'
import { getDb } from '@/server/db/client'
import { readUpload } from '@/server/files/files.server'
import { publicAccess, requireVisitor, withVisitor } from '@/server/middleware/auth'
import { addResource } from './add-resource.server'
import { listDashboardResources } from './dashboard-resources.server'
import { deleteResource } from './delete-resource.server'
import { findPublicCourse, listPublicResources } from './public-resources.server'
import { listResourcesSchema, resourceFormSchema, resourceIdSchema } from './resources.schemas'

const adults = requireVisitor(...ADULTS)

export const fetchDashboardResources = createServerFn({ method: 'GET' })
  .middleware([adults])
  .handler(async ({ context }) => listDashboardResources(await getDb(), context.auth))

/** FormData: title, kind, cardId, scope, source, url and (for source=file) file. */
export const createResource = createServerFn({ method: 'POST' })
  .middleware([adults])
  .validator(validInput(resourceFormSchema))
  .handler(async ({ context, data: { file, ...fields } }) => {
    const upload = fields.source === 'file' ? await readUpload(file, 'file') : null
    return addResource(await getDb(), context.auth, fields, upload)
  })

export const removeResource = createServerFn({ method: 'POST' })
  .middleware([adults])
  .validator(validInput(resourceIdSchema))
  .handler(async ({ context, data }) => deleteResource(await getDb(), context.auth, data.resourceId))

/** The open student pages: anyone on the school's host, signed in or not (SPEC §2.5). */
export const fetchPublicResources = createServerFn({ method: 'GET' })
  .middleware([
    publicAccess('the student resource pages are open to anyone with the link (SPEC §2.5)'),
    withVisitor,
  ])
  .validator(validInput(listResourcesSchema))
  .handler(async ({ context, data }) => {
    const db = await getDb()
    const schoolId = context.school?.id ?? null
    const course = data.cardId ? await findPublicCourse(db, schoolId, data.cardId) : null
    if (data.cardId && !course) throw new HttpError(404, m.resources_error_course_not_found())
    return { course, ...(await listPublicResources(db, schoolId, data)) }
  })
