import { z } from 'zod'
import { m } from '@/paraglide/messages'

const uuid = z.uuid()

/** The grid, or with the cursor of the grid the browser holds, what changed since (decision 131). */
export const dashboardGridSchema = z.object({
  dashboardId: uuid,
  since: z.object({ at: z.iso.datetime().nullable(), shape: z.string().max(64) }).optional(),
})
export const openDashboardSchema = z.object({ classId: uuid, cardId: uuid })
export const studentCourseSchema = z.object({ studentId: uuid, cardId: uuid })
export const lessonReviewSchema = z.object({ studentId: uuid, lessonId: uuid })
export const myLessonReviewSchema = z.object({ itemId: uuid })
export const myNotesSchema = z.object({ cardId: uuid })

export const REVIEW_VERDICTS = ['keep_working', 'well_done'] as const
export type ReviewVerdict = (typeof REVIEW_VERDICTS)[number]
export const reviewCommentSchema = z.object({
  studentId: uuid,
  lessonId: uuid,
  revisionId: uuid,
  line: z.number().int().min(1).max(10_000),
  body: z
    .string()
    .trim()
    .min(1, { error: () => m.progress_error_comment_empty() })
    .max(2000, { error: () => m.progress_error_comment_long() }),
})
export type ReviewCommentInput = z.infer<typeof reviewCommentSchema>

export const lessonVerdictSchema = z.object({
  studentId: uuid,
  lessonId: uuid,
  verdict: z.enum(REVIEW_VERDICTS),
})
export type LessonVerdictInput = z.infer<typeof lessonVerdictSchema>
