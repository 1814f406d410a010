import { asc, desc, eq } from 'drizzle-orm'
import { notFound } from '@/features/courses/course-access.server'
import { loadVersion } from '@/features/courses/lesson-versions.server'
import { drawGoals } from '@/features/lessons/lesson-goals.server'
import { lessonTextTrees } from '@/features/lessons/lesson-text-trees.server'
import type { PlayerData } from '@/features/lessons/lessons.server'
import { lessonContentSchema } from '@/kernel/lesson-content/lesson-content.schemas'
import { m } from '@/paraglide/messages'
import type { Db } from '@/server/db/client'
import { cardSectionItems, lessons, lessonTemplates, lessonVersions } from '@/server/db/schema'
import { HttpError } from '@/server/errors'
import { SandboxBusyError } from '@/server/sandbox/sandbox'
import type { SaveDraftInput, TemplateVersion, TemplateView } from './template-editor.schemas'
import {
  type Actor,
  assertStaff,
  draftFieldErrors,
  parseDraft,
  templateRow,
  type Viewer,
} from './template-rows.server'

/**
 * Lesson templates (SPEC §2.5): opening one for a lesson, reading and saving its draft, previewing
 * it in the player. Publishing a version is in publish-template.server.ts, given on from here.
 */
export { publishTemplate } from './publish-template.server'

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
    errors.push({ field: 'slug', message: m.template_editor_error_slug_fixed() })
  }
  if (errors.length > 0 || !parsed.success) {
    throw new HttpError(422, m.template_editor_error_fix_fields({ count: errors.length }), errors)
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
    texts: lessonTextTrees(content),
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
