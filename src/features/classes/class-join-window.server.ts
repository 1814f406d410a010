import { and, eq, isNull, sql } from 'drizzle-orm'
import { m } from '@/paraglide/messages'
import { type Actor, assertAdult } from '@/server/auth/actor'
import type { Db } from '@/server/db/client'
import { schoolClasses } from '@/server/db/schema'
import { HttpError } from '@/server/errors'
import { findManageableClass } from './managed-class.server'

/** How long "Let the whole class join" lasts. */
const JOIN_WINDOW_MINUTES = 60

/**
 * "Let the whole class join for the next hour" (decision 161): until `joinOpenUntil` the class's
 * limits on new students are raised, so 30 children behind one school address can all quick-join
 * or register at once. Closing it brings the everyday limits back at once.
 */
export async function openJoinWindow(
  db: Db,
  actor: Actor,
  classId: string,
): Promise<{ joinOpenUntil: Date }> {
  assertAdult(actor)
  const schoolClass = await findManageableClass(db, actor, classId)
  if (schoolClass.archivedAt) throw new HttpError(409, m.classes_error_restore_for_join())
  const [row] = await db
    .update(schoolClasses)
    .set({ joinOpenUntil: sql`now() + make_interval(mins => ${JOIN_WINDOW_MINUTES})` })
    .where(
      and(
        eq(schoolClasses.id, classId),
        eq(schoolClasses.schoolId, actor.schoolId),
        isNull(schoolClasses.archivedAt),
      ),
    )
    .returning({ joinOpenUntil: schoolClasses.joinOpenUntil })
  if (!row?.joinOpenUntil) throw new HttpError(409, m.classes_error_restore_for_join())
  return { joinOpenUntil: row.joinOpenUntil }
}

export async function closeJoinWindow(db: Db, actor: Actor, classId: string): Promise<void> {
  assertAdult(actor)
  await findManageableClass(db, actor, classId)
  await db
    .update(schoolClasses)
    .set({ joinOpenUntil: null })
    .where(and(eq(schoolClasses.id, classId), eq(schoolClasses.schoolId, actor.schoolId)))
}
