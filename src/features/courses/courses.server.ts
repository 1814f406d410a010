import { and, asc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm'
import { type Actor, assertAdult } from '@/server/auth/actor'
import { activeManageableClasses } from '@/server/auth/managed-scope'
import type { Db } from '@/server/db/client'
import {
  cardSectionItems,
  cardSections,
  cards,
  classCards,
  classItemSettings,
  classMembers,
  lessonProgress,
  lessonShares,
  lessons,
  resources,
  schoolClasses,
} from '@/server/db/schema'
import { HttpError } from '@/server/errors'
import { courseTeacherNotes } from './course-notes.server'

/** Who is looking: from the session, never from input. */
export type Viewer = Pick<Actor, 'profileId' | 'schoolId' | 'visitorType'>

type ProgressStatus = 'not_started' | 'in_progress' | 'completed'

interface CourseSummary {
  id: string
  slug: string
  title: string
  description: string
  ageMin: number
  ageMax: number
  language: 'blocks' | 'javascript'
  color: string
  icon: string
  lessonCount: number
}

export interface StudentCourseSummary extends CourseSummary {
  completedCount: number
  /** The lesson to carry on with: the first one not completed and not locked. */
  nextItemId: string | null
  nextLessonTitle: string | null
}

export interface TeacherCourseSummary extends CourseSummary {
  /** Names of the viewer's classes that have this course. */
  assignedTo: string[]
}

interface CourseItem {
  id: string
  kind: 'lesson' | 'resource'
  position: number
  title: string
  lessonId: string | null
  summary: string
  isFree: boolean
  resource: { kind: string; url: string | null; fileId: string | null } | null
}

export interface CourseSection {
  id: string
  title: string
  items: CourseItem[]
}

interface StudentCourseItem extends CourseItem {
  status: ProgressStatus
  locked: boolean
}

export interface StudentCourse {
  course: StudentCourseSummary
  sections: { id: string; title: string; items: StudentCourseItem[] }[]
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

export function notFound(what: string): HttpError {
  return new HttpError(
    404,
    `${what} was not found. It may have been removed, or it belongs to another school.`,
  )
}

/** Published courses of the global catalog and of the viewer's own school. */
export function visibleCards(schoolId: string): SQL {
  return and(eq(cards.published, true), or(isNull(cards.schoolId), eq(cards.schoolId, schoolId)))!
}

/** The student's active classes at their school. */
async function studentClassIds(db: Db, viewer: Viewer): Promise<string[]> {
  const rows = await db
    .select({ id: schoolClasses.id })
    .from(classMembers)
    .innerJoin(schoolClasses, eq(schoolClasses.id, classMembers.classId))
    .where(
      and(
        eq(classMembers.profileId, viewer.profileId),
        eq(schoolClasses.schoolId, viewer.schoolId),
        isNull(schoolClasses.archivedAt),
      ),
    )
  return rows.map((row) => row.id)
}

const courseColumns = {
  id: cards.id,
  slug: cards.slug,
  title: cards.title,
  description: cards.description,
  ageMin: cards.ageMin,
  ageMax: cards.ageMax,
  language: cards.language,
  color: cards.color,
  icon: cards.icon,
  // Written out in full: drizzle leaves columns unqualified in a one-table select.
  lessonCount: sql<number>`(
    select count(*)::int from card_section_items csi
    join card_sections cs on cs.id = csi.section_id
    where cs.card_id = "cards"."id" and csi.kind = 'lesson'
  )`,
}

function toSummary<T extends { lessonCount: number }>(row: T): T {
  return { ...row, lessonCount: Number(row.lessonCount) }
}

/** Sections and items of one course, in order. */
export async function courseSections(db: Db, cardId: string): Promise<CourseSection[]> {
  const sectionRows = await db
    .select({ id: cardSections.id, title: cardSections.title })
    .from(cardSections)
    .where(eq(cardSections.cardId, cardId))
    .orderBy(asc(cardSections.position), asc(cardSections.createdAt))
  if (sectionRows.length === 0) return []
  const itemRows = await db
    .select({
      id: cardSectionItems.id,
      sectionId: cardSectionItems.sectionId,
      kind: cardSectionItems.kind,
      position: cardSectionItems.position,
      lessonId: cardSectionItems.lessonId,
      lessonTitle: lessons.title,
      lessonSummary: lessons.summary,
      isFree: lessons.isFree,
      resourceTitle: resources.title,
      resourceKind: resources.kind,
      resourceUrl: resources.url,
      resourceFileId: resources.fileId,
    })
    .from(cardSectionItems)
    .leftJoin(lessons, eq(lessons.id, cardSectionItems.lessonId))
    .leftJoin(resources, eq(resources.id, cardSectionItems.resourceId))
    .where(
      inArray(
        cardSectionItems.sectionId,
        sectionRows.map((section) => section.id),
      ),
    )
    .orderBy(asc(cardSectionItems.position), asc(cardSectionItems.createdAt))
  return sectionRows.map((section) => ({
    ...section,
    items: itemRows
      .filter((item) => item.sectionId === section.id)
      .map((item) => ({
        id: item.id,
        kind: item.kind,
        position: item.position,
        title: item.lessonTitle ?? item.resourceTitle ?? 'Untitled',
        lessonId: item.lessonId,
        summary: item.lessonSummary ?? '',
        isFree: item.isFree ?? false,
        resource:
          item.kind === 'resource'
            ? { kind: item.resourceKind ?? 'link', url: item.resourceUrl, fileId: item.resourceFileId }
            : null,
      })),
  }))
}

/**
 * Per item, for a student: hidden (in every class of theirs that has the course) or locked (likewise).
 * A class without a setting for an item shows it open.
 */
async function itemSwitches(db: Db, classIds: string[], itemIds: string[]) {
  const hidden = new Set<string>()
  const locked = new Set<string>()
  if (classIds.length === 0 || itemIds.length === 0) return { hidden, locked }
  const rows = await db
    .select()
    .from(classItemSettings)
    .where(
      and(
        inArray(classItemSettings.classId, classIds),
        inArray(classItemSettings.cardSectionItemId, itemIds),
      ),
    )
  for (const itemId of itemIds) {
    const settings = classIds.map((classId) =>
      rows.find((row) => row.classId === classId && row.cardSectionItemId === itemId),
    )
    if (settings.every((setting) => setting?.hidden)) hidden.add(itemId)
    if (settings.every((setting) => setting?.locked || setting?.hidden)) locked.add(itemId)
  }
  return { hidden, locked }
}

/** The student's classes that have this course. */
async function studentClassesWithCard(db: Db, viewer: Viewer, cardId: string): Promise<string[]> {
  const mine = await studentClassIds(db, viewer)
  if (mine.length === 0) return []
  const rows = await db
    .select({ classId: classCards.classId })
    .from(classCards)
    .where(and(eq(classCards.cardId, cardId), inArray(classCards.classId, mine)))
  return rows.map((row) => row.classId)
}

async function progressByItem(db: Db, profileId: string, itemIds: string[]) {
  const map = new Map<string, ProgressStatus>()
  if (itemIds.length === 0) return map
  const rows = await db
    .select({ itemId: lessonProgress.cardSectionItemId, status: lessonProgress.status })
    .from(lessonProgress)
    .where(and(eq(lessonProgress.profileId, profileId), inArray(lessonProgress.cardSectionItemId, itemIds)))
  for (const row of rows) map.set(row.itemId, row.status)
  return map
}

async function studentCourseDetail(db: Db, viewer: Viewer, card: CourseSummary, classIds: string[]) {
  const sections = await courseSections(db, card.id)
  const lessonItems = sections.flatMap((section) => section.items.filter((item) => item.kind === 'lesson'))
  const itemIds = lessonItems.map((item) => item.id)
  const [switches, progress] = await Promise.all([
    itemSwitches(db, classIds, itemIds),
    progressByItem(db, viewer.profileId, itemIds),
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

/** The courses of the student's classes, with how far they are. */
export async function listStudentCourses(db: Db, viewer: Viewer): Promise<StudentCourseSummary[]> {
  const classIds = await studentClassIds(db, viewer)
  if (classIds.length === 0) return []
  const rows = await db
    .selectDistinct(courseColumns)
    .from(cards)
    .innerJoin(classCards, eq(classCards.cardId, cards.id))
    .where(and(visibleCards(viewer.schoolId), inArray(classCards.classId, classIds)))
  const ordered = rows.map(toSummary).sort((a, b) => a.ageMin - b.ageMin || a.title.localeCompare(b.title))
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
  return studentCourseDetail(db, viewer, toSummary(card), classIds)
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

/** Gives a class a course or takes it away. Only classes the viewer manages; only visible courses. */
export async function setCourseAssignment(
  db: Db,
  viewer: Viewer,
  input: { cardId: string; classId: string; assigned: boolean },
): Promise<{ assigned: boolean }> {
  assertAdult(viewer)
  const [card] = await db
    .select({ id: cards.id })
    .from(cards)
    .where(and(eq(cards.id, input.cardId), visibleCards(viewer.schoolId)))
  if (!card) throw notFound('This course')
  const [schoolClass] = await db
    .select({ id: schoolClasses.id })
    .from(schoolClasses)
    .where(and(eq(schoolClasses.id, input.classId), activeManageableClasses(viewer)))
  if (!schoolClass) throw notFound('This class')
  if (input.assigned) {
    await db.insert(classCards).values({ classId: schoolClass.id, cardId: card.id }).onConflictDoNothing()
  } else {
    await db
      .delete(classCards)
      .where(and(eq(classCards.classId, schoolClass.id), eq(classCards.cardId, card.id)))
  }
  return { assigned: input.assigned }
}

export interface FreeLesson {
  lessonId: string
  title: string
  summary: string
  course: {
    title: string
    color: string
    icon: string
    ageMin: number
    ageMax: number
    language: string
  } | null
}

/** Free lessons for guests, in course order. */
export async function listFreeLessons(db: Db): Promise<FreeLesson[]> {
  const rows = await db
    .select({
      lessonId: lessons.id,
      title: lessons.title,
      summary: lessons.summary,
      cardTitle: cards.title,
      color: cards.color,
      icon: cards.icon,
      ageMin: cards.ageMin,
      ageMax: cards.ageMax,
      language: cards.language,
      cardPosition: cards.position,
      sectionPosition: cardSections.position,
      itemPosition: cardSectionItems.position,
    })
    .from(lessons)
    .leftJoin(cardSectionItems, eq(cardSectionItems.lessonId, lessons.id))
    .leftJoin(cardSections, eq(cardSections.id, cardSectionItems.sectionId))
    .leftJoin(
      cards,
      and(eq(cards.id, cardSections.cardId), eq(cards.published, true), isNull(cards.schoolId)),
    )
    .where(and(eq(lessons.isFree, true), sql`${lessons.currentVersionId} is not null`))
  const seen = new Set<string>()
  return rows
    .sort(
      (a, b) =>
        (a.cardPosition ?? 999) - (b.cardPosition ?? 999) ||
        (a.sectionPosition ?? 0) - (b.sectionPosition ?? 0) ||
        (a.itemPosition ?? 0) - (b.itemPosition ?? 0),
    )
    .filter((row) => {
      if (seen.has(row.lessonId)) return false
      seen.add(row.lessonId)
      return true
    })
    .map((row) => ({
      lessonId: row.lessonId,
      title: row.title,
      summary: row.summary,
      course: row.cardTitle
        ? {
            title: row.cardTitle,
            color: row.color ?? '#2563eb',
            icon: row.icon ?? 'code',
            ageMin: row.ageMin ?? 6,
            ageMax: row.ageMax ?? 14,
            language: row.language ?? 'javascript',
          }
        : null,
    }))
}

/**
 * Where a child who just joined or signed in on the class's join page starts: the first lesson of
 * the class's first course (the course given to the class first) that the class has neither hidden
 * nor locked and the child has not finished. Null when the class has no such lesson.
 */
export async function classStartLesson(
  db: Db,
  input: { schoolId: string; classId: string; profileId: string },
): Promise<string | null> {
  const courseRows = await db
    .select({ cardId: classCards.cardId })
    .from(classCards)
    .innerJoin(schoolClasses, eq(schoolClasses.id, classCards.classId))
    .innerJoin(cards, eq(cards.id, classCards.cardId))
    .where(
      and(
        eq(classCards.classId, input.classId),
        eq(schoolClasses.schoolId, input.schoolId),
        visibleCards(input.schoolId),
      ),
    )
    .orderBy(asc(classCards.createdAt), asc(classCards.cardId))
  for (const { cardId } of courseRows) {
    const lessonItems = (await courseSections(db, cardId)).flatMap((section) =>
      section.items.filter((item) => item.kind === 'lesson'),
    )
    const itemIds = lessonItems.map((item) => item.id)
    const [switches, progress] = await Promise.all([
      itemSwitches(db, [input.classId], itemIds),
      progressByItem(db, input.profileId, itemIds),
    ])
    const open = lessonItems.filter((item) => !switches.locked.has(item.id))
    const next = open.find((item) => progress.get(item.id) !== 'completed') ?? open[0]
    if (next) return next.id
  }
  return null
}
