import { and, eq } from 'drizzle-orm'
import { assertAdult } from '@/server/auth/actor'
import { activeManageableClasses } from '@/server/auth/managed-scope'
import type { Db } from '@/server/db/client'
import { cards, classCards, schoolClasses } from '@/server/db/schema'
import { notFound, type Viewer, visibleCards } from './course-access.server'

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
