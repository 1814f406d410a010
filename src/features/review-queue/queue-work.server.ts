import { and, asc, desc, eq, sql } from 'drizzle-orm'
import { recordAudit } from '@/features/audit/audit-record.server'
import { blockAt } from '@/kernel/runner-protocol'
import type { CodeLanguage } from '@/lib/code-languages'
import type { Actor } from '@/server/auth/actor'
import type { Db } from '@/server/db/client'
import { codeRevisions, lessonReviews, lessonVersions, profiles, reviewComments } from '@/server/db/schema'
import { codeStepsOf, findChild, findQueueLesson, type Status } from './queue-lesson.server'
import type { QueueVerdict } from './review-queue.schemas'
import type { JsonValue } from './rubric'

export interface QueueStep {
  key: string
  title: string
  language: CodeLanguage
  output: 'turtle' | 'console' | 'both'
  /** The latest version the child saved of this step (the one they last ran), or null. */
  latest: {
    id: string
    revision: number
    code: string
    /** A blocks step: the workspace as saved (Blockly's serialisation), for comments on blocks. */
    blocks: JsonValue
    savedAt: string
  } | null
}

interface QueueComment {
  id: string
  revisionId: string | null
  /** The revision number the comment was written on (the version badge), or null if it is gone. */
  revision: number | null
  stepKey: string | null
  line: number | null
  blockId: string | null
  /** What the block said in the version the comment is pinned to (decision 209). */
  blockWords: string | null
  body: string
  authorName: string | null
  createdAt: string
}

export interface QueueWork {
  student: { id: string; name: string }
  status: Status
  attempts: number
  timeSpentSeconds: number
  steps: QueueStep[]
  comments: QueueComment[]
  verdict: QueueVerdict | null
  rubric: Record<string, boolean>
  /** The rubric as ticked, or null before any verdict (the queue then pre-ticks from checks). */
  reviewedAt: string | null
  fixed: boolean
}

/**
 * One child's work on the lesson: each code step at the version they last saved (autosave keeps
 * the code that ran), the comments and the verdict. Two round trips to the database.
 */
export async function getQueueWork(
  db: Db,
  actor: Actor,
  input: { classId: string; itemId: string; studentId: string },
): Promise<QueueWork> {
  const [found, child] = await Promise.all([
    findQueueLesson(db, actor, input.classId, input.itemId),
    findChild(db, actor, input.classId, input.itemId, input.studentId),
  ])
  recordAudit(db, actor, 'student.work.viewed', child, { detail: { lesson: found.lessonTitle } })
  const student = { id: child.id, name: child.name }
  if (!child.progressId) {
    return {
      student,
      status: 'not_started',
      attempts: 0,
      timeSpentSeconds: 0,
      steps: codeStepsOf(found.content).map(({ key, title, language, output }) => ({
        key,
        title,
        language,
        output,
        latest: null,
      })),
      comments: [],
      verdict: null,
      rubric: {},
      reviewedAt: null,
      fixed: false,
    }
  }
  const progressId = child.progressId
  const [version, latest, comments, [review]] = await Promise.all([
    child.lessonVersionId
      ? db
          .select({ content: lessonVersions.content })
          .from(lessonVersions)
          .where(eq(lessonVersions.id, child.lessonVersionId))
          .then((rows) => rows[0]?.content ?? found.content)
      : Promise.resolve(found.content),
    db
      .selectDistinctOn([codeRevisions.stepKey], {
        id: codeRevisions.id,
        stepKey: codeRevisions.stepKey,
        revision: codeRevisions.revision,
        code: codeRevisions.code,
        blocks: codeRevisions.blocksJson,
        createdAt: codeRevisions.createdAt,
      })
      .from(codeRevisions)
      .where(
        and(
          eq(codeRevisions.progressId, progressId),
          sql`(${codeRevisions.clientId} is null or ${codeRevisions.clientId} not like 'kept:%')`,
        ),
      )
      .orderBy(codeRevisions.stepKey, desc(codeRevisions.revision)),
    db
      .select({
        id: reviewComments.id,
        revisionId: reviewComments.codeRevisionId,
        revision: codeRevisions.revision,
        stepKey: codeRevisions.stepKey,
        line: reviewComments.line,
        blockId: reviewComments.blockId,
        blocks: codeRevisions.blocksJson,
        body: reviewComments.body,
        authorName: profiles.name,
        createdAt: reviewComments.createdAt,
      })
      .from(reviewComments)
      .leftJoin(codeRevisions, eq(codeRevisions.id, reviewComments.codeRevisionId))
      .leftJoin(profiles, eq(profiles.id, reviewComments.authorProfileId))
      .where(eq(reviewComments.progressId, progressId))
      .orderBy(asc(reviewComments.createdAt)),
    db
      .select({
        verdict: lessonReviews.verdict,
        rubric: lessonReviews.rubric,
        fixedAt: lessonReviews.fixedAt,
        updatedAt: lessonReviews.updatedAt,
      })
      .from(lessonReviews)
      .where(eq(lessonReviews.progressId, progressId)),
  ])
  const byStep = new Map(latest.map((row) => [row.stepKey, row]))
  return {
    student,
    status: child.status ?? 'not_started',
    attempts: child.attempts ?? 0,
    timeSpentSeconds: child.timeSpentSeconds ?? 0,
    steps: codeStepsOf(version).map(({ key, title, language, output }) => {
      const row = byStep.get(key)
      return {
        key,
        title,
        language,
        output,
        latest: row
          ? {
              id: row.id,
              revision: row.revision,
              code: row.code,
              blocks: (row.blocks ?? null) as JsonValue,
              savedAt: row.createdAt.toISOString(),
            }
          : null,
      }
    }),
    comments: comments.map(({ blocks, ...row }) => ({
      ...row,
      blockWords: row.blockId ? (blockAt(blocks, row.blockId)?.words ?? null) : null,
      createdAt: row.createdAt.toISOString(),
    })),
    verdict: review?.verdict ?? null,
    rubric: (review?.rubric ?? {}) as Record<string, boolean>,
    reviewedAt: review ? review.updatedAt.toISOString() : null,
    fixed: review?.fixedAt != null,
  }
}
