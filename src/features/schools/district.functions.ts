import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { DISTRICT_TOOLS } from '@/access/allowed-visitors'
import { validInput } from '@/lib/valid-input'
import { getDb } from '@/server/db/client'
import { requireVisitor } from '@/server/middleware/auth'
import { getDistrictOverview, profileForChildSchool } from './district.server'

/** A district's admins and console staff; lesson editors do not reach district tools (decision 082). */
const admins = requireVisitor(...DISTRICT_TOOLS)

export const fetchDistrict = createServerFn({ method: 'GET' })
  .middleware([admins])
  .handler(async ({ context }) => getDistrictOverview(await getDb(), context.auth))

/**
 * The first half of switching into a child school: the district admin's profile there (made on
 * demand). The page then asks auth/generate-transfer-token for it and goes to that school's
 * /login-finalize (SPEC §4).
 */
export const prepareChildSchool = createServerFn({ method: 'POST' })
  .middleware([admins])
  .validator(validInput(z.object({ schoolId: z.uuid() })))
  .handler(async ({ context, data }) => profileForChildSchool(await getDb(), context.auth, data.schoolId))
