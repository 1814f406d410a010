import { and, eq, inArray, sql } from 'drizzle-orm'
import { rosterSyncRecords, rosterSyncs } from '@/server/db/schema'
import { type JobContext, type JobHandler, PermanentJobError } from '@/server/jobs/worker'
import { applySync } from './roster-apply.server'
import { findConflicts, planSync, type RosterPlan, refreshStatistics } from './roster-plan.server'
import { noRoomRefusal } from './roster-refusal-words.server'
import { previewSync, type RosterFetcher, scopeOf } from './roster-syncs.server'

/**
 * The roster-sync job: reads the sync's source when it has one, stops for the admin's approval
 * when the 20 % rule says so (decision 175), then applies the staged roster with its progress.
 */

async function runSync(context: JobContext, fetchers: Partial<Record<string, RosterFetcher>>): Promise<void> {
  const { db } = context
  const syncId = (context.job.payload as { syncId?: string }).syncId
  if (!syncId) throw new PermanentJobError('The job has no sync id.')
  const [sync] = await db.select().from(rosterSyncs).where(eq(rosterSyncs.id, syncId))
  if (!sync) throw new PermanentJobError('The sync no longer exists.')
  if (sync.status !== 'queued' && sync.status !== 'running' && sync.status !== 'staging') return

  // A scheduled or "Sync now" sync reads its source first (again, whole, after a failed attempt).
  if (sync.status === 'staging') {
    const fetcher = fetchers[sync.source]
    if (!fetcher) throw new PermanentJobError(`No reader for ${sync.source}.`)
    await db.delete(rosterSyncRecords).where(eq(rosterSyncRecords.syncId, syncId))
    const fetched = await fetcher(db, sync, context)
    await context.heartbeat()
    const plan = await previewSync(db, sync, fetched.modes, fetched.notes)
    if (plan.needsApproval && !sync.archiveApproved) {
      // Stops and asks the admin (decision 175): nothing is applied.
      await db.update(rosterSyncs).set({ status: 'needs_approval' }).where(eq(rosterSyncs.id, syncId))
      return
    }
    if (plan.overPlan) {
      throw noRoomRefusal(plan.places, plan.students.create + plan.students.restore)
    }
    await db.update(rosterSyncs).set({ status: 'queued' }).where(eq(rosterSyncs.id, syncId))
  }

  const [current] = await db.select().from(rosterSyncs).where(eq(rosterSyncs.id, syncId))
  const scope = scopeOf(current!)
  await refreshStatistics(db)
  const plan = await planSync(db, scope, (current!.plan as RosterPlan | null)?.notes ?? [])
  if (plan.needsApproval && !current!.archiveApproved) {
    await db.update(rosterSyncs).set({ status: 'needs_approval', plan }).where(eq(rosterSyncs.id, syncId))
    return
  }
  const total =
    plan.students.create +
    plan.students.update +
    plan.students.restore +
    plan.students.archive +
    plan.teachers.create +
    plan.teachers.update +
    plan.teachers.archive +
    plan.classes.create +
    plan.classes.update +
    plan.classes.restore +
    plan.classes.archive +
    plan.enrollments.add +
    plan.enrollments.remove
  await db
    .update(rosterSyncs)
    .set({
      status: 'running',
      startedAt: sql`coalesce(started_at, now())`,
      progressDone: 0,
      progressTotal: total,
    })
    .where(eq(rosterSyncs.id, syncId))
  let done = 0
  const result = await applySync(db, scope, async (rows) => {
    if (context.signal.aborted) throw context.signal.reason
    done += rows
    await db
      .update(rosterSyncs)
      .set({ progressDone: Math.min(done, total) })
      .where(eq(rosterSyncs.id, syncId))
  })
  const conflicts = await findConflicts(db, scope)
  await db
    .update(rosterSyncs)
    .set({
      status: 'completed',
      result,
      progressDone: total,
      errors: conflicts,
      errorCount: plan.conflicts,
      finishedAt: sql`now()`,
    })
    .where(eq(rosterSyncs.id, syncId))
  await db.delete(rosterSyncRecords).where(eq(rosterSyncRecords.syncId, syncId))
}

export function rosterSyncJob(fetchers: Partial<Record<string, RosterFetcher>> = {}): JobHandler {
  return {
    // A failure's reason reaches onFailed as stored for its readers: a SaidJobError's key and
    // values (decision 226), said in the language of whoever opens the page.
    run: (context) => runSync(context, fetchers),
    onFailed: (db, job, error) => failSync(db, job.payload, error),
  }
}

async function failSync(db: JobContext['db'], payload: unknown, error: string): Promise<void> {
  const syncId = (payload as { syncId?: string }).syncId
  if (!syncId) return
  await db
    .update(rosterSyncs)
    .set({
      status: 'failed',
      errors: sql`${rosterSyncs.errors} || ${JSON.stringify([{ kind: 'file', message: error }])}::jsonb`,
      errorCount: sql`${rosterSyncs.errorCount} + 1`,
      finishedAt: sql`now()`,
    })
    .where(and(eq(rosterSyncs.id, syncId), inArray(rosterSyncs.status, ['staging', 'queued', 'running'])))
  await db.delete(rosterSyncRecords).where(eq(rosterSyncRecords.syncId, syncId))
}
