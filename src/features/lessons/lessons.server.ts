import { and, asc, eq, sql } from 'drizzle-orm'
import { notFound, type Viewer } from '@/features/courses/course-access.server'
import { courseTeacherNotes } from '@/features/courses/course-notes.server'
import {
  type CourseSection,
  courseSections,
  keptCourseSections,
} from '@/features/courses/course-sections.server'
import { findLessonItem, type ItemRow, studentCourseAccess } from '@/features/courses/lesson-items.server'
import {
  chooseVersionId,
  type LessonVersionRow,
  loadVersion,
  versionIdFor,
} from '@/features/courses/lesson-versions.server'
import { stepsProgressOf } from '@/features/progress/progress.schemas'
import { progressOf } from '@/features/progress/progress-row.server'
import { latestCode } from '@/features/progress/saved-code.server'
import type { LessonContent } from '@/kernel/lesson-content/lesson-content.schemas'
import { localizeLesson } from '@/kernel/lesson-content/lesson-translations'
import { m } from '@/paraglide/messages'
import { getLocale } from '@/paraglide/runtime'
import { assertAdult } from '@/server/auth/actor'
import type { Db } from '@/server/db/client'
import { cardSectionItems, lessons, resources } from '@/server/db/schema'
import { HttpError } from '@/server/errors'
import { keptLessonTextTrees } from './lesson-text-trees.server'
import {
  type PlayerContent,
  type PlayerData,
  type PlayerMode,
  type PlayerNav,
  type PlayerProgress,
  withoutSolutions,
} from './lesson-views'

// What other features' servers need of the lesson views (decision 093).
export type { PlayerData } from './lesson-views'

/** Where a lesson sits in its course: previous and next lesson, section, "3 of 10". */
function navFor(sections: CourseSection[], item: ItemRow, visible?: (itemId: string) => boolean): PlayerNav {
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

function playerData(
  mode: PlayerMode,
  id: string,
  version: LessonVersionRow,
  extra: Partial<Pick<PlayerData, 'progress' | 'nav' | 'teacher' | 'ownerId'>> = {},
): PlayerData {
  // The page's language only (decision 214): its translation, English where a text has none.
  const locale = getLocale()
  const localized: LessonContent = localizeLesson(version.content, locale)
  const content: PlayerContent = mode === 'teacher' ? localized : withoutSolutions(localized)
  return {
    mode,
    id,
    lessonId: version.lessonId,
    versionId: version.id,
    version: version.version,
    content,
    texts: keptLessonTextTrees(`${version.id}|${locale}|${mode === 'teacher'}`, content),
    // Stored with the version (lesson-goals.server.ts): reading a lesson runs no program.
    goals: version.goals,
    progress: extra.progress ?? null,
    ownerId: extra.ownerId ?? null,
    nav: extra.nav ?? null,
    teacher: extra.teacher ?? null,
  }
}

/**
 * The student player: their version of the lesson, their code and progress, and the way on. The
 * reads that do not depend on each other go at once (decision 205): the progress with the item,
 * then the access check with the version, the saved code and the course's outline (kept per
 * process). A refused access answers first, as when they went one after another.
 */
export async function loadStudentLesson(db: Db, viewer: Viewer, itemId: string): Promise<PlayerData> {
  if (viewer.visitorType !== 'student') throw new HttpError(403, m.lesson_error_students_page())
  const [progress, item] = await Promise.all([
    progressOf(db, viewer.profileId, itemId),
    findLessonItem(db, viewer.schoolId, itemId),
  ])
  const [access, rest] = await Promise.allSettled([
    studentCourseAccess(db, viewer, item),
    Promise.all([
      chooseVersionId(db, item.currentVersionId, progress?.lessonVersionId ?? null).then((id) =>
        loadVersion(db, id),
      ),
      progress ? latestCode(db, progress.id) : null,
      keptCourseSections(db, item.cardId),
    ]),
  ])
  if (access.status === 'rejected') throw access.reason
  if (rest.status === 'rejected') throw rest.reason
  const hidden = access.value
  const [version, code, sections] = rest.value
  const playerProgress: PlayerProgress =
    progress && code
      ? {
          status: progress.status,
          currentStep: Math.min(progress.currentStep, version.content.steps.length - 1),
          steps: stepsProgressOf(progress.checksPassed),
          code,
        }
      : { status: 'not_started', currentStep: 0, steps: {}, code: {} }
  return playerData('student', itemId, version, {
    progress: playerProgress,
    ownerId: viewer.profileId,
    nav: navFor(sections, item, (id) => !hidden.has(id)),
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
    nav: navFor(await courseSections(db, item.cardId), item),
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
