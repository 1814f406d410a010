import type { Viewer } from '@/features/courses/course-access.server'
import { itemsTeaching } from '@/features/courses/lesson-items.server'
import { type LessonVersionRow, openStudentLesson } from '@/features/courses/lesson-versions.server'
import { importGuestWork } from '@/features/progress/guest-import.server'
import { startedVersion, type Work } from '@/features/progress/progress-row.server'
import { type SaveCodeResult, saveRevision } from '@/features/progress/save-revision.server'
import { type RecordStepResult, recordStepProgress } from '@/features/progress/step-report.server'
import { m } from '@/paraglide/messages'
import type { Db } from '@/server/db/client'
import { HttpError } from '@/server/errors'
import type { GuestLessonImport, RecordStepInput, SaveCodeInput } from './lessons.schemas'

/**
 * A student's work on a lesson (decision 198): the lessons feature checks the item, the student's
 * access and their version once, then `progress` saves it. Per save: the version the student
 * started (progress, locked), the item, access and version (courses, `lessons.current_version_id`
 * read once), the revision or the step (progress).
 */

function assertStudent(viewer: Viewer) {
  if (viewer.visitorType !== 'student') throw new HttpError(403, m.lesson_error_students_save_work())
}

async function openWork(
  db: Db,
  viewer: Viewer,
  itemId: string,
): Promise<{ work: Work; version: LessonVersionRow }> {
  const started = await startedVersion(db, viewer.profileId, itemId)
  const { item, version } = await openStudentLesson(db, viewer, itemId, started)
  return {
    work: {
      profileId: viewer.profileId,
      schoolId: viewer.schoolId,
      itemId,
      lessonId: item.lessonId,
      versionId: version.id,
      lessonTitle: version.content.title,
    },
    version,
  }
}

/**
 * Saves a new version of a step's code. If newer work was saved since the revision the code was
 * built on (another tab), this code is kept as a revision of its own and the answer says so.
 */
export async function saveCode(db: Db, viewer: Viewer, input: SaveCodeInput): Promise<SaveCodeResult> {
  assertStudent(viewer)
  return db.transaction(async (tx) => {
    const { work, version } = await openWork(tx, viewer, input.itemId)
    const step = version.content.steps.find((entry) => entry.key === input.stepKey)
    if (!step || (step.kind !== 'code' && step.kind !== 'free-build')) {
      throw new HttpError(400, m.lesson_error_no_code_to_save())
    }
    const { itemId: _itemId, ...revision } = input
    return saveRevision(tx, work, {
      ...revision,
      starter: { code: step.starter, blocksJson: step.starterBlocks ?? null },
    })
  })
}

/** A run, a finished step or a step visited: attempts, checks passed, time, completion. */
export async function recordStep(db: Db, viewer: Viewer, input: RecordStepInput): Promise<RecordStepResult> {
  assertStudent(viewer)
  return db.transaction(async (tx) => {
    const { work, version } = await openWork(tx, viewer, input.itemId)
    const stepKeys = version.content.steps.map((step) => step.key)
    if (!stepKeys.includes(input.stepKey)) throw new HttpError(400, m.lesson_error_step_not_in_lesson())
    const { itemId: _itemId, ...report } = input
    return recordStepProgress(tx, work, stepKeys, report)
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
      let opened: Awaited<ReturnType<typeof openWork>>
      try {
        opened = await openWork(tx, viewer, best.itemId)
      } catch (error) {
        if (error instanceof HttpError && (error.status === 403 || error.status === 404)) return false
        throw error
      }
      const { steps } = opened.version.content
      const codeSteps = new Set(
        steps.filter((step) => step.kind === 'code' || step.kind === 'free-build').map((step) => step.key),
      )
      await importGuestWork(
        tx,
        opened.work,
        steps.map((step) => step.key),
        codeSteps,
        lesson.steps,
      )
      return true
    })
    if (imported) itemIds.push(best.itemId)
  }
  return { imported: itemIds.length, itemIds }
}
