import { eq } from 'drizzle-orm'
import { generateJoinCode } from '@/lib/join-code'
import { m } from '@/paraglide/messages'
import { type Actor, assertAdult } from '@/server/auth/actor'
import type { Db } from '@/server/db/client'
import { isUniqueViolation } from '@/server/db/pg-errors'
import { schoolClasses } from '@/server/db/schema'
import { HttpError } from '@/server/errors'
import { findManageableClass } from './managed-class.server'

/** The unique index that keeps active classes' join codes apart. */
export const JOIN_CODE_INDEX = 'classes_join_code_active_unique'

/** A new join code for an active class; the old one stops working at once. */
export async function regenerateJoinCode(
  db: Db,
  actor: Actor,
  classId: string,
): Promise<{ joinCode: string }> {
  assertAdult(actor)
  const schoolClass = await findManageableClass(db, actor, classId, true)
  if (schoolClass.archivedAt) throw new HttpError(409, m.classes_error_restore_for_code())
  for (let attempt = 0; attempt < 20; attempt++) {
    const joinCode = generateJoinCode()
    if (joinCode === schoolClass.joinCode) continue
    try {
      await db.update(schoolClasses).set({ joinCode }).where(eq(schoolClasses.id, classId))
      return { joinCode }
    } catch (error) {
      if (!isUniqueViolation(error, JOIN_CODE_INDEX)) throw error
    }
  }
  throw new Error('Could not find a free join code')
}
