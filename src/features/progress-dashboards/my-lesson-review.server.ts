import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { Actor } from '@/server/auth/actor'
import type { Db } from '@/server/db/client'
import {
  cardSectionItems,
  cardSections,
  lessonProgress,
  lessonReviews,
  lessons,
  reviewComments,
} from '@/server/db/schema'
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

export interface MyNote {
  itemId: string
  lessonTitle: string
  verdict: ReviewVerdict
  comments: number
}

/**
 * For the student's own course page: the lessons of a course their teacher left a note on (a comment,
 * or "Keep working") that they have not said they fixed. Only the student's own progress rows.
 */
export async function listMyNotes(
  db: Db,
  viewer: Pick<Actor, 'profileId' | 'schoolId'>,
  cardId: string,
): Promise<MyNote[]> {
  const rows = await db
    .select({
      itemId: lessonProgress.cardSectionItemId,
      lessonTitle: lessons.title,
      verdict: lessonReviews.verdict,
      comments: sql<number>`(select count(*)::int from ${reviewComments} where ${reviewComments.progressId} = ${lessonProgress.id})`,
    })
    .from(lessonProgress)
    .innerJoin(lessonReviews, eq(lessonReviews.progressId, lessonProgress.id))
    .innerJoin(cardSectionItems, eq(cardSectionItems.id, lessonProgress.cardSectionItemId))
    .innerJoin(cardSections, eq(cardSections.id, cardSectionItems.sectionId))
    .innerJoin(lessons, eq(lessons.id, lessonProgress.lessonId))
    .where(
      and(
        eq(lessonProgress.profileId, viewer.profileId),
        eq(lessonProgress.schoolId, viewer.schoolId),
        eq(cardSections.cardId, cardId),
        isNull(lessonReviews.fixedAt),
      ),
    )
    .orderBy(asc(cardSections.position), asc(cardSectionItems.position))
  return rows
    .map((row) => ({ ...row, comments: Number(row.comments) }))
    .filter((row) => row.verdict === 'keep_working' || row.comments > 0)
}
