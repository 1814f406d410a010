import { and, asc, eq, isNotNull } from 'drizzle-orm'
import { recordAudit } from '@/features/audit/audit-record.server'
import type { Language } from '@/lib/i18n/locales'
import { m } from '@/paraglide/messages'
import type { Actor } from '@/server/auth/actor'
import { issueToken, revokeTokensOfUser } from '@/server/auth/one-time-tokens'
import type { Db } from '@/server/db/client'
import { users } from '@/server/db/schema'
import { HttpError } from '@/server/errors'
import { mailLocale } from '@/server/i18n/user-locale'
import { staffInvitationMail } from '@/server/mail/auth-mails'
import { sendMail } from '@/server/mail/mailer'
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
  if (actor.userRole !== 'SUPER') throw new HttpError(403, m.staff_error_only_super())
}

/**
 * Changes or removes (NONE) the role of someone who is staff already. A super admin cannot change
 * their own role, so the product always keeps at least the super admin who is acting; the change
 * applies on the user's next request (the session reads user_role every time). Someone who is not
 * staff gets a role only through a mailed invitation (`inviteStaffUser`, decision 165).
 */
export async function setUserRole(
  db: Db,
  actor: Actor,
  input: { userId: string; userRole: StaffRole | 'NONE' },
): Promise<StaffUser | null> {
  assertSuper(actor)
  if (input.userId === actor.userId) {
    throw new HttpError(400, m.staff_error_own_role(), [
      { field: 'userRole', message: m.staff_error_own_role_field() },
    ])
  }
  const userRole = input.userRole === 'NONE' ? null : input.userRole
  const [row] = await db
    .update(users)
    .set({ userRole })
    .where(and(eq(users.id, input.userId), isNotNull(users.userRole)))
    .returning({ id: users.id, name: users.name, email: users.email, disabledAt: users.disabledAt })
  if (!row) throw new HttpError(404, m.staff_error_not_staff())
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

/** A role as the invitation mail says it, in the mail's language (the recipient's, decision 219). */
const ROLE_NAMES: Record<StaffRole, (inputs: object, options: { locale: Language }) => string> = {
  SUPER: m.staff_mail_role_super,
  STAFF: m.staff_mail_role_staff,
  LESSON_EDITOR: m.staff_mail_role_lesson_editor,
}

/** What every staff invitation answers, whoever holds the address (issue 21). */
export function staffInvitationSent(email: string): string {
  return m.staff_invitation_sent({ email })
}

/**
 * Invites an address to a staff role (decision 165): the role is given only when the holder of the
 * address opens the mailed link, never here, so an account that merely claims the address gets
 * nothing. The answer is the same whether or not an account uses the address; an address with no
 * account gets one, without a password, that the link signs in. A new invitation replaces the
 * address's earlier ones.
 */
export async function inviteStaffUser(
  db: Db,
  actor: Actor,
  input: { email: string; userRole: StaffRole },
  options: { origin: string },
): Promise<{ message: string }> {
  assertSuper(actor)
  const email = input.email.trim().toLowerCase()
  const [existing] = await db
    .select({ id: users.id, userRole: users.userRole })
    .from(users)
    .where(eq(users.email, email))
    .limit(1)
  if (existing?.id === actor.userId) {
    const message = m.staff_error_own_role()
    throw new HttpError(400, message, [{ field: 'email', message }])
  }
  // The staff list shows every staff member's address: saying so here tells nothing new.
  if (existing?.userRole) {
    const message = m.staff_error_already_staff()
    throw new HttpError(400, message, [{ field: 'email', message }])
  }
  const userId =
    existing?.id ??
    (
      await db
        .insert(users)
        .values({ email, name: email.split('@')[0]?.slice(0, 60) || email, passwordHash: null })
        .onConflictDoNothing({ target: users.email })
        .returning({ id: users.id })
    )[0]?.id ??
    (await db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]?.id
  if (!userId) throw new Error('The invited account was not stored')
  await revokeTokensOfUser(db, userId, ['staff_invite'])
  const { token } = await issueToken(db, {
    kind: 'staff_invite',
    userId,
    detail: { userRole: input.userRole, email },
  })
  const locale = await mailLocale(db, { userId })
  await sendMail(
    db,
    staffInvitationMail({
      to: email,
      role: ROLE_NAMES[input.userRole]({}, { locale }),
      link: `${options.origin}/token?token=${encodeURIComponent(token)}`,
      locale,
    }),
  )
  recordAudit(db, actor, 'staff.user.invited', null, {
    schoolId: null,
    detail: { email, role: input.userRole },
  })
  return { message: staffInvitationSent(email) }
}
