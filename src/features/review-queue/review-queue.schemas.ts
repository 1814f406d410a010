import { z } from 'zod'
import { m } from '@/paraglide/messages'

const uuid = z.uuid()

/** The verdicts of a review, as lesson reviews store them (the student reads them in the lesson). */
const QUEUE_VERDICTS = ['keep_working', 'well_done'] as const
export type QueueVerdict = (typeof QUEUE_VERDICTS)[number]

export const reviewQueueSchema = z.object({ classId: uuid, itemId: uuid })
export const queueWorkSchema = z.object({ classId: uuid, itemId: uuid, studentId: uuid })
export const queueExportSchema = z.object({ classId: uuid, cardId: uuid })

/** Rubric ticks as the teacher confirmed them: criterion key → met. */
const rubricTicks = z
  .record(
    z
      .string()
      .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/)
      .max(60),
    z.boolean(),
  )
  .refine((ticks) => Object.keys(ticks).length <= 9, 'A rubric has at most 9 criteria.')

export const queueVerdictSchema = z.object({
  classId: uuid,
  itemId: uuid,
  studentId: uuid,
  verdict: z.enum(QUEUE_VERDICTS),
  rubric: rubricTicks.default({}),
})
export type QueueVerdictInput = z.infer<typeof queueVerdictSchema>

export const queueCommentSchema = z
  .object({
    classId: uuid,
    itemId: uuid,
    studentId: uuid,
    revisionId: uuid,
    line: z.number().int().min(1).max(10_000).nullable().default(null),
    /** A block of a blocks program (Blockly's block id). */
    blockId: z
      .string()
      .regex(/^[\w!#$%()*+,./:;=?@[\]^`{|}~-]{1,40}$/)
      .nullable()
      .default(null),
    body: z
      .string()
      .trim()
      .min(1, { error: () => m.review_queue_error_comment_empty() })
      .max(2000, { error: () => m.review_queue_error_comment_long() }),
  })
  .refine((input) => input.line !== null || input.blockId !== null, {
    error: () => m.review_queue_error_choose_row(),
  })
export type QueueCommentInput = z.infer<typeof queueCommentSchema>
