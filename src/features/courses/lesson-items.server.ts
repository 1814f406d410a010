import { and, eq, inArray, not, sql } from 'drizzle-orm'
import { m } from '@/paraglide/messages'
import type { Db } from '@/server/db/client'
import {
  cardSectionItems,
  cardSections,
  cards,
  classCards,
  classItemSettings,
  classMembers,
  lessons,
  schoolClasses,
} from '@/server/db/schema'
import { HttpError } from '@/server/errors'
import { notFound, type Viewer, visibleCards } from './course-access.server'

/**
 * The lesson items of a school's courses, and who may open them: what the lesson player, the saving
 * of work and share links all ask before they read a lesson (decision 170).
 */

export interface ItemRow {
  itemId: string
  lessonId: string
  cardId: string
  cardTitle: string
  cardSlug: string
  cardColor: string
  sectionTitle: string
  /** The lesson's current version (`lessons.current_version_id`), read with the item. */
  currentVersionId: string | null
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
      currentVersionId: lessons.currentVersionId,
    })
    .from(cardSectionItems)
    .innerJoin(cardSections, eq(cardSections.id, cardSectionItems.sectionId))
    .innerJoin(cards, eq(cards.id, cardSections.cardId))
    .leftJoin(lessons, eq(lessons.id, cardSectionItems.lessonId))
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
  assertOpenInSomeClass(rows)
}

/** One row per class of the student's with the course: that class's setting for the lesson. */
function assertOpenInSomeClass(rows: { hidden: boolean | null; locked: boolean | null }[]): void {
  if (rows.length === 0 || rows.every((row) => row.hidden)) throw notFound('This lesson')
  if (rows.every((row) => row.locked || row.hidden)) {
    throw new HttpError(403, m.courses_error_not_opened())
  }
}

/**
 * The student player's one read of the student's classes with this course: `assertStudentMayOpen`'s
 * answer (it throws the same 404 and 403), and the course's items hidden from them in every such
 * class (left out of the way on).
 */
export async function studentCourseAccess(db: Db, viewer: Viewer, item: ItemRow): Promise<Set<string>> {
  const rows = await db
    .select({
      classId: schoolClasses.id,
      itemId: classItemSettings.cardSectionItemId,
      hidden: classItemSettings.hidden,
      locked: classItemSettings.locked,
    })
    .from(classMembers)
    .innerJoin(schoolClasses, eq(schoolClasses.id, classMembers.classId))
    .innerJoin(classCards, and(eq(classCards.classId, schoolClasses.id), eq(classCards.cardId, item.cardId)))
    .leftJoin(classItemSettings, eq(classItemSettings.classId, schoolClasses.id))
    .where(and(eq(classMembers.profileId, viewer.profileId), eq(schoolClasses.schoolId, viewer.schoolId)))
  // Each class's setting for this lesson (none: open), as assertStudentMayOpen reads it.
  const thisLesson = new Map<string, { hidden: boolean | null; locked: boolean | null }>()
  for (const row of rows) {
    if (!thisLesson.has(row.classId)) thisLesson.set(row.classId, { hidden: false, locked: false })
    if (row.itemId === item.itemId) thisLesson.set(row.classId, row)
  }
  assertOpenInSomeClass([...thisLesson.values()])
  const hiddenCount = new Map<string, number>()
  for (const row of rows) {
    if (row.itemId && row.hidden) hiddenCount.set(row.itemId, (hiddenCount.get(row.itemId) ?? 0) + 1)
  }
  return new Set([...hiddenCount].filter(([, n]) => n >= thisLesson.size).map(([itemId]) => itemId))
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
