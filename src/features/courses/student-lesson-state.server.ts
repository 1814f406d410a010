import { and, eq, inArray } from 'drizzle-orm'
import type { Db } from '@/server/db/client'
import { classItemSettings, lessonProgress } from '@/server/db/schema'

export type ProgressStatus = 'not_started' | 'in_progress' | 'completed'

/**
 * Per item, for a student: hidden (in every class of theirs that has the course) or locked (likewise).
 * A class without a setting for an item shows it open.
 */
export async function itemSwitches(db: Db, classIds: string[], itemIds: string[]) {
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

export async function progressByItem(db: Db, profileId: string, itemIds: string[]) {
  const map = new Map<string, ProgressStatus>()
  if (itemIds.length === 0) return map
  const rows = await db
    .select({ itemId: lessonProgress.cardSectionItemId, status: lessonProgress.status })
    .from(lessonProgress)
    .where(and(eq(lessonProgress.profileId, profileId), inArray(lessonProgress.cardSectionItemId, itemIds)))
  for (const row of rows) map.set(row.itemId, row.status)
  return map
}
