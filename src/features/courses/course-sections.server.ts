import { asc, eq, inArray, sql } from 'drizzle-orm'
import type { CodeLanguage } from '@/lib/code-languages'
import type { Db } from '@/server/db/client'
import { keptPerProcessByKey } from '@/server/db/kept-per-process'
import { cardSectionItems, cardSections, cards, lessons, resources } from '@/server/db/schema'

export interface CourseSummary {
  id: string
  slug: string
  title: string
  description: string
  ageMin: number
  ageMax: number
  language: CodeLanguage
  color: string
  icon: string
  lessonCount: number
}

export interface CourseItem {
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

export const courseColumns = {
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

export function toSummary<T extends { lessonCount: number }>(row: T): T {
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
 * A course's sections and items as the lesson player's way on needs them, kept per process for
 * 10 s, for at most 200 courses (decision 205). Sections and items are written only by the seed;
 * what changes is a lesson's title, summary and free mark when a new version is published, which
 * calls `forgetCourseSections` once committed. A deleted school's own courses are out of reach as
 * soon as its host is forgotten (school-deletion.server.ts), and age out.
 * A course belongs to one school (or to all): the caller has checked the school may see it.
 */
const sectionsKept = keptPerProcessByKey<string, CourseSection[]>(
  { ttlMs: 10_000, limit: 200 },
  courseSections,
)

export const keptCourseSections = (db: Db, cardId: string) => sectionsKept(db, cardId)

export function forgetCourseSections(db: Db): void {
  sectionsKept.forget(db)
}
