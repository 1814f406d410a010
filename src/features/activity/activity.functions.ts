import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { SIGNED_IN } from '@/access/visitor'
import { validInput } from '@/lib/valid-input'
import { getDb } from '@/server/db/client'
import { requireVisitor } from '@/server/middleware/auth'
import { listActivity, listMyLessonActivity, summarizeLessons } from './activity.server'

/** SPEC §2.5: students reach /dashboard/activity and profile/activity too (their own). */
const signedIn = requireVisitor(...SIGNED_IN)

export const fetchActivity = createServerFn({ method: 'GET' })
  .middleware([signedIn])
  .validator(validInput(z.object({ before: z.uuid().optional() })))
  .handler(async ({ context, data }) => listActivity(await getDb(), context.auth, data))

export const fetchMyLessonActivity = createServerFn({ method: 'GET' })
  .middleware([signedIn])
  .handler(async ({ context }) => {
    const lessons = await listMyLessonActivity(await getDb(), context.auth)
    return { lessons, totals: summarizeLessons(lessons) }
  })
