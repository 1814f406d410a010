import { and, eq, inArray, isNotNull, isNull } from 'drizzle-orm'
import type { Db } from '@/server/db/client'
import { cards, classCards, classMembers, schoolClasses } from '@/server/db/schema'
import { type ConceptShown, conceptsShownBySection } from './concepts-shown.server'
import { notFound, type Viewer, visibleCards } from './course-access.server'
import {
  type CourseItem,
  type CourseSummary,
  courseColumns,
  courseSections,
  toSummary,
} from './course-sections.server'
import { itemSwitches, type ProgressStatus, progressByItem } from './student-lesson-state.server'

export interface StudentCourseSummary extends CourseSummary {
  completedCount: number
  /** The lesson to carry on with: the first one not completed and not locked. */
  nextItemId: string | null
  nextLessonTitle: string | null
}

interface StudentCourseItem extends CourseItem {
  status: ProgressStatus
  locked: boolean
}

export interface StudentCourse {
  course: StudentCourseSummary
  sections: {
    id: string
    title: string
    items: StudentCourseItem[]
    /** The big ideas the section practises and whether the child has shown each (decision 120). */
    concepts: ConceptShown[]
  }[]
}

/** The student's active classes at their school, or those of past years (archived). */
async function studentClassIds(db: Db, viewer: Viewer, year: 'this' | 'last' = 'this'): Promise<string[]> {
  const rows = await db
    .select({ id: schoolClasses.id })
    .from(classMembers)
    .innerJoin(schoolClasses, eq(schoolClasses.id, classMembers.classId))
    .where(
      and(
        eq(classMembers.profileId, viewer.profileId),
        eq(schoolClasses.schoolId, viewer.schoolId),
        year === 'this' ? isNull(schoolClasses.archivedAt) : isNotNull(schoolClasses.archivedAt),
      ),
    )
  return rows.map((row) => row.id)
}

/** The student's classes that have this course: this year's, or else last year's. */
async function studentClassesWithCard(db: Db, viewer: Viewer, cardId: string): Promise<string[]> {
  const current = await classesWithCard(db, await studentClassIds(db, viewer), cardId)
  if (current.length > 0) return current
  return classesWithCard(db, await studentClassIds(db, viewer, 'last'), cardId)
}

/** The courses these classes have. */
async function cardIdsOf(db: Db, classIds: string[]): Promise<string[]> {
  if (classIds.length === 0) return []
  const rows = await db
    .selectDistinct({ cardId: classCards.cardId })
    .from(classCards)
    .where(inArray(classCards.classId, classIds))
  return rows.map((row) => row.cardId)
}

async function classesWithCard(db: Db, mine: string[], cardId: string): Promise<string[]> {
  if (mine.length === 0) return []
  const rows = await db
    .select({ classId: classCards.classId })
    .from(classCards)
    .where(and(eq(classCards.cardId, cardId), inArray(classCards.classId, mine)))
  return rows.map((row) => row.classId)
}

/** `concepts`: only the course page shows them; the course list needs the counts alone. */
async function studentCourseDetail(
  db: Db,
  viewer: Viewer,
  card: CourseSummary,
  classIds: string[],
  { concepts: withConcepts = false } = {},
) {
  const sections = await courseSections(db, card.id)
  const lessonItems = sections.flatMap((section) => section.items.filter((item) => item.kind === 'lesson'))
  const itemIds = lessonItems.map((item) => item.id)
  const [switches, progress, concepts] = await Promise.all([
    itemSwitches(db, classIds, itemIds),
    progressByItem(db, viewer.profileId, itemIds),
    withConcepts
      ? conceptsShownBySection(
          db,
          viewer,
          sections.map((section) => ({
            id: section.id,
            itemIds: section.items.filter((item) => item.kind === 'lesson').map((item) => item.id),
          })),
        )
      : Promise.resolve({} as Awaited<ReturnType<typeof conceptsShownBySection>>),
  ])
  const studentSections = sections
    .map((section) => ({
      id: section.id,
      title: section.title,
      items: section.items
        .filter((item) => item.kind === 'lesson' && !switches.hidden.has(item.id))
        .map((item) => ({
          ...item,
          status: progress.get(item.id) ?? ('not_started' as const),
          locked: switches.locked.has(item.id),
        })),
      concepts: concepts[section.id] ?? [],
    }))
    .filter((section) => section.items.length > 0)
  const visible = studentSections.flatMap((section) => section.items)
  const next = visible.find((item) => item.status !== 'completed' && !item.locked) ?? null
  const course: StudentCourseSummary = {
    ...card,
    lessonCount: visible.length,
    completedCount: visible.filter((item) => item.status === 'completed').length,
    nextItemId: next?.id ?? null,
    nextLessonTitle: next?.title ?? null,
  }
  return { course, sections: studentSections }
}

/**
 * The courses of the student's classes, with how far they are; `last`: the courses of last year's
 * (archived) classes that are not this year's, where a child finds their old projects (decision 121).
 */
export async function listStudentCourses(
  db: Db,
  viewer: Viewer,
  year: 'this' | 'last' = 'this',
): Promise<StudentCourseSummary[]> {
  const classIds = await studentClassIds(db, viewer, year)
  if (classIds.length === 0) return []
  const rows = await db
    .selectDistinct(courseColumns)
    .from(cards)
    .innerJoin(classCards, eq(classCards.cardId, cards.id))
    .where(and(visibleCards(viewer.schoolId), inArray(classCards.classId, classIds)))
  const thisYear = year === 'last' ? new Set(await cardIdsOf(db, await studentClassIds(db, viewer))) : null
  const ordered = rows
    .map(toSummary)
    .filter((card) => !thisYear?.has(card.id))
    .sort((a, b) => a.ageMin - b.ageMin || a.title.localeCompare(b.title))
  const result: StudentCourseSummary[] = []
  for (const card of ordered) {
    const mine = await studentClassesWithCard(db, viewer, card.id)
    result.push((await studentCourseDetail(db, viewer, card, mine)).course)
  }
  return result
}

/** One of the student's courses: its lessons by section, with status; hidden lessons left out. */
export async function getStudentCourse(db: Db, viewer: Viewer, cardId: string): Promise<StudentCourse> {
  const [card] = await db
    .select(courseColumns)
    .from(cards)
    .where(and(eq(cards.id, cardId), visibleCards(viewer.schoolId)))
  if (!card) throw notFound('This course')
  const classIds = await studentClassesWithCard(db, viewer, cardId)
  if (classIds.length === 0) throw notFound('This course')
  return studentCourseDetail(db, viewer, toSummary(card), classIds, { concepts: true })
}
