import { and, asc, desc, eq, sql } from 'drizzle-orm'
import type { BlockProgram } from '@/kernel/runner-protocol'
import type { Db } from '@/server/db/client'
import { activity, codeRevisions, lessonProgress } from '@/server/db/schema'
import { HttpError } from '@/server/errors'
import { lessonComplete, type StepProgress, stepsProgressOf } from './step-progress'

/**
 * The saving of a student's work (decision 198): progress rows, code revisions, step progress and
 * completion. It knows no lesson: the lessons feature checks the item, the student's access and
 * their version once, then hands over the plain facts (`Work`) and what to save.
 */

/** Revisions kept from a stale tab carry this client id prefix: history, never the current code. */
const KEPT_PREFIX = 'kept:'

/** At most this much time counts from one report (a tab left open overnight is not work). */
const MAX_SECONDS_PER_REPORT = 300

export type ProgressRow = typeof lessonProgress.$inferSelect

/** One saved version of a step's code. */
export interface SavedCode {
  revision: number
  code: string
  blocksJson: BlockProgram | null
}

/** Whose work, on which course item, of which lesson and version: checked by the caller. */
export interface Work {
  profileId: string
  schoolId: string
  itemId: string
  lessonId: string
  /** The version the student works on (their started one, or the current one). */
  versionId: string
  /** For the activity feed. */
  lessonTitle: string
}

/** A jsonb value read back as a block program (the server validated it when it was saved). */
function asBlockProgram(value: unknown): BlockProgram | null {
  return Array.isArray(value) ? (value as BlockProgram) : null
}

/** The student's progress row for an item, if any (no lock: for reading). */
export async function progressOf(db: Db, profileId: string, itemId: string): Promise<ProgressRow | null> {
  const [row] = await db
    .select()
    .from(lessonProgress)
    .where(and(eq(lessonProgress.profileId, profileId), eq(lessonProgress.cardSectionItemId, itemId)))
  return row ?? null
}

/**
 * The version the student started, read under a lock when the row exists, so saves of one lesson
 * happen one after another. The caller picks the version from it before saving.
 */
export async function startedVersion(db: Db, profileId: string, itemId: string): Promise<string | null> {
  const [row] = await db
    .select({ lessonVersionId: lessonProgress.lessonVersionId })
    .from(lessonProgress)
    .where(and(eq(lessonProgress.profileId, profileId), eq(lessonProgress.cardSectionItemId, itemId)))
    .for('update')
  return row?.lessonVersionId ?? null
}

/** The row for this work, created on first use, locked, on the version given. */
async function lockProgress(db: Db, work: Work): Promise<ProgressRow> {
  await db
    .insert(lessonProgress)
    .values({
      profileId: work.profileId,
      schoolId: work.schoolId,
      cardSectionItemId: work.itemId,
      lessonId: work.lessonId,
      lessonVersionId: work.versionId,
    })
    .onConflictDoNothing({ target: [lessonProgress.profileId, lessonProgress.cardSectionItemId] })
  const [row] = await db
    .select()
    .from(lessonProgress)
    .where(
      and(eq(lessonProgress.profileId, work.profileId), eq(lessonProgress.cardSectionItemId, work.itemId)),
    )
    .for('update')
  if (!row) throw new HttpError(500, 'Your progress could not be saved. Please try again.')
  if (row.lessonVersionId !== work.versionId) {
    await db
      .update(lessonProgress)
      .set({ lessonVersionId: work.versionId })
      .where(eq(lessonProgress.id, row.id))
  }
  return { ...row, lessonVersionId: work.versionId }
}

async function noteActivity(db: Db, work: Work, kind: 'lesson_started' | 'lesson_completed') {
  await db.insert(activity).values({
    schoolId: work.schoolId,
    profileId: work.profileId,
    kind,
    subject: { lessonId: work.lessonId, itemId: work.itemId, lessonTitle: work.lessonTitle },
  })
}

async function markStarted(db: Db, work: Work, row: ProgressRow) {
  if (row.status !== 'not_started') return {}
  await noteActivity(db, work, 'lesson_started')
  return { status: 'in_progress' as const, startedAt: new Date() }
}

const addedSeconds = (row: ProgressRow, seconds: number | undefined) =>
  row.timeSpentSeconds + Math.min(seconds ?? 0, MAX_SECONDS_PER_REPORT)

/** The latest code of a step: kept copies from stale tabs are history, not the latest. */
const notKept = sql`coalesce(${codeRevisions.clientId}, '') not like ${`${KEPT_PREFIX}%`}`

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

export interface StepReportInput {
  stepKey: string
  /** run: the child pressed Run; done: the step is finished; visit: the child moved to it. */
  kind: 'run' | 'done' | 'visit'
  done: boolean
  checksPassed?: number
  checksTotal?: number
  timeSpentSeconds?: number
}

export interface RecordStepResult {
  status: 'not_started' | 'in_progress' | 'completed'
  steps: Record<string, StepProgress>
  /** True the one time the lesson became completed. */
  justCompleted: boolean
}

/**
 * A run, a finished step or a step the child moved to. Counts attempts (runs), stores checks
 * passed per step, adds time, and completes the lesson once every step is done. `stepKeys` are
 * the lesson's steps in order (the caller checked the step is one of them).
 */
export async function recordStepProgress(
  db: Db,
  work: Work,
  stepKeys: readonly string[],
  input: StepReportInput,
): Promise<RecordStepResult> {
  const row = await lockProgress(db, work)
  const stepIndex = stepKeys.indexOf(input.stepKey)
  const steps = stepsProgressOf(row.checksPassed)
  const before = steps[input.stepKey] ?? { done: false }
  steps[input.stepKey] = {
    done: before.done || input.done,
    ...(input.checksTotal !== undefined
      ? {
          checksPassed: Math.max(input.checksPassed ?? 0, before.done ? (before.checksPassed ?? 0) : 0),
          checksTotal: input.checksTotal,
        }
      : {}),
  }
  const justCompleted = lessonComplete(stepKeys, steps) && row.status !== 'completed'
  const started = await markStarted(db, work, row)
  if (justCompleted) await noteActivity(db, work, 'lesson_completed')
  const status = justCompleted || row.status === 'completed' ? 'completed' : 'in_progress'
  await db
    .update(lessonProgress)
    .set({
      ...started,
      status,
      checksPassed: steps,
      currentStep: input.kind === 'visit' ? stepIndex : Math.max(row.currentStep, stepIndex),
      attempts: row.attempts + (input.kind === 'run' ? 1 : 0),
      timeSpentSeconds: addedSeconds(row, input.timeSpentSeconds),
      updatedAt: new Date(),
      ...(justCompleted ? { completedAt: new Date() } : {}),
    })
    .where(eq(lessonProgress.id, row.id))
  return { status, steps, justCompleted }
}

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

/** The latest code of each step (kept copies from stale tabs are history, not the latest). */
export async function latestCode(db: Db, progressId: string): Promise<Record<string, SavedCode>> {
  const rows = await db
    .selectDistinctOn([codeRevisions.stepKey], {
      stepKey: codeRevisions.stepKey,
      revision: codeRevisions.revision,
      code: codeRevisions.code,
      blocksJson: codeRevisions.blocksJson,
    })
    .from(codeRevisions)
    .where(and(eq(codeRevisions.progressId, progressId), notKept))
    .orderBy(asc(codeRevisions.stepKey), desc(codeRevisions.revision))
  const code: Record<string, SavedCode> = {}
  for (const row of rows) {
    code[row.stepKey] = { revision: row.revision, code: row.code, blocksJson: asBlockProgram(row.blocksJson) }
  }
  return code
}

/** Every saved version of a student's step, newest first (what a teacher's review will list). */
export async function codeHistory(db: Db, progressId: string, stepKey: string) {
  const rows = await db
    .select()
    .from(codeRevisions)
    .where(and(eq(codeRevisions.progressId, progressId), eq(codeRevisions.stepKey, stepKey)))
    .orderBy(desc(codeRevisions.revision))
  return rows.map((row) => ({
    revision: row.revision,
    code: row.code,
    keptFromOtherTab: row.clientId?.startsWith(KEPT_PREFIX) ?? false,
    createdAt: row.createdAt.toISOString(),
  }))
}
