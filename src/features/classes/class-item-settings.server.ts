import { and, eq, sql } from 'drizzle-orm'
import { type Actor, assertAdult } from '@/server/auth/actor'
import { notFound } from '@/server/auth/managed-scope'
import type { Db } from '@/server/db/client'
import { cardSectionItems, cardSections, classCards, classItemSettings } from '@/server/db/schema'
import { findManageableClass } from './managed-class.server'

/** Locks (not yet) or hides (not for us) one lesson of an assigned course for this class. */
export async function setClassItemSetting(
  db: Db,
  actor: Actor,
  input: { classId: string; cardSectionItemId: string; locked: boolean; hidden: boolean },
): Promise<void> {
  assertAdult(actor)
  await findManageableClass(db, actor, input.classId)
  const [item] = await db
    .select({ id: cardSectionItems.id })
    .from(cardSectionItems)
    .innerJoin(cardSections, eq(cardSections.id, cardSectionItems.sectionId))
    .innerJoin(
      classCards,
      and(eq(classCards.cardId, cardSections.cardId), eq(classCards.classId, input.classId)),
    )
    .where(eq(cardSectionItems.id, input.cardSectionItemId))
  if (!item) throw notFound('This lesson')
  await db
    .insert(classItemSettings)
    .values({ ...input, updatedAt: sql`now()` })
    .onConflictDoUpdate({
      target: [classItemSettings.classId, classItemSettings.cardSectionItemId],
      set: { locked: input.locked, hidden: input.hidden, updatedAt: sql`now()` },
    })
}
