import { and, asc, eq, inArray } from 'drizzle-orm'
import type { Actor } from '@/server/auth/actor'
import type { Db } from '@/server/db/client'
import { lessonProgress, lessonReviews, reviewComments } from '@/server/db/schema'
import type { ReviewVerdict } from './progress-dashboards.schemas'

export interface MyLessonReview {
  verdict: ReviewVerdict
  comments: { line: number | null; body: string }[]
}

/** For the student's own lesson player: the teacher's verdict and comments, or null. */
export async function getMyLessonReview(
  db: Db,
  viewer: Pick<Actor, 'profileId' | 'schoolId'>,
  itemId: string,
): Promise<MyLessonReview | null> {
  const [row] = await db
    .select({ progressId: lessonProgress.id, verdict: lessonReviews.verdict })
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
    .select({ line: reviewComments.line, body: reviewComments.body })
    .from(reviewComments)
    .where(inArray(reviewComments.progressId, [row.progressId]))
    .orderBy(asc(reviewComments.line), asc(reviewComments.createdAt))
  return { verdict: row.verdict, comments }
}
