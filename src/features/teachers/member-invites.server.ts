import { and, eq, inArray, isNull } from 'drizzle-orm'
import { ADMINS } from '@/access/visitor'
import { recordActivity } from '@/features/activity/record-activity.server'
import { m } from '@/paraglide/messages'
import { type Actor, assertActor } from '@/server/auth/actor'
import { invitationTerms } from '@/server/auth/address-verification'
import type { Db } from '@/server/db/client'
import { oneTimeTokens, profiles, schools, users } from '@/server/db/schema'
import { HttpError } from '@/server/errors'
import { mailLocale } from '@/server/i18n/user-locale'
import { deliverMail, issueInviteToken } from './invite-delivery.server'
import { inviteMail } from './invite-mail'
import type { InviteMemberValues } from './team.schemas'
import { getTeamMember, TEAM_ROLES } from './team-members.server'

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
      throw new HttpError(409, m.teachers_error_switched_off(), [
        { field: 'email', message: m.teachers_error_switched_off_field() },
      ])
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
      const message =
        active.role === 'ADMIN'
          ? m.teachers_error_already_admin({ email })
          : m.teachers_error_already_teacher({ email })
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
      schoolName: school?.name ?? null,
      locale: await mailLocale(db, { userId: result.userId, schoolId: actor.schoolId }),
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
    throw new HttpError(409, m.teachers_error_has_password({ name: member.name }))
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
      schoolName: school?.name ?? null,
      locale: await mailLocale(db, { email: member.email, schoolId: actor.schoolId }),
      inviterName: actor.name,
      role: member.role,
      link: `${options.schoolOrigin}/set-password?token=${encodeURIComponent(token)}`,
      existingAccount: false,
    }),
  })
}
