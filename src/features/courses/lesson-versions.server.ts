import { eq } from 'drizzle-orm'
import type { LessonGoals } from '@/features/lessons/lesson-goals.server'
import { type LessonContent, lessonContentSchema } from '@/kernel/lesson-content/lesson-content.schemas'
import { m } from '@/paraglide/messages'
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

// A version's id, lesson, number, content and safe-change mark never change once written (no code
// updates or deletes them; publishing writes a new version). Its goals are written once, by the
// backfill (lesson-goals.server.ts), on versions that had none: a version is kept only once it has
// them, so nothing kept can go stale, in this process or another (decision 205).
const versionCache = new Map<string, KeptVersion>()
const CACHE_LIMIT = 500

interface KeptVersion extends LessonVersionRow {
  safeChange: boolean
}

function remember(row: KeptVersion): KeptVersion {
  if (versionCache.size >= CACHE_LIMIT) versionCache.delete(versionCache.keys().next().value!)
  versionCache.set(row.id, row)
  return row
}

export interface LessonVersionRow {
  id: string
  lessonId: string
  version: number
  content: LessonContent
  /** Drawn when the version was written; empty until the lesson-goals job has drawn an old one. */
  goals: LessonGoals
}

async function keptVersion(db: Db, versionId: string): Promise<KeptVersion | null> {
  const cached = versionCache.get(versionId)
  if (cached) return cached
  const [row] = await db.select().from(lessonVersions).where(eq(lessonVersions.id, versionId))
  if (!row) return null
  const version = {
    id: row.id,
    lessonId: row.lessonId,
    version: row.version,
    content: parseContent(row.content),
    goals: row.goals ?? {},
    safeChange: row.safeChange,
  }
  return row.goals ? remember(version) : version
}

export async function loadVersion(db: Db, versionId: string): Promise<LessonVersionRow> {
  const row = await keptVersion(db, versionId)
  if (!row) throw notFound('This lesson')
  return { id: row.id, lessonId: row.lessonId, version: row.version, content: row.content, goals: row.goals }
}

function parseContent(value: unknown): LessonContent {
  const parsed = lessonContentSchema.safeParse(value)
  if (!parsed.success) throw new HttpError(500, m.courses_error_cannot_open())
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
  return chooseVersionId(db, lesson?.currentVersionId ?? null, startedVersionId)
}

/** `versionIdFor` once the lesson's current version is known (read with its item). */
export async function chooseVersionId(
  db: Db,
  current: string | null,
  startedVersionId: string | null,
): Promise<string> {
  if (!current) throw notFound('This lesson')
  if (!startedVersionId || startedVersionId === current) return current
  const row = await keptVersion(db, current)
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
