import { and, asc, eq } from 'drizzle-orm'
import type { Db } from '@/server/db/client'
import { cards, classCards, schoolClasses } from '@/server/db/schema'
import { visibleCards } from './course-access.server'
import { courseSections } from './course-sections.server'
import { itemSwitches, progressByItem } from './student-lesson-state.server'

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
