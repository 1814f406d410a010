import { and, asc, eq, inArray, isNull } from 'drizzle-orm'
import type { Actor } from '@/server/auth/actor'
import type { Db } from '@/server/db/client'
import { lessonProgress, lessonReviews, reviewComments } from '@/server/db/schema'
import type { ReviewVerdict } from './progress-dashboards.schemas'

export interface MyLessonReview {
  verdict: ReviewVerdict
  /** The student pressed "I fixed it" after this verdict: it is back in the teacher's queue. */
  fixed: boolean
  comments: { line: number | null; blockId: string | null; body: string }[]
}

/** For the student's own lesson player: the teacher's verdict and comments, or null. */
export async function getMyLessonReview(
  db: Db,
  viewer: Pick<Actor, 'profileId' | 'schoolId'>,
  itemId: string,
): Promise<MyLessonReview | null> {
  const [row] = await db
    .select({
      progressId: lessonProgress.id,
      verdict: lessonReviews.verdict,
      fixedAt: lessonReviews.fixedAt,
    })
    .from(lessonProgress)
    .innerJoin(lessonReviews, eq(lessonReviews.progressId, lessonProgress.id))
    .where(
      and(
        eq(lessonProgress.profileId, viewer.profileId),
        eq(lessonProgress.schoolId, viewer.schoolId),
        eq(lessonProgress.cardSectionItemId, itemId),
      ),
    )
  if (!row) return null
  const comments = await db
    .select({ line: reviewComments.line, blockId: reviewComments.blockId, body: reviewComments.body })
    .from(reviewComments)
    .where(inArray(reviewComments.progressId, [row.progressId]))
    .orderBy(asc(reviewComments.line), asc(reviewComments.createdAt))
  return { verdict: row.verdict, fixed: row.fixedAt !== null, comments }
}

/**
 * "I fixed it": the student's own reviewed lesson goes back in the teacher's queue (decision 193).
 * Only the student's own progress row in their own school; anything else changes nothing.
 */
export async function markMyLessonFixed(
  db: Db,
  viewer: Pick<Actor, 'profileId' | 'schoolId'>,
  itemId: string,
): Promise<{ ok: true }> {
  await db
    .update(lessonReviews)
    .set({ fixedAt: new Date() })
    .where(
      and(
        isNull(lessonReviews.fixedAt),
        inArray(
          lessonReviews.progressId,
          db
            .select({ id: lessonProgress.id })
            .from(lessonProgress)
            .where(
              and(
                eq(lessonProgress.profileId, viewer.profileId),
                eq(lessonProgress.schoolId, viewer.schoolId),
                eq(lessonProgress.cardSectionItemId, itemId),
              ),
            ),
        ),
      ),
    )
  return { ok: true }
}
