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

/** Restores an archived class; if another class took its join code meanwhile, it gets a new one. */
export async function restoreClass(db: Db, actor: Actor, classId: string): Promise<{ joinCode: string }> {
  assertAdult(actor)
  const schoolClass = await findManageableClass(db, actor, classId, true)
  if (!schoolClass.archivedAt) return { joinCode: schoolClass.joinCode }
  try {
    await db.update(schoolClasses).set({ archivedAt: null }).where(eq(schoolClasses.id, classId))
    return { joinCode: schoolClass.joinCode }
  } catch (error) {
    if (!isUniqueViolation(error, JOIN_CODE_INDEX)) throw error
  }
  for (let attempt = 0; attempt < 20; attempt++) {
    const joinCode = generateJoinCode()
    try {
      await db.update(schoolClasses).set({ archivedAt: null, joinCode }).where(eq(schoolClasses.id, classId))
      return { joinCode }
    } catch (error) {
      if (!isUniqueViolation(error, JOIN_CODE_INDEX)) throw error
    }
  }
  throw new Error('Could not find a free join code')
}
