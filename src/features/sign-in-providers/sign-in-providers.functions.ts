import { createServerFn } from '@tanstack/react-start'
import { ADMINS } from '@/access/visitor'
import { validInput } from '@/lib/valid-input'
import { getDb } from '@/server/db/client'
import { publicAccess, requireVisitor, withVisitor } from '@/server/middleware/auth'
import { providersOfSchool } from './oidc.server'
import { providerSettingsSchema } from './sign-in-providers.schemas'
import { getProviderSettings, saveProviderSettings } from './sign-in-providers.server'

const admins = requireVisitor(...ADMINS)

/** The sign-in buttons of this school's /login and /join: which providers are on. */
export const fetchSchoolSignInProviders = createServerFn({ method: 'GET' })
  .middleware([publicAccess('the sign-in page of a school shows its buttons to everyone'), withVisitor])
  .handler(async ({ context }) => (context.school ? providersOfSchool(await getDb(), context.school.id) : []))

export const fetchProviderSettings = createServerFn({ method: 'GET' })
  .middleware([admins])
  .handler(async ({ context }) => getProviderSettings(await getDb(), context.auth))

export const saveProviderSettingsFn = createServerFn({ method: 'POST' })
  .middleware([admins])
  .validator(validInput(providerSettingsSchema))
  .handler(async ({ context, data }) => saveProviderSettings(await getDb(), context.auth, data))
