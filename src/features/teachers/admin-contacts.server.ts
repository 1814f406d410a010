import { and, asc, eq, isNull, sql } from 'drizzle-orm'
import { type Actor, assertAdult } from '@/server/auth/actor'
import type { Db } from '@/server/db/client'
import { profiles, users } from '@/server/db/schema'

export interface AdminContact {
  name: string
  email: string
}

/**
 * Who runs the actor's school, for a teacher who needs them (an upgrade, a setting only an admin
 * changes): the school's own admins who have signed in, CodeSchool staff left out. At most five.
 */
export async function listAdminContacts(db: Db, actor: Actor): Promise<AdminContact[]> {
  assertAdult(actor)
  const rows = await db
    .select({ name: profiles.name, email: users.email })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(
      and(
        eq(profiles.schoolId, actor.schoolId),
        eq(profiles.role, 'ADMIN'),
        isNull(profiles.archivedAt),
        eq(profiles.pendingVerification, false),
        isNull(users.userRole),
        sql`${users.passwordHash} is not null`,
      ),
    )
    .orderBy(asc(profiles.name))
    .limit(5)
  return rows.flatMap((row) => (row.email ? [{ name: row.name, email: row.email }] : []))
}
