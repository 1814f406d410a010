import { createServerFn } from '@tanstack/react-start'
import { setResponseHeader } from '@tanstack/react-start/server'
import { z } from 'zod'
import { ADMINS } from '@/access/visitor'
import { validInput } from '@/lib/valid-input'
import { getDb } from '@/server/db/client'
import { requireVisitor } from '@/server/middleware/auth'
import { exportSchoolCsv } from './exports.server'

/** The school's data as CSV text; the settings page saves it as a file. Admin only. */
export const fetchSchoolExport = createServerFn({ method: 'GET' })
  .middleware([requireVisitor(...ADMINS)])
  .validator(validInput(z.object({ kind: z.enum(['students', 'classes', 'progress']) })))
  .handler(async ({ context, data }) => {
    setResponseHeader('Cache-Control', 'no-store')
    return exportSchoolCsv(await getDb(), context.auth, data.kind)
  })
