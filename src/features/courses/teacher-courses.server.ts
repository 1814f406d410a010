import { and, asc, eq, isNull, or, sql } from 'drizzle-orm'
import { assertAdult } from '@/server/auth/actor'
import { activeManageableClasses } from '@/server/auth/managed-scope'
import type { Db } from '@/server/db/client'
import {
  cardSectionItems,
  cardSections,
  cards,
  classCards,
  lessonShares,
  resources,
  schoolClasses,
} from '@/server/db/schema'
import { notFound, type Viewer, visibleCards } from './course-access.server'
import { courseTeacherNotes } from './course-notes.server'
import {
  type CourseSection,
  type CourseSummary,
  courseColumns,
  courseSections,
  toSummary,
} from './course-sections.server'

export interface TeacherCourseSummary extends CourseSummary {
  /** Names of the viewer's classes that have this course. */
  assignedTo: string[]
}

export interface TeacherCourse {
  course: CourseSummary
  /** How to run the course (markdown), for shipped courses. */
  teacherNotes: string | null
  sections: CourseSection[]
  /** The viewer's classes (all of the school's for admins), with whether they have this course. */
  classes: { id: string; name: string; assigned: boolean }[]
  /** Live share links by course item. */
  shares: { id: string; itemId: string; createdAt: string }[]
  /** The course's resources for teachers (lesson plans, worksheets…). */
  resources: { id: string; title: string; kind: string; url: string | null; fileId: string | null }[]
}

/** The whole catalog for teachers, with the viewer's classes that have each course. */
export async function listTeacherCourses(db: Db, viewer: Viewer): Promise<TeacherCourseSummary[]> {
  assertAdult(viewer)
  const rows = await db
    .select(courseColumns)
    .from(cards)
    .where(visibleCards(viewer.schoolId))
    .orderBy(asc(cards.position), asc(cards.title))
  const assignments = await db
    .select({ cardId: classCards.cardId, name: schoolClasses.name })
    .from(classCards)
    .innerJoin(schoolClasses, eq(schoolClasses.id, classCards.classId))
    .where(activeManageableClasses(viewer))
    .orderBy(asc(schoolClasses.name))
  return rows.map((row) => ({
    ...toSummary(row),
    assignedTo: assignments.filter((a) => a.cardId === row.id).map((a) => a.name),
  }))
}

/** A course for teachers: every section and item, their classes and the live share links. */
export async function getTeacherCourse(db: Db, viewer: Viewer, cardId: string): Promise<TeacherCourse> {
  assertAdult(viewer)
  const [card] = await db
    .select(courseColumns)
    .from(cards)
    .where(and(eq(cards.id, cardId), visibleCards(viewer.schoolId)))
  if (!card) throw notFound('This course')
  const [sections, classRows, shareRows, resourceRows] = await Promise.all([
    courseSections(db, cardId),
    db
      .select({
        id: schoolClasses.id,
        name: schoolClasses.name,
        assigned: sql<boolean>`exists (select 1 from class_cards gc where gc.class_id = "classes"."id" and gc.card_id = ${cardId})`,
      })
      .from(schoolClasses)
      .where(activeManageableClasses(viewer))
      .orderBy(asc(schoolClasses.name)),
    db
      .select({
        id: lessonShares.id,
        itemId: lessonShares.cardSectionItemId,
        createdAt: lessonShares.createdAt,
      })
      .from(lessonShares)
      .innerJoin(cardSectionItems, eq(cardSectionItems.id, lessonShares.cardSectionItemId))
      .innerJoin(cardSections, eq(cardSections.id, cardSectionItems.sectionId))
      .where(
        and(
          eq(lessonShares.schoolId, viewer.schoolId),
          isNull(lessonShares.revokedAt),
          eq(cardSections.cardId, cardId),
        ),
      )
      .orderBy(asc(lessonShares.createdAt)),
    db
      .select({
        id: resources.id,
        title: resources.title,
        kind: resources.kind,
        url: resources.url,
        fileId: resources.fileId,
      })
      .from(resources)
      .where(
        and(
          eq(resources.cardId, cardId),
          or(isNull(resources.schoolId), eq(resources.schoolId, viewer.schoolId)),
        ),
      )
      .orderBy(asc(resources.title)),
  ])
  return {
    course: toSummary(card),
    teacherNotes: courseTeacherNotes(card.slug),
    sections,
    classes: classRows.map((row) => ({ ...row, assigned: row.assigned === true })),
    shares: shareRows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    resources: resourceRows,
  }
}
