import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm'
import { ADMINS } from '@/access/visitor'
import { type Actor, assertActor } from '@/server/auth/actor'
import type { Db } from '@/server/db/client'
import { cardSectionItems, cardSections, cards, contentPages, lessons } from '@/server/db/schema'

/** One course of the course map: its ages, language and the lessons of each section, in order. */
export interface CourseMapCourse {
  id: string
  title: string
  description: string
  ageMin: number
  ageMax: number
  language: string
  sections: { id: string; title: string; lessons: string[] }[]
}

export interface SchoolWelcomePack {
  /** The staff-written pack, when it is published. */
  pack: { title: string; body: string } | null
  courseMap: CourseMapCourse[]
}

/**
 * The welcome pack as a school's admin sees it (SPEC §2.1, issue 25): the published pack and the
 * course map of the courses this school can teach, read from the catalog as it is today.
 */
export async function getSchoolWelcomePack(db: Db, actor: Actor): Promise<SchoolWelcomePack> {
  assertActor(actor, ...ADMINS)
  const [page] = await db
    .select({ title: contentPages.title, body: contentPages.body })
    .from(contentPages)
    .where(and(eq(contentPages.kind, 'welcome-pack'), eq(contentPages.published, true)))
    .limit(1)
  const courseRows = await db
    .select({
      id: cards.id,
      title: cards.title,
      description: cards.description,
      ageMin: cards.ageMin,
      ageMax: cards.ageMax,
      language: cards.language,
    })
    .from(cards)
    .where(and(eq(cards.published, true), or(isNull(cards.schoolId), eq(cards.schoolId, actor.schoolId))))
    .orderBy(asc(cards.position), asc(cards.title))
  const ids = courseRows.map((course) => course.id)
  const sectionRows = ids.length
    ? await db
        .select({ id: cardSections.id, cardId: cardSections.cardId, title: cardSections.title })
        .from(cardSections)
        .where(inArray(cardSections.cardId, ids))
        .orderBy(asc(cardSections.position), asc(cardSections.createdAt))
    : []
  const lessonRows = sectionRows.length
    ? await db
        .select({ sectionId: cardSectionItems.sectionId, title: lessons.title })
        .from(cardSectionItems)
        .innerJoin(lessons, eq(lessons.id, cardSectionItems.lessonId))
        .where(
          and(
            inArray(
              cardSectionItems.sectionId,
              sectionRows.map((section) => section.id),
            ),
            eq(cardSectionItems.kind, 'lesson'),
          ),
        )
        .orderBy(asc(cardSectionItems.position))
    : []
  return {
    pack: page ?? null,
    courseMap: courseRows.map((course) => ({
      ...course,
      sections: sectionRows
        .filter((section) => section.cardId === course.id)
        .map((section) => ({
          id: section.id,
          title: section.title,
          lessons: lessonRows.filter((row) => row.sectionId === section.id).map((row) => row.title),
        })),
    })),
  }
}
