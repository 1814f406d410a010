import { and, eq } from 'drizzle-orm'
import { blockAt } from '@/kernel/runner-protocol'
import { m } from '@/paraglide/messages'
import type { Actor } from '@/server/auth/actor'
import { notFound } from '@/server/auth/managed-scope'
import type { Db } from '@/server/db/client'
import { codeRevisions, lessonReviews, reviewComments } from '@/server/db/schema'
import { HttpError } from '@/server/errors'
import { startedChild } from './queue-lesson.server'
import type { QueueCommentInput, QueueVerdictInput } from './review-queue.schemas'

/** The verdict and the rubric as ticked; a new verdict replaces the old and takes it out of the queue. */
export async function setQueueVerdict(db: Db, actor: Actor, input: QueueVerdictInput): Promise<{ ok: true }> {
  const child = await startedChild(db, actor, input)
  const now = new Date()
  await db
    .insert(lessonReviews)
    .values({
      progressId: child.progressId,
      verdict: input.verdict,
      rubric: input.rubric,
      reviewerProfileId: actor.profileId,
    })
    .onConflictDoUpdate({
      target: lessonReviews.progressId,
      set: {
        verdict: input.verdict,
        rubric: input.rubric,
        reviewerProfileId: actor.profileId,
        fixedAt: null,
        updatedAt: now,
      },
    })
  return { ok: true }
}

/** A comment pinned to a line or a block of one saved version of the child's code. */
export async function addQueueComment(
  db: Db,
  actor: Actor,
  input: QueueCommentInput,
): Promise<{ id: string }> {
  const child = await startedChild(db, actor, input)
  const [revision] = await db
    .select({ id: codeRevisions.id, blocks: codeRevisions.blocksJson })
    .from(codeRevisions)
    .where(and(eq(codeRevisions.id, input.revisionId), eq(codeRevisions.progressId, child.progressId)))
  if (!revision) throw notFound('This version of the code')
  // A block is named by its place in this version's blocks (decision 209).
  if (input.blockId !== null && !blockAt(revision.blocks, input.blockId))
    throw new HttpError(400, m.review_queue_error_block_gone())
  const [row] = await db
    .insert(reviewComments)
    .values({
      progressId: child.progressId,
      codeRevisionId: revision.id,
      authorProfileId: actor.profileId,
      line: input.line,
      blockId: input.blockId,
      body: input.body,
    })
    .returning({ id: reviewComments.id })
  return { id: row!.id }
}
