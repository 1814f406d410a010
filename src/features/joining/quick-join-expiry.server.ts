import { and, eq, inArray, isNull, notExists, sql } from 'drizzle-orm'
import { QUICK_JOIN_DAYS } from '@/lib/students/quick-join'
import type { Db } from '@/server/db/client'
import { qualified as q } from '@/server/db/qualified-column'
import { lessonProgress, profiles, users } from '@/server/db/schema'

/*
 * A quick-joined child nobody made an account for is deleted QUICK_JOIN_DAYS after their last
 * activity (decision 161): the 2-hour cookie is long gone by then, nobody can sign in as them again,
 * and they hold a place under the plan. A teacher who makes them an account keeps them, and their
 * work, for good.
 */

/** The latest of joining, signing in and working on a lesson. */
const lastActivity = sql`greatest(
  ${profiles.createdAt},
  coalesce(${profiles.lastActiveAt}, ${profiles.createdAt}),
  coalesce((select max(${q(lessonProgress.updatedAt)}) from ${lessonProgress}
    where ${q(lessonProgress.profileId)} = ${q(profiles.id)}), ${profiles.createdAt})
)`

/**
 * Upkeep: deletes quick-join (STUDENT_SESSION) profiles idle for QUICK_JOIN_DAYS, with their work
 * (cascades), and their users when nothing else is left of them.
 */
export async function deleteExpiredQuickJoins(db: Db): Promise<{ students: number; users: number }> {
  return db.transaction(async (tx) => {
    const gone = await tx
      .delete(profiles)
      .where(
        and(
          eq(profiles.role, 'STUDENT_SESSION'),
          sql`${lastActivity} < now() - make_interval(days => ${QUICK_JOIN_DAYS})`,
        ),
      )
      .returning({ userId: profiles.userId })
    const userIds = [...new Set(gone.map((row) => row.userId))]
    if (userIds.length === 0) return { students: 0, users: 0 }
    const goneUsers = await tx
      .delete(users)
      .where(
        and(
          inArray(users.id, userIds),
          isNull(users.email),
          notExists(tx.select({ id: profiles.id }).from(profiles).where(eq(profiles.userId, users.id))),
        ),
      )
      .returning({ id: users.id })
    return { students: gone.length, users: goneUsers.length }
  })
}
