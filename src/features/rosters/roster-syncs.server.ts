import { and, desc, eq, inArray, sql } from 'drizzle-orm'
import { noRoomMessage } from '@/features/students/student-places.server'
import { type Actor, assertAdult, assertSchoolAdmin, isSchoolAdmin } from '@/server/auth/actor'
import { notFound } from '@/server/auth/managed-scope'
import type { Db } from '@/server/db/client'
import { profiles, rosterSyncRecords, rosterSyncs } from '@/server/db/schema'
import { HttpError } from '@/server/errors'
import { enqueueJob } from '@/server/jobs/queue'
import type { JobContext } from '@/server/jobs/worker'
import type { ApplyResult } from './roster-apply.server'
import {
  findConflicts,
  planSync,
  type RosterPlan,
  refreshStatistics,
  type SyncScope,
} from './roster-plan.server'
import { fingerprintOf, type RosterIssue, type RosterModes, type RosterRecord } from './roster-records'
import { sayRosterIssues } from './roster-refusal-words.server'

/**
 * Roster syncs (decisions 174–176): a roster is staged, previewed, and applied by a job. Every
 * sync leaves its record (who or what ran it, when, the source, the counts and errors per kind),
 * which the school's admins read on the import page.
 */
export const ROSTER_SYNC_QUEUE = 'roster-sync'

export type RosterSyncStatus =
  | 'staging'
  | 'preview'
  | 'needs_approval'
  | 'queued'
  | 'running'
  | 'completed'
  | 'failed'
  | 'cancelled'

export interface RosterSyncView {
  id: string
  source: string
  mode: string
  status: RosterSyncStatus
  trigger: string
  startedBy: string | null
  fileName: string | null
  progressDone: number
  progressTotal: number
  plan: RosterPlan | null
  result: ApplyResult | null
  errors: RosterIssue[]
  errorCount: number
  archiveApproved: boolean
  createdAt: Date
  startedAt: Date | null
  finishedAt: Date | null
}

const STAGE_BATCH = 1000

/** Writes a batch of roster records to the sync's staging rows. */
export async function stageRecords(db: Db, syncId: string, records: RosterRecord[]): Promise<void> {
  for (let i = 0; i < records.length; i += STAGE_BATCH) {
    const part = records.slice(i, i + STAGE_BATCH)
    await db
      .insert(rosterSyncRecords)
      .values(
        part.map((record) => ({
          syncId,
          kind: record.kind,
          sourcedId: record.sourcedId,
          status: record.status,
          firstName: record.firstName ?? null,
          lastName: record.lastName ?? null,
          email: record.email ?? null,
          username: record.username ?? null,
          grade: record.grade ?? null,
          title: record.title ?? null,
          classSourcedId: record.classSourcedId ?? null,
          userSourcedId: record.userSourcedId ?? null,
          role: record.role ?? null,
          fingerprint: fingerprintOf(record),
        })),
      )
      // A person both student and teacher in one roster: the first role read stays.
      .onConflictDoNothing()
  }
}

export function scopeOf(sync: { id: string; schoolId: string; source: string; plan: unknown }): SyncScope {
  const modes = (sync.plan as RosterPlan | null)?.modes ?? {
    users: 'bulk',
    classes: 'bulk',
    enrollments: 'bulk',
  }
  return { syncId: sync.id, schoolId: sync.schoolId, source: sync.source, modes }
}

/** Counts the staged roster against the school and records the preview (or the stop). */
export async function previewSync(
  db: Db,
  sync: { id: string; schoolId: string; source: string },
  modes: RosterModes,
  notes: string[],
): Promise<RosterPlan> {
  const scope: SyncScope = { syncId: sync.id, schoolId: sync.schoolId, source: sync.source, modes }
  await refreshStatistics(db)
  const plan = await planSync(db, scope, notes)
  const conflicts = await findConflicts(db, scope)
  const delta = modes.users === 'delta' || modes.classes === 'delta' || modes.enrollments === 'delta'
  await db
    .update(rosterSyncs)
    .set({
      status: 'preview',
      mode: delta ? 'delta' : 'bulk',
      plan,
      errors: conflicts,
      errorCount: plan.conflicts,
    })
    .where(eq(rosterSyncs.id, sync.id))
  return plan
}

const viewColumns = {
  id: rosterSyncs.id,
  source: rosterSyncs.source,
  mode: rosterSyncs.mode,
  status: rosterSyncs.status,
  trigger: rosterSyncs.trigger,
  startedBy: profiles.name,
  fileName: rosterSyncs.fileName,
  progressDone: rosterSyncs.progressDone,
  progressTotal: rosterSyncs.progressTotal,
  plan: rosterSyncs.plan,
  result: rosterSyncs.result,
  errors: rosterSyncs.errors,
  errorCount: rosterSyncs.errorCount,
  archiveApproved: rosterSyncs.archiveApproved,
  createdAt: rosterSyncs.createdAt,
  startedAt: rosterSyncs.startedAt,
  finishedAt: rosterSyncs.finishedAt,
}

/**
 * One sync of the admin's school, or one the teacher started (a Classroom import); 404 for any
 * other school's or anyone else's.
 */
export async function getRosterSync(db: Db, actor: Actor, syncId: string): Promise<RosterSyncView> {
  assertAdult(actor)
  const [row] = await db
    .select(viewColumns)
    .from(rosterSyncs)
    .leftJoin(profiles, eq(profiles.id, rosterSyncs.startedByProfileId))
    .where(
      and(
        eq(rosterSyncs.id, syncId),
        eq(rosterSyncs.schoolId, actor.schoolId),
        isSchoolAdmin(actor) ? undefined : eq(rosterSyncs.startedByProfileId, actor.profileId),
      ),
    )
  if (!row) throw notFound('This roster sync')
  return withRefusals(row as RosterSyncView)
}

function withRefusals(sync: RosterSyncView): RosterSyncView {
  return sync.errors.length === 0 ? sync : { ...sync, errors: sayRosterIssues(sync.errors) }
}

/** The school's syncs, newest first: the record an admin reads. */
export async function listRosterSyncs(db: Db, actor: Actor, limit = 20): Promise<RosterSyncView[]> {
  assertSchoolAdmin(actor)
  const rows = await db
    .select(viewColumns)
    .from(rosterSyncs)
    .leftJoin(profiles, eq(profiles.id, rosterSyncs.startedByProfileId))
    .where(eq(rosterSyncs.schoolId, actor.schoolId))
    .orderBy(desc(rosterSyncs.createdAt))
    .limit(limit)
  return (rows as RosterSyncView[]).map(withRefusals)
}

/**
 * The admin applies a previewed sync (or one stopped for approval). More than 20 % of the
 * school's students archived needs `approveArchive`; a roster larger than the plan is refused.
 */
export async function applyRosterSync(
  db: Db,
  actor: Actor,
  input: { syncId: string; approveArchive?: boolean },
): Promise<{ status: RosterSyncStatus }> {
  const sync = await getRosterSync(db, actor, input.syncId)
  if (sync.status !== 'preview' && sync.status !== 'needs_approval') return { status: sync.status }
  const plan = await planSync(db, scopeOf({ ...sync, schoolId: actor.schoolId }), sync.plan?.notes ?? [])
  if (plan.overPlan) {
    throw new HttpError(409, noRoomMessage(plan.places, plan.students.create + plan.students.restore))
  }
  if (plan.needsApproval && !input.approveArchive) {
    throw new HttpError(
      409,
      `This sync would archive ${plan.students.archive} of the school's ${plan.activeStudents} students. Check the roster; if it is right, tick "Yes, archive them" and apply again.`,
    )
  }
  const approved = Boolean(input.approveArchive && plan.needsApproval)
  return db.transaction(async (tx) => {
    const [queued] = await tx
      .update(rosterSyncs)
      .set({ status: 'queued', plan, archiveApproved: approved })
      .where(and(eq(rosterSyncs.id, sync.id), inArray(rosterSyncs.status, ['preview', 'needs_approval'])))
      .returning({ id: rosterSyncs.id })
    if (!queued) return { status: sync.status }
    await enqueueJob(tx, {
      queue: ROSTER_SYNC_QUEUE,
      payload: { syncId: sync.id },
      // Keys of its own: a sync read from a source already had a job, and a sync stopped by the
      // 20 % rule had one that stopped to ask; the approved apply is another piece of work.
      dedupeKey: `${ROSTER_SYNC_QUEUE}:${sync.id}:${approved ? 'approved' : 'apply'}`,
      maxAttempts: 5,
    })
    return { status: 'queued' as const }
  })
}

/** The admin drops a preview: its staged roster goes. */
export async function cancelRosterSync(
  db: Db,
  actor: Actor,
  syncId: string,
): Promise<{ status: RosterSyncStatus }> {
  const sync = await getRosterSync(db, actor, syncId)
  if (sync.status !== 'preview' && sync.status !== 'needs_approval') return { status: sync.status }
  await db
    .update(rosterSyncs)
    .set({ status: 'cancelled', finishedAt: sql`now()` })
    .where(eq(rosterSyncs.id, sync.id))
  await db.delete(rosterSyncRecords).where(eq(rosterSyncRecords.syncId, sync.id))
  return { status: 'cancelled' }
}

/** Where a sync's staged roster comes from before it is applied (REST and Classroom fetch theirs). */
export type RosterFetcher = (
  db: Db,
  sync: { id: string; schoolId: string; sourceId: string | null },
  context: JobContext,
) => Promise<{ modes: RosterModes; notes: string[] }>

/** Previews nobody applied are dropped after this many days, with the roster they staged. */
const PREVIEW_DAYS = 7
/** The record of a sync is kept this long (docs/privacy.md). */
const RECORD_DAYS = 400

/**
 * Upkeep: previews (or stops) left for 7 days are cancelled and their staged roster deleted;
 * records older than 400 days are deleted.
 */
export async function trimRosterSyncs(db: Db): Promise<{ expired: number; deleted: number }> {
  const expired = await db
    .update(rosterSyncs)
    .set({ status: 'cancelled', finishedAt: sql`now()` })
    .where(
      and(
        inArray(rosterSyncs.status, ['preview', 'needs_approval']),
        sql`${rosterSyncs.createdAt} < now() - make_interval(days => ${PREVIEW_DAYS})`,
      ),
    )
    .returning({ id: rosterSyncs.id })
  if (expired.length > 0) {
    await db.delete(rosterSyncRecords).where(
      inArray(
        rosterSyncRecords.syncId,
        expired.map((row) => row.id),
      ),
    )
  }
  const deleted = await db
    .delete(rosterSyncs)
    .where(sql`${rosterSyncs.createdAt} < now() - make_interval(days => ${RECORD_DAYS})`)
    .returning({ id: rosterSyncs.id })
  return { expired: expired.length, deleted: deleted.length }
}
