import { eq, sql } from 'drizzle-orm'
import { generateJoinCode } from '@/lib/join-code'
import { type Actor, assertAdult } from '@/server/auth/actor'
import type { Db } from '@/server/db/client'
import { isUniqueViolation } from '@/server/db/pg-errors'
import { schoolClasses } from '@/server/db/schema'
import { JOIN_CODE_INDEX } from './class-join-code.server'
import { findManageableClass } from './managed-class.server'

/**
 * Archives a class at year end: its join code stops working, its students keep their accounts,
 * work and any other classes.
 */
export async function archiveClass(db: Db, actor: Actor, classId: string): Promise<void> {
  assertAdult(actor)
  await findManageableClass(db, actor, classId, true)
  await db
    .update(schoolClasses)
    .set({ archivedAt: sql`coalesce(${schoolClasses.archivedAt}, now())` })
    .where(eq(schoolClasses.id, classId))
}

/**
 * Restores an archived class with a new join code, always: last year's code was printed and
 * shared, and must not let anyone into this year's class (decision 161).
 */
export async function restoreClass(db: Db, actor: Actor, classId: string): Promise<{ joinCode: string }> {
  assertAdult(actor)
  const schoolClass = await findManageableClass(db, actor, classId, true)
  if (!schoolClass.archivedAt) return { joinCode: schoolClass.joinCode }
  for (let attempt = 0; attempt < 20; attempt++) {
    const joinCode = generateJoinCode()
    if (joinCode === schoolClass.joinCode) continue
    try {
      await db
        .update(schoolClasses)
        .set({ archivedAt: null, joinCode, joinOpenUntil: null })
        .where(eq(schoolClasses.id, classId))
      return { joinCode }
    } catch (error) {
      if (!isUniqueViolation(error, JOIN_CODE_INDEX)) throw error
    }
  }
  throw new Error('Could not find a free join code')
}
