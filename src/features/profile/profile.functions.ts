import { createServerFn } from '@tanstack/react-start'
import { ADULTS } from '@/access/visitor'
import { schoolOrigin } from '@/lib/hosts'
import { validInput } from '@/lib/valid-input'
import { getDb } from '@/server/db/client'
import { requireVisitor } from '@/server/middleware/auth'
import { appConfig } from '~/app.config'
import { changeEmailSchema, changePasswordSchema, profileNameSchema } from './profile.schemas'
import {
  cancelMyEmailChange,
  changeMyEmail,
  changeMyPassword,
  getMyProfile,
  updateMyName,
} from './profile.server'

const adults = requireVisitor(...ADULTS)

export const fetchMyProfile = createServerFn({ method: 'GET' })
  .middleware([adults])
  .handler(async ({ context }) => getMyProfile(await getDb(), context.auth))

export const saveMyName = createServerFn({ method: 'POST' })
  .middleware([adults])
  .validator(validInput(profileNameSchema))
  .handler(async ({ context, data }) => updateMyName(await getDb(), context.auth, data))

export const saveMyEmail = createServerFn({ method: 'POST' })
  .middleware([adults])
  .validator(validInput(changeEmailSchema))
  .handler(async ({ context, data }) =>
    changeMyEmail(await getDb(), context.auth, data, {
      origin: schoolOrigin(context.auth.schoolSubdomain, appConfig()),
    }),
  )

/** Drops a change of address still waiting for its link (decision 165). */
export const cancelMyEmailChangeFn = createServerFn({ method: 'POST' })
  .middleware([adults])
  .handler(async ({ context }) => cancelMyEmailChange(await getDb(), context.auth))

export const saveMyPassword = createServerFn({ method: 'POST' })
  .middleware([adults])
  .validator(validInput(changePasswordSchema))
  .handler(async ({ context, data }) =>
    changeMyPassword(await getDb(), context.auth, data, { keepFamilyId: context.auth.familyId }),
  )
