import { createServerFn } from '@tanstack/react-start'
import { setResponseHeader } from '@tanstack/react-start/server'
import { z } from 'zod'
import { ADMINS } from '@/access/visitor'
import { validInput } from '@/lib/valid-input'
import { getDb } from '@/server/db/client'
import { wakeJobWorker } from '@/server/jobs/process-worker'
import { requireVisitor } from '@/server/middleware/auth'
import { listDataExports, requestDataExport } from './data-export.server'
import { exportSchoolCsv } from './exports.server'

/** The school's data as CSV text; the settings page saves it as a file. Admin only. */
export const fetchSchoolExport = createServerFn({ method: 'GET' })
  .middleware([requireVisitor(...ADMINS)])
  .validator(validInput(z.object({ kind: z.enum(['students', 'classes', 'progress']) })))
  .handler(async ({ context, data }) => {
    setResponseHeader('Cache-Control', 'no-store')
    return exportSchoolCsv(await getDb(), context.auth, data.kind)
  })

const exportScope = z.object({ studentId: z.uuid().optional() })

/** Queues a ZIP of everything about the school, or of one student (`studentId`). Admin only. */
export const requestDataExportFn = createServerFn({ method: 'POST' })
  .middleware([requireVisitor(...ADMINS)])
  .validator(validInput(exportScope))
  .handler(async ({ context, data }) => {
    const result = await requestDataExport(await getDb(), context.auth, data)
    wakeJobWorker()
    return result
  })

/** The latest exports of the school or of one student, to show their state and download link. */
export const fetchDataExports = createServerFn({ method: 'GET' })
  .middleware([requireVisitor(...ADMINS)])
  .validator(validInput(exportScope))
  .handler(async ({ context, data }) => {
    setResponseHeader('Cache-Control', 'no-store')
    return listDataExports(await getDb(), context.auth, data)
  })
