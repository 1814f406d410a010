import { and, asc, desc, eq, inArray, not, sql } from 'drizzle-orm'
import { notFound, type Viewer, visibleCards } from '@/features/courses/course-access.server'
import { courseTeacherNotes } from '@/features/courses/course-notes.server'
import { courseSections } from '@/features/courses/course-sections.server'
import { type LessonContent, lessonContentSchema } from '@/features/lesson-content/lesson-content.schemas'
import { assertAdult } from '@/server/auth/actor'
import type { Db } from '@/server/db/client'
import {
  cardSectionItems,
  cardSections,
  cards,
  classCards,
  classItemSettings,
  classMembers,
  codeRevisions,
  lessonProgress,
  lessons,
  lessonVersions,
  resources,
  schoolClasses,
} from '@/server/db/schema'
import { HttpError } from '@/server/errors'
import type { LessonGoals } from './lesson-goals.server'
import {
  asBlockProgram,
  type PlayerContent,
  type PlayerData,
  type PlayerMode,
  type PlayerNav,
  type PlayerProgress,
  type SavedCode,
  type StepProgress,
  withoutSolutions,
} from './lesson-views'

// What other features' servers need of the lesson views (decision 093).
export { asBlockProgram, type PlayerData, type SavedCode, type StepProgress } from './lesson-views'

/** Revisions kept from a stale tab carry this client id prefix: history, never the current code. */
export const KEPT_PREFIX = 'kept:'

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

export interface ItemRow {
  itemId: string
  lessonId: string
  cardId: string
  cardTitle: string
  cardSlug: string
  cardColor: string
  sectionTitle: string
}

/** A lesson item of a course the school can see. */
export async function findLessonItem(db: Db, schoolId: string, itemId: string): Promise<ItemRow> {
  const [row] = await db
    .select({
      itemId: cardSectionItems.id,
      lessonId: cardSectionItems.lessonId,
      cardId: cards.id,
      cardTitle: cards.title,
      cardSlug: cards.slug,
      cardColor: cards.color,
      sectionTitle: cardSections.title,
    })
    .from(cardSectionItems)
    .innerJoin(cardSections, eq(cardSections.id, cardSectionItems.sectionId))
    .innerJoin(cards, eq(cards.id, cardSections.cardId))
    .where(and(eq(cardSectionItems.id, itemId), eq(cardSectionItems.kind, 'lesson'), visibleCards(schoolId)))
  if (!row?.lessonId) throw notFound('This lesson')
  return { ...row, lessonId: row.lessonId }
}

/**
 * A student may open a lesson of a course one of their classes has, unless every such class has
 * it hidden (404) or locked (403, with words a child understands).
 */
export async function assertStudentMayOpen(db: Db, viewer: Viewer, item: ItemRow): Promise<void> {
  const rows = await db
    .select({ classId: schoolClasses.id, hidden: classItemSettings.hidden, locked: classItemSettings.locked })
    .from(classMembers)
    .innerJoin(schoolClasses, eq(schoolClasses.id, classMembers.classId))
    .innerJoin(classCards, and(eq(classCards.classId, schoolClasses.id), eq(classCards.cardId, item.cardId)))
    .leftJoin(
      classItemSettings,
      and(
        eq(classItemSettings.classId, schoolClasses.id),
        eq(classItemSettings.cardSectionItemId, item.itemId),
      ),
    )
    .where(
      and(
        eq(classMembers.profileId, viewer.profileId),
        eq(schoolClasses.schoolId, viewer.schoolId),
        // Last year's classes too: a child finds their old projects (decision 121).
      ),
    )
  if (rows.length === 0 || rows.every((row) => row.hidden)) throw notFound('This lesson')
  if (rows.every((row) => row.locked || row.hidden)) {
    throw new HttpError(403, 'Your teacher has not opened this lesson yet. Ask them when it will be ready!')
  }
}

/** Where a lesson sits in its course: previous and next lesson, section, "3 of 10". */
async function navFor(db: Db, item: ItemRow, visible?: (itemId: string) => boolean): Promise<PlayerNav> {
  const sections = await courseSections(db, item.cardId)
  const lessonItems = sections.flatMap((section) =>
    section.items
      .filter(
        (entry) => entry.kind === 'lesson' && (!visible || visible(entry.id) || entry.id === item.itemId),
      )
      .map((entry) => ({ id: entry.id, title: entry.title })),
  )
  const index = lessonItems.findIndex((entry) => entry.id === item.itemId)
  return {
    course: { id: item.cardId, title: item.cardTitle, color: item.cardColor },
    sectionTitle: item.sectionTitle,
    previous: index > 0 ? lessonItems[index - 1]! : null,
    next: index >= 0 && index < lessonItems.length - 1 ? lessonItems[index + 1]! : null,
    index: index >= 0 ? index + 1 : null,
    total: lessonItems.length,
  }
}

/** Items hidden from this student in every class of theirs (left out of next/previous). */
async function hiddenItems(db: Db, viewer: Viewer, cardId: string): Promise<Set<string>> {
  const rows = await db
    .select({
      classId: schoolClasses.id,
      itemId: classItemSettings.cardSectionItemId,
      hidden: classItemSettings.hidden,
    })
    .from(classMembers)
    .innerJoin(schoolClasses, eq(schoolClasses.id, classMembers.classId))
    .innerJoin(classCards, and(eq(classCards.classId, schoolClasses.id), eq(classCards.cardId, cardId)))
    .leftJoin(classItemSettings, eq(classItemSettings.classId, schoolClasses.id))
    .where(eq(classMembers.profileId, viewer.profileId))
  const classIds = new Set(rows.map((row) => row.classId))
  const hiddenCount = new Map<string, number>()
  for (const row of rows) {
    if (row.itemId && row.hidden) hiddenCount.set(row.itemId, (hiddenCount.get(row.itemId) ?? 0) + 1)
  }
  return new Set([...hiddenCount].filter(([, n]) => n >= classIds.size).map(([itemId]) => itemId))
}

/** The latest code of each step (kept copies from stale tabs are history, not the latest). */
async function latestCode(db: Db, progressId: string): Promise<Record<string, SavedCode>> {
  const rows = await db
    .selectDistinctOn([codeRevisions.stepKey], {
      stepKey: codeRevisions.stepKey,
      revision: codeRevisions.revision,
      code: codeRevisions.code,
      blocksJson: codeRevisions.blocksJson,
    })
    .from(codeRevisions)
    .where(
      and(
        eq(codeRevisions.progressId, progressId),
        sql`coalesce(${codeRevisions.clientId}, '') not like ${`${KEPT_PREFIX}%`}`,
      ),
    )
    .orderBy(asc(codeRevisions.stepKey), desc(codeRevisions.revision))
  const code: Record<string, SavedCode> = {}
  for (const row of rows) {
    code[row.stepKey] = { revision: row.revision, code: row.code, blocksJson: asBlockProgram(row.blocksJson) }
  }
  return code
}

export function stepsProgressOf(value: unknown): Record<string, StepProgress> {
  if (!value || typeof value !== 'object') return {}
  const steps: Record<string, StepProgress> = {}
  for (const [key, entry] of Object.entries(value as Record<string, unknown>)) {
    if (!entry || typeof entry !== 'object') continue
    const raw = entry as Record<string, unknown>
    steps[key] = {
      done: raw.done === true,
      ...(typeof raw.checksPassed === 'number' ? { checksPassed: raw.checksPassed } : {}),
      ...(typeof raw.checksTotal === 'number' ? { checksTotal: raw.checksTotal } : {}),
    }
  }
  return steps
}

function playerData(
  mode: PlayerMode,
  id: string,
  version: LessonVersionRow,
  extra: Partial<Pick<PlayerData, 'progress' | 'nav' | 'teacher' | 'ownerId'>> = {},
): PlayerData {
  const content: PlayerContent = mode === 'teacher' ? version.content : withoutSolutions(version.content)
  return {
    mode,
    id,
    lessonId: version.lessonId,
    versionId: version.id,
    version: version.version,
    content,
    // Stored with the version (lesson-goals.server.ts): reading a lesson runs no program.
    goals: version.goals,
    progress: extra.progress ?? null,
    ownerId: extra.ownerId ?? null,
    nav: extra.nav ?? null,
    teacher: extra.teacher ?? null,
  }
}

/** The student player: their version of the lesson, their code and progress, and the way on. */
export async function loadStudentLesson(db: Db, viewer: Viewer, itemId: string): Promise<PlayerData> {
  if (viewer.visitorType !== 'student') throw new HttpError(403, 'This page is for students.')
  const item = await findLessonItem(db, viewer.schoolId, itemId)
  await assertStudentMayOpen(db, viewer, item)
  const [progress] = await db
    .select()
    .from(lessonProgress)
    .where(and(eq(lessonProgress.profileId, viewer.profileId), eq(lessonProgress.cardSectionItemId, itemId)))
  const version = await loadVersion(
    db,
    await versionIdFor(db, item.lessonId, progress?.lessonVersionId ?? null),
  )
  const hidden = await hiddenItems(db, viewer, item.cardId)
  const playerProgress: PlayerProgress = progress
    ? {
        status: progress.status,
        currentStep: Math.min(progress.currentStep, version.content.steps.length - 1),
        steps: stepsProgressOf(progress.checksPassed),
        code: await latestCode(db, progress.id),
      }
    : { status: 'not_started', currentStep: 0, steps: {}, code: {} }
  return playerData('student', itemId, version, {
    progress: playerProgress,
    ownerId: viewer.profileId,
    nav: await navFor(db, item, (id) => !hidden.has(id)),
  })
}

/** The teacher's preview: solutions, every hint, notes and the course's resources. */
export async function loadTeacherLesson(db: Db, viewer: Viewer, itemId: string): Promise<PlayerData> {
  assertAdult(viewer)
  const item = await findLessonItem(db, viewer.schoolId, itemId)
  const version = await loadVersion(db, await versionIdFor(db, item.lessonId, null))
  const resourceRows = await db
    .select({ title: resources.title, kind: resources.kind, url: resources.url, fileId: resources.fileId })
    .from(resources)
    .where(
      and(
        eq(resources.cardId, item.cardId),
        sql`(${resources.schoolId} is null or ${resources.schoolId} = ${viewer.schoolId})`,
      ),
    )
    .orderBy(asc(resources.title))
  return playerData('teacher', itemId, version, {
    nav: await navFor(db, item),
    teacher: {
      notes: teacherNotes(version.content),
      courseNotes: courseTeacherNotes(item.cardSlug),
      resources: resourceRows,
    },
  })
}

/** What a teacher should know before the class starts, from the lesson itself. */
function teacherNotes(content: LessonContent): string[] {
  const codeSteps = content.steps.filter((step) => step.kind === 'code')
  const notes = [
    `For ages ${content.ageBand.replace('-', '–')}. The new idea: ${content.concepts[0]}${
      content.concepts.length > 1 ? `; it also practises ${content.concepts.slice(1).join(', ')}` : ''
    }.`,
    `${content.steps.length} steps, ${codeSteps.length} of them exercises with automatic checks.`,
  ]
  const withGoal = codeSteps.filter((step) => step.showGoal).length
  if (withGoal > 0)
    notes.push(`${withGoal} exercise(s) show the picture to make as a faint goal on the canvas.`)
  notes.push('Students see one hint at a time; you see every hint and the solution under each exercise.')
  return notes
}

/** A free lesson for anyone (guests play it with progress kept in their browser). */
export async function loadFreeLesson(db: Db, lessonId: string): Promise<PlayerData> {
  const [lesson] = await db
    .select({ id: lessons.id, isFree: lessons.isFree, currentVersionId: lessons.currentVersionId })
    .from(lessons)
    .where(eq(lessons.id, lessonId))
  if (!lesson?.isFree || !lesson.currentVersionId) throw notFound('This free lesson')
  const version = await loadVersion(db, lesson.currentVersionId)
  return playerData('guest', lessonId, version)
}

/** The shared-link player: the lesson as students see it, progress kept in the browser. */
export async function loadSharedLessonVersion(db: Db, shareId: string, itemId: string): Promise<PlayerData> {
  const [item] = await db
    .select({ lessonId: cardSectionItems.lessonId })
    .from(cardSectionItems)
    .where(and(eq(cardSectionItems.id, itemId), eq(cardSectionItems.kind, 'lesson')))
  if (!item?.lessonId) throw notFound('This lesson')
  const version = await loadVersion(db, await versionIdFor(db, item.lessonId, null))
  return playerData('shared', shareId, version)
}

/** Lesson items of the student's courses that teach this lesson, best first (for guest imports). */
export async function itemsTeaching(db: Db, viewer: Viewer, lessonIds: string[]) {
  if (lessonIds.length === 0) return []
  return db
    .select({
      itemId: cardSectionItems.id,
      lessonId: cardSectionItems.lessonId,
      assigned: sql<boolean>`exists (
        select 1 from ${classCards}
        join ${classMembers} on ${classMembers.classId} = ${classCards.classId}
        where ${classCards.cardId} = ${cards.id} and ${classMembers.profileId} = ${viewer.profileId}
      )`,
    })
    .from(cardSectionItems)
    .innerJoin(cardSections, eq(cardSections.id, cardSectionItems.sectionId))
    .innerJoin(cards, eq(cards.id, cardSections.cardId))
    .where(
      and(
        inArray(cardSectionItems.lessonId, lessonIds),
        visibleCards(viewer.schoolId),
        not(eq(cardSectionItems.kind, 'resource')),
      ),
    )
}
