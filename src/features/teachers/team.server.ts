import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm'
import { ADMINS } from '@/access/visitor'
import { recordActivity } from '@/features/activity/record-activity.server'
import { type Actor, assertActor, assertAdult } from '@/server/auth/actor'
import { invitationTerms } from '@/server/auth/address-verification'
import type { Db } from '@/server/db/client'
import {
  classTeachers,
  oneTimeTokens,
  profiles,
  schoolClasses,
  schools,
  sessions,
  users,
} from '@/server/db/schema'
import { HttpError } from '@/server/errors'
import { deliverMail, issueInviteToken } from './invite-delivery.server'
import { inviteMail } from './invite-mail'
import type { InviteMemberValues, TeamRole, UpdateMemberValues } from './team.schemas'

/**
 * Teachers and admins of a school (PRODUCT.md §3): invite by email, edit, change role, remove.
 * Admin only (SPEC §2.5). Every query is scoped to the actor's school; a profile of another school
 * is "not found". A removed member's profile is archived, not deleted: their classes stay with the
 * school and what they wrote (reviews, comments) keeps its author.
 */

type MemberStatus = 'invited' | 'active'

export interface TeamMember {
  profileId: string
  name: string
  email: string | null
  role: TeamRole
  status: MemberStatus
  /** Internal staff (SUPER, STAFF, LESSON_EDITOR) holding a profile here. */
  isStaff: boolean
  isMe: boolean
  classCount: number
  lastActiveAt: Date | null
  createdAt: Date
}

export interface TeamMemberDetail extends TeamMember {
  classes: { id: string; name: string }[]
}

const TEAM_ROLES: TeamRole[] = ['TEACHER', 'ADMIN']

function notFound(): HttpError {
  return new HttpError(
    404,
    'This person was not found. They may have been removed, or they belong to another school.',
  )
}

const memberColumns = (actor: Actor) => ({
  profileId: profiles.id,
  name: profiles.name,
  email: users.email,
  role: sql<TeamRole>`${profiles.role}`,
  status: sql<MemberStatus>`case when ${users.passwordHash} is null or ${profiles.pendingVerification} then 'invited' else 'active' end`,
  isStaff: sql<boolean>`${users.userRole} is not null`,
  isMe: sql<boolean>`${profiles.id} = ${actor.profileId}`,
  classCount: sql<number>`(
    select count(*)::int from ${classTeachers} join ${schoolClasses} on ${schoolClasses.id} = ${classTeachers.classId}
    where ${classTeachers.profileId} = ${profiles.id} and ${schoolClasses.archivedAt} is null
  )`,
  // Adults' profiles have no activity stamp of their own: their newest session here tells.
  lastActiveAt: sql<Date | null>`greatest(${profiles.lastActiveAt}, (
    select max(${sessions.lastSeenAt}) from ${sessions} where ${sessions.profileId} = ${profiles.id}
  ))`.mapWith(profiles.lastActiveAt),
  createdAt: profiles.createdAt,
})

const activeTeamOf = (schoolId: string) =>
  and(eq(profiles.schoolId, schoolId), inArray(profiles.role, TEAM_ROLES), isNull(profiles.archivedAt))

/** Everyone who teaches or runs the actor's school; admins first, then by name. */
export async function listTeam(db: Db, actor: Actor): Promise<TeamMember[]> {
  assertActor(actor, ...ADMINS)
  const rows = await db
    .select(memberColumns(actor))
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(activeTeamOf(actor.schoolId))
    .orderBy(
      // The school's own people first (admins, then teachers), CodeSchool staff last.
      sql`${users.userRole} is not null`,
      sql`${profiles.role} = 'ADMIN' desc`,
      asc(profiles.name),
    )
  return rows.map((row) => ({ ...row, classCount: Number(row.classCount) }))
}

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

/** One member, as its edit page shows them; `role` is the page's (teachers/… or admins/…). */
export async function getTeamMember(
  db: Db,
  actor: Actor,
  profileId: string,
  role?: TeamRole,
): Promise<TeamMemberDetail> {
  assertActor(actor, ...ADMINS)
  const [row] = await db
    .select(memberColumns(actor))
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(
      and(
        eq(profiles.id, profileId),
        activeTeamOf(actor.schoolId),
        role ? eq(profiles.role, role) : undefined,
      ),
    )
    .limit(1)
  if (!row) throw notFound()
  const classes = await db
    .select({ id: schoolClasses.id, name: schoolClasses.name })
    .from(classTeachers)
    .innerJoin(schoolClasses, eq(schoolClasses.id, classTeachers.classId))
    .where(
      and(
        eq(classTeachers.profileId, profileId),
        isNull(schoolClasses.archivedAt),
        eq(schoolClasses.schoolId, actor.schoolId),
      ),
    )
    .orderBy(asc(schoolClasses.name))
  return { ...row, classCount: classes.length, classes }
}

export interface InviteResult {
  profileId: string
  /**
   * true when the person has an account with a verified address (a teacher at another school): the
   * profile is theirs at once and the mail says "sign in"; no set-password link.
   */
  existingAccount: boolean
}

/**
 * Adds a teacher or admin by email and mails them: a set-password link (7 days) for a new
 * account, a sign-in link for someone who already has one. Re-inviting a removed member brings
 * their old profile back. An account whose address nobody has proved yet gets the profile only
 * once the set-password link is used (record 030): whoever typed the address first does not get
 * the school's invitation.
 */
export async function inviteMember(
  db: Db,
  actor: Actor,
  input: InviteMemberValues,
  options: { schoolOrigin: string },
): Promise<InviteResult> {
  assertActor(actor, ...ADMINS)
  const email = input.email.trim().toLowerCase()

  const result = await db.transaction(async (tx) => {
    await tx.insert(users).values({ email, name: input.name }).onConflictDoNothing({ target: users.email })
    const [user] = await tx
      .select({
        id: users.id,
        passwordHash: users.passwordHash,
        emailVerifiedAt: users.emailVerifiedAt,
        disabledAt: users.disabledAt,
      })
      .from(users)
      .where(eq(users.email, email))
      .for('update')
    if (!user) throw new Error('The invited user was not stored')
    if (user.disabledAt) {
      throw new HttpError(
        409,
        'This email belongs to an account that was switched off. Contact support to turn it back on.',
        [{ field: 'email', message: 'This account is switched off.' }],
      )
    }

    const existing = await tx
      .select({ id: profiles.id, role: profiles.role, archivedAt: profiles.archivedAt })
      .from(profiles)
      .where(
        and(
          eq(profiles.userId, user.id),
          eq(profiles.schoolId, actor.schoolId),
          inArray(profiles.role, TEAM_ROLES),
        ),
      )
    const active = existing.find((profile) => profile.archivedAt === null)
    if (active) {
      const what = active.role === 'ADMIN' ? 'an admin' : 'a teacher'
      const message = `${email} is already ${what} at this school.`
      throw new HttpError(409, message, [{ field: 'email', message }])
    }

    const terms = invitationTerms(user)
    let profileId: string
    const previous = existing.find((profile) => profile.role === input.role)
    if (previous) {
      await tx
        .update(profiles)
        .set({ archivedAt: null, name: input.name, pendingVerification: terms.pending })
        .where(eq(profiles.id, previous.id))
      profileId = previous.id
    } else {
      const [created] = await tx
        .insert(profiles)
        .values({
          userId: user.id,
          schoolId: actor.schoolId,
          role: input.role,
          name: input.name,
          pendingVerification: terms.pending,
        })
        .returning({ id: profiles.id })
      profileId = created!.id
    }

    await recordActivity(tx, {
      schoolId: actor.schoolId,
      profileId: actor.profileId,
      kind: 'member_invited',
      subject: { memberProfileId: profileId, memberName: input.name, role: input.role },
    })
    return { profileId, userId: user.id, existingAccount: !terms.setPasswordLink }
  })

  // After the commit: no mail goes out for an invitation that did not happen, and no SMTP call
  // holds a transaction open.
  const [school] = await db.select({ name: schools.name }).from(schools).where(eq(schools.id, actor.schoolId))
  const token = result.existingAccount
    ? null
    : await issueInviteToken(db, {
        userId: result.userId,
        profileId: result.profileId,
        schoolId: actor.schoolId,
      })
  await deliverMail(db, {
    to: email,
    ...inviteMail({
      name: input.name,
      schoolName: school?.name ?? 'your school',
      inviterName: actor.name,
      role: input.role,
      link: token
        ? `${options.schoolOrigin}/set-password?token=${encodeURIComponent(token)}`
        : `${options.schoolOrigin}/login`,
      existingAccount: result.existingAccount,
    }),
  })
  return { profileId: result.profileId, existingAccount: result.existingAccount }
}

/** Sends a fresh set-password link to someone who has not set one yet. */
export async function resendInvite(
  db: Db,
  actor: Actor,
  profileId: string,
  options: { schoolOrigin: string },
): Promise<void> {
  const member = await getTeamMember(db, actor, profileId)
  if (member.status !== 'invited' || !member.email) {
    throw new HttpError(
      409,
      `${member.name} has already set a password. They can sign in, or use “Forgot password”.`,
    )
  }
  const token = await db.transaction(async (tx) => {
    const [profile] = await tx
      .select({ userId: profiles.userId })
      .from(profiles)
      .where(eq(profiles.id, profileId))
    // The older links stop working: only the newest invite is live.
    await tx
      .delete(oneTimeTokens)
      .where(
        and(
          eq(oneTimeTokens.userId, profile!.userId),
          eq(oneTimeTokens.kind, 'invite'),
          isNull(oneTimeTokens.usedAt),
        ),
      )
    return issueInviteToken(tx, { userId: profile!.userId, profileId, schoolId: actor.schoolId })
  })
  const [school] = await db.select({ name: schools.name }).from(schools).where(eq(schools.id, actor.schoolId))
  await deliverMail(db, {
    to: member.email,
    ...inviteMail({
      name: member.name,
      schoolName: school?.name ?? 'your school',
      inviterName: actor.name,
      role: member.role,
      link: `${options.schoolOrigin}/set-password?token=${encodeURIComponent(token)}`,
      existingAccount: false,
    }),
  })
}

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
    throw new HttpError(409, 'You cannot change your own role. Ask another admin to do it.', [
      { field: 'role', message: 'You cannot change your own role.' },
    ])
  }
  await db.transaction(async (tx) => {
    if (member.role === 'ADMIN' && input.role !== 'ADMIN' && (await countAdmins(tx, actor.schoolId)) <= 1) {
      throw new HttpError(409, `${member.name} is the only admin. Make someone else an admin first.`, [
        { field: 'role', message: 'A school needs at least one admin.' },
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
    throw new HttpError(409, 'You cannot remove yourself. Ask another admin to do it.')
  }
  await db.transaction(async (tx) => {
    if (member.role === 'ADMIN' && (await countAdmins(tx, actor.schoolId)) <= 1) {
      throw new HttpError(409, `${member.name} is the only admin. Make someone else an admin first.`)
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
