import { createServerFn } from '@tanstack/react-start'
import { HttpError } from '@/lib/http-error'
import { validInput } from '@/lib/valid-input'
import { getDb } from '@/server/db/client'
import { readUpload } from '@/server/files/files.server'
import { requireVisitor, withVisitor } from '@/server/middleware/auth'
import { listResourcesSchema, resourceFieldsSchema, resourceIdSchema } from './resources.schemas'
import {
  addResource,
  deleteResource,
  findPublicCourse,
  listDashboardResources,
  listPublicResources,
} from './resources.server'

const adults = requireVisitor('teacher', 'admin', 'staff')

export const fetchDashboardResources = createServerFn({ method: 'GET' })
  .middleware([adults])
  .handler(async ({ context }) => listDashboardResources(await getDb(), context.auth))

/** FormData: title, kind, cardId, scope, source, url and (for source=file) file. */
export const createResource = createServerFn({ method: 'POST' })
  .middleware([adults])
  .validator((data: FormData) => {
    if (!(data instanceof FormData)) throw new HttpError(400, 'Send the resource as form data.')
    const text = (name: string) => {
      const value = data.get(name)
      return typeof value === 'string' ? value : ''
    }
    const fields = validInput(resourceFieldsSchema)({
      title: text('title'),
      kind: text('kind') as never,
      cardId: text('cardId'),
      scope: (text('scope') || 'school') as never,
      source: text('source') as never,
      url: text('url'),
    })
    return { fields, file: fields.source === 'file' ? data.get('file') : null }
  })
  .handler(async ({ context, data }) => {
    const upload = data.fields.source === 'file' ? await readUpload(data.file, 'file') : null
    return addResource(await getDb(), context.auth, data.fields, upload)
  })

export const removeResource = createServerFn({ method: 'POST' })
  .middleware([adults])
  .validator(validInput(resourceIdSchema))
  .handler(async ({ context, data }) => deleteResource(await getDb(), context.auth, data.resourceId))

/** The open student pages: anyone on the school's host, signed in or not (SPEC §2.5). */
export const fetchPublicResources = createServerFn({ method: 'GET' })
  .middleware([withVisitor])
  .validator(validInput(listResourcesSchema))
  .handler(async ({ context, data }) => {
    const db = await getDb()
    const schoolId = context.school?.id ?? null
    const course = data.cardId ? await findPublicCourse(db, schoolId, data.cardId) : null
    if (data.cardId && !course) throw new HttpError(404, 'This course was not found.')
    return { course, ...(await listPublicResources(db, schoolId, data)) }
  })
