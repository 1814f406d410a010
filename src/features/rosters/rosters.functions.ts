import { createServerFn } from '@tanstack/react-start'
import { ADMINS, ADULTS } from '@/access/visitor'
import { startClassroomConsent } from '@/features/sign-in-providers/classroom-consent.server'
import { count, oneDecimal } from '@/lib/format'
import { validInput } from '@/lib/valid-input'
import { m } from '@/paraglide/messages'
import { getDb } from '@/server/db/client'
import { HttpError } from '@/server/errors'
import { wakeJobWorker } from '@/server/jobs/process-worker'
import { requireVisitor } from '@/server/middleware/auth'
import { classroomAvailable, classroomOverview, importClassroomCourses } from './classroom-import.server'
import { uploadOneRoster } from './oneroster-upload.server'
import { getOneRosterConnection, saveOneRosterConnection, syncOneRosterNow } from './roster-sources.server'
import { applyRosterSync, cancelRosterSync, getRosterSync, listRosterSyncs } from './roster-syncs.server'
import {
  applyRosterSyncSchema,
  classroomImportSchema,
  MAX_ROSTER_BYTES,
  MAX_ROSTER_MB,
  oneRosterConnectionSchema,
  rosterSyncIdSchema,
  rosterUploadSchema,
} from './rosters.schemas'

/** Roster sync is the school's: its admins (and staff at the school) run and read it. */
const admins = requireVisitor(...ADMINS)

export const uploadRosterFn = createServerFn({ method: 'POST' })
  .middleware([admins])
  .validator(validInput(rosterUploadSchema))
  .handler(async ({ context, data }) => {
    if (data.file.size > MAX_ROSTER_BYTES) {
      const message = m.roster_error_zip_big({
        size: oneDecimal(data.file.size / 1024 / 1024),
        max: count(MAX_ROSTER_MB),
      })
      throw new HttpError(413, message, [{ field: 'file', message }])
    }
    const bytes = new Uint8Array(await data.file.arrayBuffer())
    return uploadOneRoster(await getDb(), context.auth, { fileName: data.file.name, bytes })
  })

export const fetchRosterSyncs = createServerFn({ method: 'GET' })
  .middleware([admins])
  .handler(async ({ context }) => listRosterSyncs(await getDb(), context.auth))

/** Teachers read, apply and drop the syncs they started (a Classroom import); admins every one. */
const adults = requireVisitor(...ADULTS)

export const fetchRosterSync = createServerFn({ method: 'GET' })
  .middleware([adults])
  .validator(validInput(rosterSyncIdSchema))
  .handler(async ({ context, data }) => getRosterSync(await getDb(), context.auth, data.syncId))

export const applyRosterSyncFn = createServerFn({ method: 'POST' })
  .middleware([adults])
  .validator(validInput(applyRosterSyncSchema))
  .handler(async ({ context, data }) => {
    const result = await applyRosterSync(await getDb(), context.auth, data)
    wakeJobWorker()
    return result
  })

export const cancelRosterSyncFn = createServerFn({ method: 'POST' })
  .middleware([adults])
  .validator(validInput(rosterSyncIdSchema))
  .handler(async ({ context, data }) => cancelRosterSync(await getDb(), context.auth, data.syncId))

export const fetchOneRosterConnection = createServerFn({ method: 'GET' })
  .middleware([admins])
  .handler(async ({ context }) => getOneRosterConnection(await getDb(), context.auth))

export const saveOneRosterConnectionFn = createServerFn({ method: 'POST' })
  .middleware([admins])
  .validator(validInput(oneRosterConnectionSchema))
  .handler(async ({ context, data }) => saveOneRosterConnection(await getDb(), context.auth, data))

export const syncOneRosterNowFn = createServerFn({ method: 'POST' })
  .middleware([admins])
  .handler(async ({ context }) => {
    const result = await syncOneRosterNow(await getDb(), context.auth)
    wakeJobWorker()
    return result
  })

/** "Connect Google Classroom": Google's consent address for the signed-in teacher (decision 188). */
export const startClassroomConsentFn = createServerFn({ method: 'POST' })
  .middleware([adults])
  .handler(async ({ context }) => startClassroomConsent(await getDb(), context.auth))

export const fetchClassroomOverview = createServerFn({ method: 'GET' })
  .middleware([adults])
  .handler(async ({ context }) => classroomOverview(await getDb(), context.auth))

export const importClassroomCoursesFn = createServerFn({ method: 'POST' })
  .middleware([adults])
  .validator(validInput(classroomImportSchema))
  .handler(async ({ context, data }) => importClassroomCourses(await getDb(), context.auth, data))

export const fetchClassroomAvailable = createServerFn({ method: 'GET' })
  .middleware([adults])
  .handler(async () => classroomAvailable())
