import type { CodeLanguage } from '@/lib/code-languages'
import type { Db } from '@/server/db/client'
import { cardSectionItems, cardSections, cards, classCards } from '@/server/db/schema'
import { createLesson } from './lesson'
import { uniqueId } from './unique'

export interface CourseOverrides {
  /** null (default): the global catalog; a school id: that school's own course. */
  schoolId?: string | null
  title?: string
  slug?: string
  published?: boolean
  language?: CodeLanguage
  ageMin?: number
  ageMax?: number
  sections?: number
  lessonsPerSection?: number
  /** Gives every lesson a published version of the sample lesson (what the player opens). */
  withContent?: boolean
}

export interface CourseItem {
  itemId: string
  lessonId: string
  sectionId: string
  title: string
}

/** A course (card) with sections of lesson items: one section of two lessons by default. */
export async function createCourse(db: Db, overrides: CourseOverrides = {}) {
  const id = uniqueId()
  const [card] = await db
    .insert(cards)
    .values({
      slug: overrides.slug ?? `course-${id}`,
      title: overrides.title ?? `Course ${id}`,
      ageMin: overrides.ageMin ?? 7,
      ageMax: overrides.ageMax ?? 11,
      language: overrides.language ?? 'javascript',
      published: overrides.published ?? true,
      schoolId: overrides.schoolId ?? null,
    })
    .returning()
  if (!card) throw new Error('course not created')
  const items: CourseItem[] = []
  for (let s = 0; s < (overrides.sections ?? 1); s++) {
    const [section] = await db
      .insert(cardSections)
      .values({ cardId: card.id, title: `Section ${s + 1}`, position: s })
      .returning({ id: cardSections.id })
    for (let l = 0; l < (overrides.lessonsPerSection ?? 2); l++) {
      const title = `Lesson ${s + 1}.${l + 1} of ${id}`
      const lesson = await createLesson(db, { title, withContent: overrides.withContent })
      const [item] = await db
        .insert(cardSectionItems)
        .values({ sectionId: section!.id, kind: 'lesson', lessonId: lesson.id, position: l })
        .returning({ id: cardSectionItems.id })
      items.push({ itemId: item!.id, lessonId: lesson.id, sectionId: section!.id, title })
    }
  }
  return { card, items }
}

export type TestCourse = Awaited<ReturnType<typeof createCourse>>

let lastAssignedAt = 0

/**
 * Assigns courses to a class, in the order given. The class's courses are ordered by when they were
 * given, and the embedded database's clock can give two quick inserts the same millisecond, so each
 * assignment is stamped one millisecond after the last.
 */
export async function assignCourse(db: Db, classId: string, ...cardIds: string[]): Promise<void> {
  const rows = cardIds.map((cardId) => {
    lastAssignedAt = Math.max(Date.now(), lastAssignedAt + 1)
    return { classId, cardId, createdAt: new Date(lastAssignedAt) }
  })
  await db.insert(classCards).values(rows)
}
