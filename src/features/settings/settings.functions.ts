import { createServerFn } from '@tanstack/react-start'
import { ADMINS } from '@/access/visitor'
import { validInput } from '@/lib/valid-input'
import { getDb } from '@/server/db/client'
import { readUpload } from '@/server/files/files.server'
import { requireVisitor } from '@/server/middleware/auth'
import { cancelSchoolDeletion, requestSchoolDeletion } from './school-deletion.server'
import { deleteStudentDataSchema, schoolLogoFormSchema, schoolSettingsSchema } from './settings.schemas'
import {
  deleteAllStudentData,
  getSchoolSettings,
  removeSchoolLogo,
  setSchoolLogo,
  updateSchoolSettings,
} from './settings.server'

const admins = requireVisitor(...ADMINS)

export const fetchSchoolSettings = createServerFn({ method: 'GET' })
  .middleware([admins])
  .handler(async ({ context }) => getSchoolSettings(await getDb(), context.auth))

export const saveSchoolSettings = createServerFn({ method: 'POST' })
  .middleware([admins])
  .validator(validInput(schoolSettingsSchema))
  .handler(async ({ context, data }) => updateSchoolSettings(await getDb(), context.auth, data))

/** FormData with a `logo` file. */
export const uploadSchoolLogo = createServerFn({ method: 'POST' })
  .middleware([admins])
  .validator(validInput(schoolLogoFormSchema))
  .handler(async ({ context, data }) =>
    setSchoolLogo(await getDb(), context.auth, await readUpload(data.logo, 'logo')),
  )

export const deleteSchoolLogo = createServerFn({ method: 'POST' })
  .middleware([admins])
  .handler(async ({ context }) => removeSchoolLogo(await getDb(), context.auth))

export const deleteStudentData = createServerFn({ method: 'POST' })
  .middleware([admins])
  .validator(validInput(deleteStudentDataSchema))
  .handler(async ({ context, data }) => deleteAllStudentData(await getDb(), context.auth, data))

/** Asks for the school's deletion in 30 days (typed school name as confirmation). */
export const requestSchoolDeletionFn = createServerFn({ method: 'POST' })
  .middleware([admins])
  .validator(validInput(deleteStudentDataSchema))
  .handler(async ({ context, data }) => requestSchoolDeletion(await getDb(), context.auth, data))

export const cancelSchoolDeletionFn = createServerFn({ method: 'POST' })
  .middleware([admins])
  .handler(async ({ context }) => cancelSchoolDeletion(await getDb(), context.auth))
