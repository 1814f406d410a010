import { createServerFn } from '@tanstack/react-start'
import { ADULTS } from '@/access/visitor'
import { validInput } from '@/lib/valid-input'
import { getDb } from '@/server/db/client'
import { requireVisitor } from '@/server/middleware/auth'
import { getReviewQueue } from './class-queue.server'
import { classResultsCsv } from './class-results.server'
import { addQueueComment, setQueueVerdict } from './queue-review.server'
import { getQueueWork } from './queue-work.server'
import {
  queueCommentSchema,
  queueExportSchema,
  queueVerdictSchema,
  queueWorkSchema,
  reviewQueueSchema,
} from './review-queue.schemas'

/** Teachers (their classes), admins and staff (the school's): the same people as lesson review. */
const adults = requireVisitor(...ADULTS)

export const fetchReviewQueue = createServerFn({ method: 'GET' })
  .middleware([adults])
  .validator(validInput(reviewQueueSchema))
  .handler(async ({ context, data }) => getReviewQueue(await getDb(), context.auth, data))

export const fetchQueueWork = createServerFn({ method: 'GET' })
  .middleware([adults])
  .validator(validInput(queueWorkSchema))
  .handler(async ({ context, data }) => getQueueWork(await getDb(), context.auth, data))

export const setQueueVerdictFn = createServerFn({ method: 'POST' })
  .middleware([adults])
  .validator(validInput(queueVerdictSchema))
  .handler(async ({ context, data }) => setQueueVerdict(await getDb(), context.auth, data))

export const addQueueCommentFn = createServerFn({ method: 'POST' })
  .middleware([adults])
  .validator(validInput(queueCommentSchema))
  .handler(async ({ context, data }) => addQueueComment(await getDb(), context.auth, data))

/** The class's review and rubric results for a course, as CSV (a gradebook's columns per lesson). */
export const fetchClassResultsCsv = createServerFn({ method: 'GET' })
  .middleware([adults])
  .validator(validInput(queueExportSchema))
  .handler(async ({ context, data }) => classResultsCsv(await getDb(), context.auth, data))
