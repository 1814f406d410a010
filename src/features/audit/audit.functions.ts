import { createServerFn } from '@tanstack/react-start'
import { setResponseHeader } from '@tanstack/react-start/server'
import { ADMINS } from '@/access/visitor'
import { validInput } from '@/lib/valid-input'
import { getDb } from '@/server/db/client'
import { requireVisitor } from '@/server/middleware/auth'
import { auditFiltersSchema } from './audit.schemas'
import { auditCsv, listAuditEvents } from './audit-log.server'

/** The school's record of who saw children's data (decision 169): admins and staff, their school. */
export const fetchAuditRecord = createServerFn({ method: 'GET' })
  .middleware([requireVisitor(...ADMINS)])
  .validator(validInput(auditFiltersSchema))
  .handler(async ({ context, data }) => {
    setResponseHeader('Cache-Control', 'no-store')
    return listAuditEvents(await getDb(), context.auth, data)
  })

/** The filtered record as CSV text; the page saves it as a file. Downloading it is recorded too. */
export const fetchAuditCsv = createServerFn({ method: 'GET' })
  .middleware([requireVisitor(...ADMINS)])
  .validator(validInput(auditFiltersSchema))
  .handler(async ({ context, data }) => {
    setResponseHeader('Cache-Control', 'no-store')
    return auditCsv(await getDb(), context.auth, data)
  })
