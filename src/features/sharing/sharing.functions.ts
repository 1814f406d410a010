import { createServerFn } from '@tanstack/react-start'
import * as z from 'zod/mini'
import { getDb } from '@/server/db/client'
import { requireVisitor } from '@/server/middleware/auth'
import { createShare, openShare, revokeShare } from './sharing.server'

export const createLessonShare = createServerFn({ method: 'POST' })
  .middleware([requireVisitor('teacher', 'admin', 'staff')])
  .validator(z.object({ itemId: z.uuid() }))
  .handler(async ({ context, data }) => createShare(await getDb(), context.auth, data))

export const revokeLessonShare = createServerFn({ method: 'POST' })
  .middleware([requireVisitor('teacher', 'admin', 'staff')])
  .validator(z.object({ shareId: z.uuid() }))
  .handler(async ({ context, data }) => revokeShare(await getDb(), context.auth, data))

/** Anyone with the link. */
export const fetchSharedLesson = createServerFn({ method: 'GET' })
  .validator(z.object({ shareId: z.uuid() }))
  .handler(async ({ data }) => openShare(await getDb(), data.shareId))
