import { and, eq, isNull, ne, sql } from 'drizzle-orm'
import { recordActivity } from '@/features/activity/record-activity.server'
import { m } from '@/paraglide/messages'
import type { Actor } from '@/server/auth/actor'
import type { Db } from '@/server/db/client'
import { classTeachers, oneTimeTokens, profiles, sessions } from '@/server/db/schema'
import { HttpError } from '@/server/errors'
import type { TeamRole, UpdateMemberValues } from './team.schemas'
import { getTeamMember } from './team-members.server'

async function countAdmins(db: Db, schoolId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(profiles)
    .where(and(eq(profiles.schoolId, schoolId), eq(profiles.role, 'ADMIN'), isNull(profiles.archivedAt)))
  return Number(row?.count ?? 0)
}

/** Renames a member and changes their role. An admin cannot change their own role. */
export async function updateMember(
  db: Db,
  actor: Actor,
  input: UpdateMemberValues,
): Promise<{ role: TeamRole }> {
  const member = await getTeamMember(db, actor, input.profileId)
  if (input.role !== member.role && member.isMe) {
    throw new HttpError(409, m.teachers_error_own_role(), [
      { field: 'role', message: m.teachers_error_own_role_field() },
    ])
  }
  await db.transaction(async (tx) => {
    if (member.role === 'ADMIN' && input.role !== 'ADMIN' && (await countAdmins(tx, actor.schoolId)) <= 1) {
      throw new HttpError(409, m.teachers_error_only_admin({ name: member.name }), [
        { field: 'role', message: m.teachers_error_one_admin_field() },
      ])
    }
    if (input.role !== member.role) {
      // A removed profile with the new role would collide (one profile per user, school and role);
      // the member is active, so that old one goes. Its authored work keeps existing, unattributed.
      const [current] = await tx
        .select({ userId: profiles.userId })
        .from(profiles)
        .where(eq(profiles.id, member.profileId))
      await tx
        .delete(profiles)
        .where(
          and(
            eq(profiles.userId, current!.userId),
            eq(profiles.schoolId, actor.schoolId),
            eq(profiles.role, input.role),
            ne(profiles.id, member.profileId),
            sql`${profiles.archivedAt} is not null`,
          ),
        )
    }
    await tx
      .update(profiles)
      .set({ name: input.name, role: input.role })
      .where(eq(profiles.id, member.profileId))
    if (input.role !== member.role) {
      await recordActivity(tx, {
        schoolId: actor.schoolId,
        profileId: actor.profileId,
        kind: 'member_role_changed',
        subject: { memberProfileId: member.profileId, memberName: input.name, role: input.role },
      })
    }
  })
  return { role: input.role }
}

/**
 * Removes a teacher or admin from the school: their profile is archived, their sessions here end,
 * unused invite links stop working, and they stop teaching their classes — the classes, students
 * and work stay with the school.
 */
export async function removeMember(db: Db, actor: Actor, profileId: string): Promise<void> {
  const member = await getTeamMember(db, actor, profileId)
  if (member.isMe) {
    throw new HttpError(409, m.teachers_error_remove_self())
  }
  await db.transaction(async (tx) => {
    if (member.role === 'ADMIN' && (await countAdmins(tx, actor.schoolId)) <= 1) {
      throw new HttpError(409, m.teachers_error_only_admin({ name: member.name }))
    }
    await tx.update(profiles).set({ archivedAt: new Date() }).where(eq(profiles.id, profileId))
    await tx.delete(classTeachers).where(eq(classTeachers.profileId, profileId))
    await tx.delete(sessions).where(eq(sessions.profileId, profileId))
    await tx
      .delete(oneTimeTokens)
      .where(and(eq(oneTimeTokens.profileId, profileId), isNull(oneTimeTokens.usedAt)))
    await recordActivity(tx, {
      schoolId: actor.schoolId,
      profileId: actor.profileId,
      kind: 'member_removed',
      subject: { memberProfileId: profileId, memberName: member.name, role: member.role },
    })
  })
}
