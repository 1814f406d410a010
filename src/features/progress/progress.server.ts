import { and, desc, eq, sql } from 'drizzle-orm'
import type { Viewer } from '@/features/courses/course-access.server'
import { assertStudentMayOpen, findLessonItem, itemsTeaching } from '@/features/courses/lesson-items.server'
import { loadVersion, versionIdFor } from '@/features/courses/lesson-versions.server'
import type { SavedCode } from '@/features/lessons/lessons.server'
import { type StepProgress, stepsProgressOf } from '@/kernel/lesson-content'
import type { LessonContent } from '@/kernel/lesson-content/lesson-content.schemas'
import type { BlockProgram } from '@/kernel/runner-protocol'
import type { Db } from '@/server/db/client'
import { activity, codeRevisions, lessonProgress, lessons } from '@/server/db/schema'
import { HttpError } from '@/server/errors'
import type { GuestLessonImport, RecordStepInput, SaveCodeInput } from './progress.schemas'

/** Revisions kept from a stale tab carry this client id prefix: history, never the current code. */
export const KEPT_PREFIX = 'kept:'

/** A jsonb value read back as a block program (the server validated it when it was saved). */
export function asBlockProgram(value: unknown): BlockProgram | null {
  return Array.isArray(value) ? (value as BlockProgram) : null
}

/** At most this much time counts from one report (a tab left open overnight is not work). */
const MAX_SECONDS_PER_REPORT = 300

type ProgressRow = typeof lessonProgress.$inferSelect

function assertStudent(viewer: Viewer) {
  if (viewer.visitorType !== 'student') throw new HttpError(403, 'Only students save lesson work.')
}

/**
 * The student's progress row for an item, created on first use, locked for this transaction so
 * saves of one lesson happen one after another.
 */
async function lockProgress(
  db: Db,
  viewer: Viewer,
  itemId: string,
): Promise<{ row: ProgressRow; content: LessonContent }> {
  const item = await findLessonItem(db, viewer.schoolId, itemId)
  await assertStudentMayOpen(db, viewer, item)
  const [lesson] = await db
    .select({ currentVersionId: lessons.currentVersionId })
    .from(lessons)
    .where(eq(lessons.id, item.lessonId))
  await db
    .insert(lessonProgress)
    .values({
      profileId: viewer.profileId,
      schoolId: viewer.schoolId,
      cardSectionItemId: itemId,
      lessonId: item.lessonId,
      lessonVersionId: lesson?.currentVersionId ?? null,
    })
    .onConflictDoNothing({ target: [lessonProgress.profileId, lessonProgress.cardSectionItemId] })
  const [row] = await db
    .select()
    .from(lessonProgress)
    .where(and(eq(lessonProgress.profileId, viewer.profileId), eq(lessonProgress.cardSectionItemId, itemId)))
    .for('update')
  if (!row) throw new HttpError(500, 'Your progress could not be saved. Please try again.')
  // Students keep the version they started, unless a newer one is marked a safe change.
  const versionId = await versionIdFor(db, item.lessonId, row.lessonVersionId)
  if (versionId !== row.lessonVersionId) {
    await db.update(lessonProgress).set({ lessonVersionId: versionId }).where(eq(lessonProgress.id, row.id))
  }
  const version = await loadVersion(db, versionId)
  return { row: { ...row, lessonVersionId: versionId }, content: version.content }
}

async function markStarted(db: Db, viewer: Viewer, row: ProgressRow, content: LessonContent) {
  if (row.status !== 'not_started') return {}
  await db.insert(activity).values({
    schoolId: viewer.schoolId,
    profileId: viewer.profileId,
    kind: 'lesson_started',
    subject: { lessonId: row.lessonId, itemId: row.cardSectionItemId, lessonTitle: content.title },
  })
  return { status: 'in_progress' as const, startedAt: new Date() }
}

function codeStepOf(content: LessonContent, stepKey: string) {
  const step = content.steps.find((entry) => entry.key === stepKey)
  if (!step || (step.kind !== 'code' && step.kind !== 'free-build')) {
    throw new HttpError(400, 'This step has no code to save.')
  }
  return step
}

export type SaveCodeResult =
  | { status: 'saved'; revision: number }
  | {
      status: 'conflict'
      latest: SavedCode
      keptRevision: number
    }

/**
 * Saves a new version of a step's code. `baseRevision` is the version the child's code was built
 * on: if newer work was saved since (another tab), this code is kept as a revision of its own,
 * the newer work stays the latest, and the answer says so.
 */
export async function saveCode(db: Db, viewer: Viewer, input: SaveCodeInput): Promise<SaveCodeResult> {
  assertStudent(viewer)
  return db.transaction(async (tx) => {
    const { row, content } = await lockProgress(tx, viewer, input.itemId)
    const step = codeStepOf(content, input.stepKey)
    const [current] = await tx
      .select({
        revision: codeRevisions.revision,
        code: codeRevisions.code,
        blocksJson: codeRevisions.blocksJson,
      })
      .from(codeRevisions)
      .where(
        and(
          eq(codeRevisions.progressId, row.id),
          eq(codeRevisions.stepKey, input.stepKey),
          sql`coalesce(${codeRevisions.clientId}, '') not like ${`${KEPT_PREFIX}%`}`,
        ),
      )
      .orderBy(desc(codeRevisions.revision))
      .limit(1)
    const currentRevision = current?.revision ?? 0
    const revision = row.latestRevision + 1
    const stale = input.baseRevision !== currentRevision
    await tx.insert(codeRevisions).values({
      progressId: row.id,
      stepKey: input.stepKey,
      revision,
      code: input.code,
      blocksJson: input.blocksJson ?? null,
      clientId: stale ? `${KEPT_PREFIX}${input.clientId ?? ''}` : (input.clientId ?? null),
    })
    await tx
      .update(lessonProgress)
      .set({
        latestRevision: revision,
        timeSpentSeconds:
          row.timeSpentSeconds + Math.min(input.timeSpentSeconds ?? 0, MAX_SECONDS_PER_REPORT),
        updatedAt: new Date(),
        ...(await markStarted(tx, viewer, row, content)),
      })
      .where(eq(lessonProgress.id, row.id))
    if (!stale) return { status: 'saved', revision }
    return {
      status: 'conflict',
      latest: current
        ? { revision: current.revision, code: current.code, blocksJson: asBlockProgram(current.blocksJson) }
        : { revision: 0, code: step.starter, blocksJson: step.starterBlocks ?? null },
      keptRevision: revision,
    }
  })
}

export interface RecordStepResult {
  status: 'not_started' | 'in_progress' | 'completed'
  steps: Record<string, StepProgress>
  /** True the one time the lesson became completed. */
  justCompleted: boolean
}

/**
 * A run, a finished step or a step the child moved to. Counts attempts (runs), stores checks
 * passed per step, adds time, and completes the lesson once every step is done.
 */
export async function recordStep(db: Db, viewer: Viewer, input: RecordStepInput): Promise<RecordStepResult> {
  assertStudent(viewer)
  return db.transaction(async (tx) => {
    const { row, content } = await lockProgress(tx, viewer, input.itemId)
    const stepIndex = content.steps.findIndex((step) => step.key === input.stepKey)
    if (stepIndex < 0) throw new HttpError(400, 'This step is not part of the lesson.')
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
    const allDone = content.steps.every((step) => steps[step.key]?.done)
    const justCompleted = allDone && row.status !== 'completed'
    const started = await markStarted(tx, viewer, row, content)
    if (justCompleted) {
      await tx.insert(activity).values({
        schoolId: viewer.schoolId,
        profileId: viewer.profileId,
        kind: 'lesson_completed',
        subject: { lessonId: row.lessonId, itemId: row.cardSectionItemId, lessonTitle: content.title },
      })
    }
    const status = justCompleted || row.status === 'completed' ? 'completed' : 'in_progress'
    await tx
      .update(lessonProgress)
      .set({
        ...started,
        status,
        checksPassed: steps,
        currentStep: input.kind === 'visit' ? stepIndex : Math.max(row.currentStep, stepIndex),
        attempts: row.attempts + (input.kind === 'run' ? 1 : 0),
        timeSpentSeconds:
          row.timeSpentSeconds + Math.min(input.timeSpentSeconds ?? 0, MAX_SECONDS_PER_REPORT),
        updatedAt: new Date(),
        ...(justCompleted ? { completedAt: new Date() } : {}),
      })
      .where(eq(lessonProgress.id, row.id))
    return { status, steps, justCompleted }
  })
}

/**
 * A guest's free-lesson work, brought into their account after they sign in or join a class.
 * Each lesson goes to the matching lesson of one of their courses (else any course that teaches
 * it); code becomes a revision, finished steps count. Work already in the account is never replaced.
 */
export async function importGuestProgress(
  db: Db,
  viewer: Viewer,
  input: GuestLessonImport,
): Promise<{ imported: number; itemIds: string[] }> {
  assertStudent(viewer)
  const candidates = await itemsTeaching(
    db,
    viewer,
    input.lessons.map((lesson) => lesson.lessonId),
  )
  const itemIds: string[] = []
  for (const lesson of input.lessons) {
    const options = candidates.filter((candidate) => candidate.lessonId === lesson.lessonId)
    const best = options.find((option) => option.assigned) ?? options[0]
    if (!best) continue
    const imported = await db.transaction(async (tx) => {
      let locked: Awaited<ReturnType<typeof lockProgress>>
      try {
        locked = await lockProgress(tx, viewer, best.itemId)
      } catch (error) {
        if (error instanceof HttpError && (error.status === 403 || error.status === 404)) return false
        throw error
      }
      const { row, content } = locked
      let revision = row.latestRevision
      const existing = await tx
        .select({ stepKey: codeRevisions.stepKey })
        .from(codeRevisions)
        .where(eq(codeRevisions.progressId, row.id))
      const hasCode = new Set(existing.map((entry) => entry.stepKey))
      const steps = stepsProgressOf(row.checksPassed)
      for (const step of content.steps) {
        const guest = lesson.steps[step.key]
        if (!guest) continue
        if (
          (step.kind === 'code' || step.kind === 'free-build') &&
          guest.code !== undefined &&
          !hasCode.has(step.key)
        ) {
          revision += 1
          await tx.insert(codeRevisions).values({
            progressId: row.id,
            stepKey: step.key,
            revision,
            code: guest.code,
            blocksJson: guest.blocksJson ?? null,
            clientId: 'guest-import',
          })
        }
        if (guest.done && !steps[step.key]?.done) steps[step.key] = { ...steps[step.key], done: true }
      }
      const allDone = content.steps.every((step) => steps[step.key]?.done)
      const started = await markStarted(tx, viewer, row, content)
      const completing = allDone && row.status !== 'completed'
      if (completing) {
        await tx.insert(activity).values({
          schoolId: viewer.schoolId,
          profileId: viewer.profileId,
          kind: 'lesson_completed',
          subject: { lessonId: row.lessonId, itemId: row.cardSectionItemId, lessonTitle: content.title },
        })
      }
      await tx
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
      return true
    })
    if (imported) itemIds.push(best.itemId)
  }
  return { imported: itemIds.length, itemIds }
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
