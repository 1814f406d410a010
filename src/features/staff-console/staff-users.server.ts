import { asc, eq, isNotNull } from 'drizzle-orm'
import { recordAudit } from '@/features/audit/audit-record.server'
import type { Actor } from '@/server/auth/actor'
import type { Db } from '@/server/db/client'
import { users } from '@/server/db/schema'
import { HttpError } from '@/server/errors'
import { assertStaff } from './staff-actor.server'

export type StaffRole = 'SUPER' | 'STAFF' | 'LESSON_EDITOR'

export interface StaffUser {
  id: string
  name: string
  email: string | null
  userRole: StaffRole
  disabled: boolean
  isMe: boolean
}

/** Users with a staff role (SPEC §6). Console staff may see the list; lesson editors may not (decision 082). */
export async function listStaffUsers(db: Db, actor: Actor): Promise<StaffUser[]> {
  assertStaff(actor)
  const rows = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      userRole: users.userRole,
      disabledAt: users.disabledAt,
    })
    .from(users)
    .where(isNotNull(users.userRole))
    .orderBy(asc(users.name), asc(users.email))
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    email: row.email,
    userRole: row.userRole as StaffRole,
    disabled: row.disabledAt !== null,
    isMe: row.id === actor.userId,
  }))
}

/** Only a super admin manages staff accounts (PRODUCT.md §6, SPEC §6). */
function assertSuper(actor: Actor): void {
  assertStaff(actor)
  if (actor.userRole !== 'SUPER') throw new HttpError(403, 'Only a super admin can change staff roles.')
}

/**
 * Sets or removes (NONE) a user's staff role. A super admin cannot change their own role, so the
 * product always keeps at least the super admin who is acting; the change applies on the user's
 * next request (the session reads user_role every time).
 */
export async function setUserRole(
  db: Db,
  actor: Actor,
  input: { userId: string; userRole: StaffRole | 'NONE' },
): Promise<StaffUser | null> {
  assertSuper(actor)
  if (input.userId === actor.userId) {
    throw new HttpError(400, 'You cannot change your own role. Ask another super admin.', [
      { field: 'userRole', message: 'You cannot change your own role.' },
    ])
  }
  const userRole = input.userRole === 'NONE' ? null : input.userRole
  const [row] = await db
    .update(users)
    .set({ userRole })
    .where(eq(users.id, input.userId))
    .returning({ id: users.id, name: users.name, email: users.email, disabledAt: users.disabledAt })
  if (!row) throw new HttpError(404, 'That user no longer exists.')
  recordAudit(db, actor, 'staff.user_role.set', null, {
    schoolId: null,
    detail: { user: row.name, role: input.userRole },
  })
  if (!userRole) return null
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    userRole,
    disabled: row.disabledAt !== null,
    isMe: false,
  }
}

/** Gives an existing account (by email) a staff role. */
export async function addStaffUser(
  db: Db,
  actor: Actor,
  input: { email: string; userRole: StaffRole },
): Promise<StaffUser> {
  assertSuper(actor)
  const [user] = await db
    .select({ id: users.id, userRole: users.userRole })
    .from(users)
    .where(eq(users.email, input.email.toLowerCase()))
    .limit(1)
  if (!user) {
    const message = 'No account uses that email. The person signs up or is invited to a school first.'
    throw new HttpError(400, message, [{ field: 'email', message }])
  }
  if (user.userRole) {
    const message = 'That person is already staff. Change their role in the list.'
    throw new HttpError(400, message, [{ field: 'email', message }])
  }
  const updated = await setUserRole(db, actor, { userId: user.id, userRole: input.userRole })
  return updated!
}
