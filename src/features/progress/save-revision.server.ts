import { and, desc, eq } from 'drizzle-orm'
import type { BlockProgram } from '@/kernel/runner-protocol'
import type { Db } from '@/server/db/client'
import { codeRevisions, lessonProgress } from '@/server/db/schema'
import { addedSeconds, lockProgress, markStarted, type Work } from './progress-row.server'
import { asBlockProgram, KEPT_PREFIX, notKept, type SavedCode } from './saved-code.server'

export interface RevisionInput {
  stepKey: string
  baseRevision: number
  code: string
  blocksJson?: BlockProgram | null
  clientId?: string
  timeSpentSeconds?: number
  /** What the step starts with: the latest version when nothing was saved yet. */
  starter: { code: string; blocksJson: BlockProgram | null }
}

export type SaveCodeResult =
  | { status: 'saved'; revision: number }
  | { status: 'conflict'; latest: SavedCode; keptRevision: number }

/**
 * Saves a new revision of a step's code. `baseRevision` is the revision the child's code was built
 * on: if newer work was saved since (another tab), this code is kept as a revision of its own, the
 * newer work stays the latest, and the answer says so.
 */
export async function saveRevision(db: Db, work: Work, input: RevisionInput): Promise<SaveCodeResult> {
  const row = await lockProgress(db, work)
  const [current] = await db
    .select({
      revision: codeRevisions.revision,
      code: codeRevisions.code,
      blocksJson: codeRevisions.blocksJson,
    })
    .from(codeRevisions)
    .where(and(eq(codeRevisions.progressId, row.id), eq(codeRevisions.stepKey, input.stepKey), notKept))
    .orderBy(desc(codeRevisions.revision))
    .limit(1)
  const currentRevision = current?.revision ?? 0
  const revision = row.latestRevision + 1
  const stale = input.baseRevision !== currentRevision
  await db.insert(codeRevisions).values({
    progressId: row.id,
    stepKey: input.stepKey,
    revision,
    code: input.code,
    blocksJson: input.blocksJson ?? null,
    clientId: stale ? `${KEPT_PREFIX}${input.clientId ?? ''}` : (input.clientId ?? null),
  })
  await db
    .update(lessonProgress)
    .set({
      latestRevision: revision,
      timeSpentSeconds: addedSeconds(row, input.timeSpentSeconds),
      updatedAt: new Date(),
      ...(await markStarted(db, work, row)),
    })
    .where(eq(lessonProgress.id, row.id))
  if (!stale) return { status: 'saved', revision }
  return {
    status: 'conflict',
    latest: current
      ? { revision: current.revision, code: current.code, blocksJson: asBlockProgram(current.blocksJson) }
      : { revision: 0, ...input.starter },
    keptRevision: revision,
  }
}
