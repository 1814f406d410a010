import { createServerFn } from '@tanstack/react-start'
import { ADMINS } from '@/access/visitor'
import { validInput } from '@/lib/valid-input'
import { getDb } from '@/server/db/client'
import { readUpload } from '@/server/files/files.server'
import { requireVisitor } from '@/server/middleware/auth'
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
