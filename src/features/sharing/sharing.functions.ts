import { createServerFn } from '@tanstack/react-start'
import { ADULTS } from '@/access/visitor'
import { validInput } from '@/lib/valid-input'
import { getDb } from '@/server/db/client'
import { publicAccess, requireVisitor } from '@/server/middleware/auth'
import { shareIdSchema, shareItemSchema } from './sharing.schemas'
import { createShare, openShare, revokeShare } from './sharing.server'

export const createLessonShare = createServerFn({ method: 'POST' })
  .middleware([requireVisitor(...ADULTS)])
  .validator(validInput(shareItemSchema))
  .handler(async ({ context, data }) => createShare(await getDb(), context.auth, data))

export const revokeLessonShare = createServerFn({ method: 'POST' })
  .middleware([requireVisitor(...ADULTS)])
  .validator(validInput(shareIdSchema))
  .handler(async ({ context, data }) => revokeShare(await getDb(), context.auth, data))

/** Anyone with the link. */
export const fetchSharedLesson = createServerFn({ method: 'GET' })
  .middleware([publicAccess('a share link plays for anyone until the teacher revokes it')])
  .validator(validInput(shareIdSchema))
  .handler(async ({ data }) => openShare(await getDb(), data.shareId))
