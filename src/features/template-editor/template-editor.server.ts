import { isDeepStrictEqual } from 'node:util'
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm'
import { admits, LESSON_EDITORS } from '@/access/allowed-visitors'
import { type Viewer as CourseViewer, notFound } from '@/features/courses/course-access.server'
import { forgetCourseSections } from '@/features/courses/course-sections.server'
import { listFreeLessons } from '@/features/courses/free-lessons.server'
import { loadVersion } from '@/features/courses/lesson-versions.server'
import { drawGoals } from '@/features/lessons/lesson-goals.server'
import type { PlayerData } from '@/features/lessons/lessons.server'
import { type LessonContent, lessonContentSchema } from '@/kernel/lesson-content/lesson-content.schemas'
import type { Actor as SessionActor } from '@/server/auth/actor'
import type { Db } from '@/server/db/client'
import {
  cardSectionItems,
  lessonProgress,
  lessons,
  lessonTemplates,
  lessonVersions,
} from '@/server/db/schema'
import { type FieldError, HttpError } from '@/server/errors'
import { SandboxBusyError } from '@/server/sandbox/sandbox'
import { solutionProblems, stoppedMessage } from './solution-check.server'
import type {
  PublishInput,
  PublishResult,
  SaveDraftInput,
  TemplateVersion,
  TemplateView,
} from './template-editor.schemas'

/**
 * Lesson templates are staff's (SPEC §2.5), lesson editors included whatever their profile's role
 * (decision 166): teachers and admins get 403 even with a valid id.
 */
type Viewer = CourseViewer & Pick<SessionActor, 'userRole'>

function assertStaff(viewer: Viewer): void {
  if (!admits(LESSON_EDITORS, viewer)) throw new HttpError(403, 'Only CodeSchool staff edit lessons.')
}

type Actor = Viewer & { userId: string }

/** The lesson's template (the newest one), made from its current version when it has none. */
export async function openTemplateForItem(
  db: Db,
  viewer: Actor,
  itemId: string,
): Promise<{ templateId: string }> {
  assertStaff(viewer)
  const [item] = await db
    .select({ lessonId: cardSectionItems.lessonId })
    .from(cardSectionItems)
    .where(eq(cardSectionItems.id, itemId))
  if (!item?.lessonId) throw notFound('This lesson')
  return openTemplateForLesson(db, viewer, item.lessonId)
}

async function openTemplateForLesson(
  db: Db,
  viewer: Actor,
  lessonId: string,
): Promise<{ templateId: string }> {
  assertStaff(viewer)
  const [existing] = await db
    .select({ id: lessonTemplates.id })
    .from(lessonTemplates)
    .where(eq(lessonTemplates.lessonId, lessonId))
    .orderBy(desc(lessonTemplates.createdAt))
    .limit(1)
  if (existing) return { templateId: existing.id }
  const [lesson] = await db
    .select({ currentVersionId: lessons.currentVersionId })
    .from(lessons)
    .where(eq(lessons.id, lessonId))
  if (!lesson?.currentVersionId) throw notFound('This lesson')
  const version = await loadVersion(db, lesson.currentVersionId)
  const [created] = await db
    .insert(lessonTemplates)
    .values({
      lessonId,
      title: version.content.title,
      draft: version.content,
      status: 'published',
      updatedByUserId: viewer.userId,
    })
    .returning({ id: lessonTemplates.id })
  return { templateId: created!.id }
}

async function templateRow(db: Db, templateId: string) {
  const [row] = await db.select().from(lessonTemplates).where(eq(lessonTemplates.id, templateId))
  if (!row) throw notFound('This lesson template')
  return row
}

function parseDraft(value: unknown): LessonContent {
  const parsed = lessonContentSchema.safeParse(value)
  if (!parsed.success)
    throw new HttpError(409, 'This draft no longer fits the lesson format. Fix it in the editor.')
  return parsed.data
}

export async function getTemplate(db: Db, viewer: Viewer, templateId: string): Promise<TemplateView> {
  assertStaff(viewer)
  const row = await templateRow(db, templateId)
  let versions: TemplateVersion[] = []
  if (row.lessonId) {
    const [lesson] = await db
      .select({ currentVersionId: lessons.currentVersionId })
      .from(lessons)
      .where(eq(lessons.id, row.lessonId))
    const rows = await db
      .select({
        id: lessonVersions.id,
        version: lessonVersions.version,
        safeChange: lessonVersions.safeChange,
        createdAt: lessonVersions.createdAt,
      })
      .from(lessonVersions)
      .where(eq(lessonVersions.lessonId, row.lessonId))
      .orderBy(desc(lessonVersions.version))
    versions = rows.map((v) => ({
      ...v,
      createdAt: v.createdAt.toISOString(),
      current: v.id === lesson?.currentVersionId,
    }))
  }
  return {
    id: row.id,
    lessonId: row.lessonId,
    title: row.title,
    status: row.status,
    updatedAt: row.updatedAt.toISOString(),
    draft: parseDraft(row.draft),
    versions,
  }
}

/** zod issues as the spec's field errors: `steps.2.checks.0.fail` → its message. */
function draftFieldErrors(value: unknown): FieldError[] {
  const parsed = lessonContentSchema.safeParse(value)
  if (parsed.success) return []
  return parsed.error.issues.map((issue) => ({
    field: issue.path.map(String).join('.'),
    message: issue.message,
  }))
}

/**
 * Saves the draft when it is a valid lesson; otherwise 422 with one error per field and the
 * stored draft untouched. The slug stays the lesson's (progress and share links use it).
 */
export async function saveDraft(db: Db, viewer: Actor, input: SaveDraftInput): Promise<TemplateView> {
  assertStaff(viewer)
  const row = await templateRow(db, input.templateId)
  const stored = row.draft as { slug?: string }
  const errors = draftFieldErrors(input.draft)
  const parsed = lessonContentSchema.safeParse(input.draft)
  if (parsed.success && stored.slug && parsed.data.slug !== stored.slug) {
    errors.push({ field: 'slug', message: 'the lesson’s slug cannot change' })
  }
  if (errors.length > 0 || !parsed.success) {
    throw new HttpError(
      422,
      `Fix ${errors.length === 1 ? 'the marked field' : `the ${errors.length} marked fields`} and save again.`,
      errors,
    )
  }
  await db
    .update(lessonTemplates)
    .set({
      draft: parsed.data,
      title: parsed.data.title,
      status: 'draft',
      updatedByUserId: viewer.userId,
      updatedAt: new Date(),
    })
    .where(eq(lessonTemplates.id, row.id))
  return getTemplate(db, viewer, row.id)
}

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
      message: stoppedMessage(`The goal picture of "${problem.title}"`, problem.run),
    }))
    if (errors.length > 0) throw new HttpError(422, errors[0]!.message, errors)
    return drawn.goals
  } catch (error) {
    if (error instanceof SandboxBusyError) {
      throw new HttpError(503, 'The lesson checker is busy. Try publishing again in a minute.')
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
  if (!row.lessonId) throw new HttpError(409, 'This template belongs to no lesson any more.')
  const lessonId = row.lessonId
  const errors = draftFieldErrors(row.draft)
  if (errors.length > 0) throw new HttpError(422, 'The draft is not a valid lesson yet.', errors)
  const content = lessonContentSchema.parse(row.draft)
  const [lesson] = await db
    .select({ currentVersionId: lessons.currentVersionId })
    .from(lessons)
    .where(eq(lessons.id, lessonId))
  if (lesson?.currentVersionId) {
    const current = await loadVersion(db, lesson.currentVersionId)
    if (isDeepStrictEqual(current.content, content)) {
      throw new HttpError(409, `Nothing to publish: the draft is the same as version ${current.version}.`)
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

/** The draft in the player, as a teacher previews it: nothing is saved (mode teacher). */
export async function templatePreview(db: Db, viewer: Viewer, templateId: string): Promise<PlayerData> {
  assertStaff(viewer)
  const row = await templateRow(db, templateId)
  const content = parseDraft(row.draft)
  // A draft's solutions are unproven: drawn in the sandbox; one it had to stop shows no goal.
  const goals = await drawGoals(content)
    .then((drawn) => drawn.goals)
    .catch((error: unknown) => {
      if (error instanceof SandboxBusyError) return {}
      throw error
    })
  return {
    mode: 'teacher',
    id: row.id,
    lessonId: row.lessonId ?? row.id,
    versionId: row.id,
    version: 0,
    content,
    goals,
    progress: null,
    ownerId: null,
    nav: null,
    teacher: null,
  }
}

/** Versions of a lesson, oldest first (tests and the versions list). */
export async function lessonVersionNumbers(db: Db, lessonId: string): Promise<number[]> {
  const rows = await db
    .select({ version: lessonVersions.version })
    .from(lessonVersions)
    .where(eq(lessonVersions.lessonId, lessonId))
    .orderBy(asc(lessonVersions.version))
  return rows.map((r) => r.version)
}
