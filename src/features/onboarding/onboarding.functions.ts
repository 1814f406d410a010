import { createServerFn } from '@tanstack/react-start'
import { ADMINS, ADULTS, STAFF } from '@/access/visitor'
import { validInput } from '@/lib/valid-input'
import { getDb } from '@/server/db/client'
import { requireVisitor } from '@/server/middleware/auth'
import { getOverview } from './overview.server'
import { getSchoolWelcomePack } from './school-welcome-pack.server'
import { setupCardsSchema, setupClassSchema } from './setup.schemas'
import { createSetupClass, getSetupCards, getSetupState } from './setup.server'
import { welcomePackSchema } from './welcome-pack.schemas'
import { getWelcomePack, saveWelcomePack } from './welcome-pack.server'

const adults = requireVisitor(...ADULTS)

export const fetchOverview = createServerFn({ method: 'GET' })
  .middleware([adults])
  .handler(async ({ context }) => getOverview(await getDb(), context.auth))

export const fetchSetupState = createServerFn({ method: 'GET' })
  .middleware([adults])
  .handler(async ({ context }) => getSetupState(await getDb(), context.auth))

export const createFirstClass = createServerFn({ method: 'POST' })
  .middleware([adults])
  .validator(validInput(setupClassSchema))
  .handler(async ({ context, data }) => createSetupClass(await getDb(), context.auth, data))

export const fetchSetupCards = createServerFn({ method: 'GET' })
  .middleware([adults])
  .validator(validInput(setupCardsSchema))
  .handler(async ({ context, data }) => getSetupCards(await getDb(), context.auth, data.classId))

/** The welcome pack as a school's admin reads and prints it, in the setup wizard and the overview. */
export const fetchSchoolWelcomePack = createServerFn({ method: 'GET' })
  .middleware([requireVisitor(...ADMINS)])
  .handler(async ({ context }) => getSchoolWelcomePack(await getDb(), context.auth))

/** The welcome pack's editor is reached only through the staff catch-all (SPEC §2.5). */
const staff = requireVisitor(...STAFF)

export const fetchWelcomePack = createServerFn({ method: 'GET' })
  .middleware([staff])
  .handler(async ({ context }) => getWelcomePack(await getDb(), context.auth))

export const updateWelcomePack = createServerFn({ method: 'POST' })
  .middleware([staff])
  .validator(validInput(welcomePackSchema))
  .handler(async ({ context, data }) => saveWelcomePack(await getDb(), context.auth, data))
