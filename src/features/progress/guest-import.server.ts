import { eq } from 'drizzle-orm'
import type { BlockProgram } from '@/kernel/runner-protocol'
import type { Db } from '@/server/db/client'
import { codeRevisions, lessonProgress } from '@/server/db/schema'
import { lockProgress, markStarted, noteActivity, type Work } from './progress-row.server'
import { lessonComplete, stepsProgressOf } from './step-progress'

/**
 * A guest's work on one lesson, into the account: code becomes a revision of each step that has
 * none yet (`codeSteps` are the steps that take code), finished steps count. Work already in the
 * account is never replaced.
 */
export async function importGuestWork(
  db: Db,
  work: Work,
  stepKeys: readonly string[],
  codeSteps: ReadonlySet<string>,
  guestSteps: Record<string, { done: boolean; code?: string; blocksJson?: BlockProgram | null }>,
): Promise<void> {
  const row = await lockProgress(db, work)
  let revision = row.latestRevision
  const existing = await db
    .select({ stepKey: codeRevisions.stepKey })
    .from(codeRevisions)
    .where(eq(codeRevisions.progressId, row.id))
  const hasCode = new Set(existing.map((entry) => entry.stepKey))
  const steps = stepsProgressOf(row.checksPassed)
  for (const stepKey of stepKeys) {
    const guest = guestSteps[stepKey]
    if (!guest) continue
    if (codeSteps.has(stepKey) && guest.code !== undefined && !hasCode.has(stepKey)) {
      revision += 1
      await db.insert(codeRevisions).values({
        progressId: row.id,
        stepKey,
        revision,
        code: guest.code,
        blocksJson: guest.blocksJson ?? null,
        clientId: 'guest-import',
      })
    }
    if (guest.done && !steps[stepKey]?.done) steps[stepKey] = { ...steps[stepKey], done: true }
  }
  const allDone = lessonComplete(stepKeys, steps)
  const started = await markStarted(db, work, row)
  const completing = allDone && row.status !== 'completed'
  if (completing) await noteActivity(db, work, 'lesson_completed')
  await db
    .update(lessonProgress)
    .set({
      ...started,
      latestRevision: revision,
      checksPassed: steps,
      status: allDone ? 'completed' : 'in_progress',
      ...(completing ? { completedAt: new Date() } : {}),
      updatedAt: new Date(),
    })
    .where(eq(lessonProgress.id, row.id))
}
