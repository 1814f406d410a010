import { eq } from 'drizzle-orm'
import type { LessonGoals } from '@/features/lessons/lesson-goals.server'
import { type LessonContent, lessonContentSchema } from '@/kernel/lesson-content/lesson-content.schemas'
import type { Db } from '@/server/db/client'
import { lessons, lessonVersions } from '@/server/db/schema'
import { HttpError } from '@/server/errors'
import { notFound, type Viewer } from './course-access.server'
import { assertStudentMayOpen, findLessonItem, type ItemRow } from './lesson-items.server'

/**
 * The versions of a course's lessons: a stored version read back through the content format, and
 * the version a player gets. Below the lesson player and the saving of work, which both read them
 * (decision 170).
 */

// Versions never change once written, so their parsed content is cached.
const contentCache = new Map<string, LessonContent>()
const CACHE_LIMIT = 500

function remember<T>(cache: Map<string, T>, key: string, value: T): T {
  if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value!)
  cache.set(key, value)
  return value
}

export interface LessonVersionRow {
  id: string
  lessonId: string
  version: number
  content: LessonContent
  /** Drawn when the version was written; empty until the lesson-goals job has drawn an old one. */
  goals: LessonGoals
}

export async function loadVersion(db: Db, versionId: string): Promise<LessonVersionRow> {
  const [row] = await db.select().from(lessonVersions).where(eq(lessonVersions.id, versionId))
  if (!row) throw notFound('This lesson')
  const cached = contentCache.get(row.id)
  const content = cached ?? remember(contentCache, row.id, parseContent(row.content))
  return { id: row.id, lessonId: row.lessonId, version: row.version, content, goals: row.goals ?? {} }
}

function parseContent(value: unknown): LessonContent {
  const parsed = lessonContentSchema.safeParse(value)
  if (!parsed.success) throw new HttpError(500, 'This lesson could not be opened. Please tell your teacher.')
  return parsed.data
}

/**
 * The version a player gets: the one a student started (students keep it), unless the lesson's
 * current version is marked a safe change; otherwise the current one.
 */
export async function versionIdFor(
  db: Db,
  lessonId: string,
  startedVersionId: string | null,
): Promise<string> {
  const [lesson] = await db
    .select({ currentVersionId: lessons.currentVersionId })
    .from(lessons)
    .where(eq(lessons.id, lessonId))
  const current = lesson?.currentVersionId
  if (!current) throw notFound('This lesson')
  if (!startedVersionId || startedVersionId === current) return current
  const [row] = await db
    .select({ safeChange: lessonVersions.safeChange })
    .from(lessonVersions)
    .where(eq(lessonVersions.id, current))
  return row?.safeChange ? current : startedVersionId
}

/**
 * What the saving of a student's work and the student's player ask before they read or write
 * (decision 198): the lesson item (404 when the school cannot see it), the student's right to open
 * it (403/404), and their version of the lesson (the one they started, `startedVersionId`, unless
 * the current one is a safe change), with its content. `lessons.current_version_id` is read once.
 */
export async function openStudentLesson(
  db: Db,
  viewer: Viewer,
  itemId: string,
  startedVersionId: string | null,
): Promise<{ item: ItemRow; version: LessonVersionRow }> {
  const item = await findLessonItem(db, viewer.schoolId, itemId)
  await assertStudentMayOpen(db, viewer, item)
  const version = await loadVersion(db, await versionIdFor(db, item.lessonId, startedVersionId))
  return { item, version }
}
