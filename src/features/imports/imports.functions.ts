import { createServerFn } from '@tanstack/react-start'
import { setResponseHeader } from '@tanstack/react-start/server'
import { ADULTS } from '@/access/visitor'
import { oneDecimal } from '@/lib/format'
import { validInput } from '@/lib/valid-input'
import { m } from '@/paraglide/messages'
import { getDb } from '@/server/db/client'
import { HttpError } from '@/server/errors'
import { wakeJobWorker } from '@/server/jobs/process-worker'
import { requireVisitor } from '@/server/middleware/auth'
import { confirmImport } from './confirm-import.server'
import { createImportPreview } from './create-import-preview.server'
import { decideImportClass, fixImportRow, setImportRowsAction } from './edit-import.server'
import { MAX_IMPORT_BYTES, MAX_IMPORT_MB } from './import-limits'
import { getImportPage } from './import-page.server'
import { listImports } from './import-records.server'
import { getImportResultCsv } from './import-result.server'
import {
  importClassSchema,
  importIdSchema,
  importPageInput,
  importRowFixSchema,
  importRowsActionSchema,
  importUploadSchema,
} from './imports.schemas'

/** Student import: teachers (into their classes), admins and staff (PRODUCT.md §1: import included). */
const adults = requireVisitor(...ADULTS)

/** A file over the limit is a 413 (too large), not a 400: the request was fine, the file is not. */
function assertImportSize(file: File): void {
  if (file.size > MAX_IMPORT_BYTES) {
    const message = m.imports_file_too_large({
      size: oneDecimal(file.size / 1024 / 1024),
      max: MAX_IMPORT_MB,
    })
    throw new HttpError(413, message, [{ field: 'file', message }])
  }
}

export const uploadImportFn = createServerFn({ method: 'POST' })
  .middleware([adults])
  .validator(validInput(importUploadSchema))
  .handler(async ({ context, data }) => {
    assertImportSize(data.file)
    const bytes = new Uint8Array(await data.file.arrayBuffer())
    return createImportPreview(await getDb(), context.auth, { fileName: data.file.name, bytes })
  })

export const fetchImports = createServerFn({ method: 'GET' })
  .middleware([adults])
  .handler(async ({ context }) => listImports(await getDb(), context.auth))

export const fetchImportPage = createServerFn({ method: 'GET' })
  .middleware([adults])
  .validator(validInput(importPageInput))
  .handler(async ({ context, data }) => getImportPage(await getDb(), context.auth, data))

export const fixImportRowFn = createServerFn({ method: 'POST' })
  .middleware([adults])
  .validator(validInput(importRowFixSchema))
  .handler(async ({ context, data }) => {
    await fixImportRow(await getDb(), context.auth, data)
    return { ok: true }
  })

export const setImportRowsActionFn = createServerFn({ method: 'POST' })
  .middleware([adults])
  .validator(validInput(importRowsActionSchema))
  .handler(async ({ context, data }) => setImportRowsAction(await getDb(), context.auth, data))

export const decideImportClassFn = createServerFn({ method: 'POST' })
  .middleware([adults])
  .validator(validInput(importClassSchema))
  .handler(async ({ context, data }) => {
    await decideImportClass(await getDb(), context.auth, data)
    return { ok: true }
  })

export const confirmImportFn = createServerFn({ method: 'POST' })
  .middleware([adults])
  .validator(validInput(importIdSchema))
  .handler(async ({ context, data }) => {
    const result = await confirmImport(await getDb(), context.auth, data.importId)
    wakeJobWorker()
    return result
  })

/** New usernames and passwords: never cached anywhere. */
export const downloadImportResultFn = createServerFn({ method: 'POST' })
  .middleware([adults])
  .validator(validInput(importIdSchema))
  .handler(async ({ context, data }) => {
    setResponseHeader('Cache-Control', 'no-store')
    return getImportResultCsv(await getDb(), context.auth, data.importId)
  })
