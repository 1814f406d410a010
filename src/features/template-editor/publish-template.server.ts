import { isDeepStrictEqual } from 'node:util'
import { and, eq, inArray, sql } from 'drizzle-orm'
import { forgetCourseSections } from '@/features/courses/course-sections.server'
import { listFreeLessons } from '@/features/courses/free-lessons.server'
import { loadVersion } from '@/features/courses/lesson-versions.server'
import { drawGoals } from '@/features/lessons/lesson-goals.server'
import { type LessonContent, lessonContentSchema } from '@/kernel/lesson-content/lesson-content.schemas'
import { m } from '@/paraglide/messages'
import type { Db } from '@/server/db/client'
import { lessonProgress, lessons, lessonTemplates, lessonVersions } from '@/server/db/schema'
import { HttpError } from '@/server/errors'
import { SandboxBusyError } from '@/server/sandbox/sandbox'
import { solutionProblems, stoppedMessage } from './solution-check.server'
import type { PublishInput, PublishResult } from './template-editor.schemas'
import { type Actor, assertStaff, draftFieldErrors, templateRow } from './template-rows.server'

/**
 * The publish checks, then the goal pictures to store with the version: both run in the sandbox.
 * A problem is a 422 with field errors; a sandbox with no room left is a 503 (nothing published).
 */
async function checkAndDraw(content: LessonContent) {
  try {
    const problems = await solutionProblems(content)
    if (problems.length > 0) throw new HttpError(422, problems[0]!.message, problems)
    const drawn = await drawGoals(content)
    const errors = drawn.problems.map((problem) => ({
      field: `steps.${problem.stepIndex}.solution`,
      message: stoppedMessage('goal', problem.title, problem.run),
    }))
    if (errors.length > 0) throw new HttpError(422, errors[0]!.message, errors)
    return drawn.goals
  } catch (error) {
    if (error instanceof SandboxBusyError) {
      throw new HttpError(503, m.template_editor_error_checker_busy())
    }
    throw error
  }
}

/**
 * A new lesson version from the draft: only a valid draft whose code steps' solutions pass their
 * checks and whose starters do not. The lesson's current version becomes the new one; with
 * `safeChange`, students in the middle of an older version are moved onto it (their step keys
 * and code stay; a child who finished keeps the version they finished).
 */
export async function publishTemplate(db: Db, viewer: Actor, input: PublishInput): Promise<PublishResult> {
  assertStaff(viewer)
  const row = await templateRow(db, input.templateId)
  if (!row.lessonId) throw new HttpError(409, m.template_editor_error_no_lesson())
  const lessonId = row.lessonId
  const errors = draftFieldErrors(row.draft)
  if (errors.length > 0) throw new HttpError(422, m.template_editor_error_draft_invalid(), errors)
  const content = lessonContentSchema.parse(row.draft)
  const [lesson] = await db
    .select({ currentVersionId: lessons.currentVersionId })
    .from(lessons)
    .where(eq(lessons.id, lessonId))
  if (lesson?.currentVersionId) {
    const current = await loadVersion(db, lesson.currentVersionId)
    if (isDeepStrictEqual(current.content, content)) {
      throw new HttpError(409, m.template_editor_error_nothing_to_publish({ version: current.version }))
    }
  }
  const goals = await checkAndDraw(content)

  const published = await db.transaction(async (tx) => {
    const [last] = await tx
      .select({ version: sql<number>`coalesce(max(${lessonVersions.version}), 0)`.mapWith(Number) })
      .from(lessonVersions)
      .where(eq(lessonVersions.lessonId, lessonId))
    const [created] = await tx
      .insert(lessonVersions)
      .values({
        lessonId,
        version: (last?.version ?? 0) + 1,
        content,
        goals,
        safeChange: input.safeChange,
        publishedBy: viewer.userId,
      })
      .returning({ id: lessonVersions.id, version: lessonVersions.version })
    await tx
      .update(lessons)
      .set({
        currentVersionId: created!.id,
        title: content.title,
        summary: content.summary,
        isFree: content.free,
        updatedAt: new Date(),
      })
      .where(eq(lessons.id, lessonId))
    await tx
      .update(lessonTemplates)
      .set({ status: 'published', updatedByUserId: viewer.userId, updatedAt: new Date() })
      .where(eq(lessonTemplates.id, row.id))
    let movedStudents = 0
    if (input.safeChange) {
      const older = tx
        .select({ id: lessonVersions.id })
        .from(lessonVersions)
        .where(eq(lessonVersions.lessonId, lessonId))
      const moved = await tx
        .update(lessonProgress)
        .set({ lessonVersionId: created!.id })
        .where(
          and(
            eq(lessonProgress.status, 'in_progress'),
            inArray(lessonProgress.lessonVersionId, older),
            sql`${lessonProgress.lessonVersionId} <> ${created!.id}`,
          ),
        )
        .returning({ id: lessonProgress.id })
      movedStudents = moved.length
    }
    return { versionId: created!.id, version: created!.version, safeChange: input.safeChange, movedStudents }
  })
  // A lesson made free (or no longer free) shows on the free lessons page at once.
  listFreeLessons.forget(db)
  // Its new title and summary show in the lesson player's way on at once (decision 205).
  forgetCourseSections(db)
  return published
}
