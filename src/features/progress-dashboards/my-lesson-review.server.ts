import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm'
import { blockAt, placeBlockComment } from '@/kernel/runner-protocol'
import type { Actor } from '@/server/auth/actor'
import type { Db } from '@/server/db/client'
import {
  cardSectionItems,
  cardSections,
  codeRevisions,
  lessonProgress,
  lessonReviews,
  lessons,
  reviewComments,
} from '@/server/db/schema'
import { placeComment } from './comment-placement'
import type { ReviewVerdict } from './progress-dashboards.schemas'

export interface MyLessonReview {
  verdict: ReviewVerdict
  /** The student pressed "I fixed it" after this verdict: it is back in the teacher's queue. */
  fixed: boolean
  /**
   * `line` is where the comment belongs in the child's current code (decision 193); `earlier` when
   * the line it was pinned to is no longer there.
   */
  comments: MyComment[]
}

interface MyComment {
  /** The step of the lesson the comment is about (the player shows a block's note on that step). */
  stepKey: string | null
  /** What the teacher pinned it to. */
  on: 'line' | 'block'
  line: number | null
  /**
   * A comment on a block (decision 209): the block's place in the child's current program and what
   * it says, or null for a comment on a line.
   */
  block: { place: string; words: string } | null
  body: string
  earlier: boolean
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
  const [comments, latest] = await Promise.all([
    db
      .select({
        line: reviewComments.line,
        blockId: reviewComments.blockId,
        body: reviewComments.body,
        revisionId: reviewComments.codeRevisionId,
        stepKey: codeRevisions.stepKey,
        code: codeRevisions.code,
        blocks: codeRevisions.blocksJson,
      })
      .from(reviewComments)
      .leftJoin(codeRevisions, eq(codeRevisions.id, reviewComments.codeRevisionId))
      .where(eq(reviewComments.progressId, row.progressId))
      .orderBy(asc(reviewComments.line), asc(reviewComments.createdAt)),
    db
      .selectDistinctOn([codeRevisions.stepKey], {
        id: codeRevisions.id,
        stepKey: codeRevisions.stepKey,
        code: codeRevisions.code,
        blocks: codeRevisions.blocksJson,
      })
      .from(codeRevisions)
      .where(
        and(
          eq(codeRevisions.progressId, row.progressId),
          sql`(${codeRevisions.clientId} is null or ${codeRevisions.clientId} not like 'kept:%')`,
        ),
      )
      .orderBy(codeRevisions.stepKey, desc(codeRevisions.revision)),
  ])
  const current = new Map(latest.map((entry) => [entry.stepKey, entry]))
  return {
    verdict: row.verdict,
    fixed: row.fixedAt !== null,
    comments: comments.map(({ line, blockId, body, revisionId, stepKey, code, blocks }): MyComment => {
      const now = stepKey ? current.get(stepKey) : undefined
      const same = !now || now.id === revisionId
      if (blockId !== null) {
        const place = same ? blockId : placeBlockComment(blocks, blockId, now.blocks)
        const found = place === null ? undefined : blockAt(same ? blocks : now?.blocks, place)
        return {
          stepKey,
          on: 'block',
          line: null,
          block: found ? { place: found.place, words: found.words } : null,
          body,
          earlier: !found,
        }
      }
      if (line === null || code === null || same)
        return { stepKey, on: 'line', line, block: null, body, earlier: false }
      const placed = placeComment(code, line, now.code)
      return { stepKey, on: 'line', line: placed, block: null, body, earlier: placed === null }
    }),
  }
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
