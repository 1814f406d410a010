import { eq } from 'drizzle-orm'
import type { Db } from '@/server/db/client'
import { lessonProgress } from '@/server/db/schema'
import { addedSeconds, lockProgress, markStarted, noteActivity, type Work } from './progress-row.server'
import { lessonComplete, type StepProgress, stepsProgressOf } from './step-progress'

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
