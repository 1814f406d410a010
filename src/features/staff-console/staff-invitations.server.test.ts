import { desc, eq } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { redeemMagicToken, type TokenPlace } from '@/features/auth/token-sign-in.server'
import { changeMyEmail } from '@/features/profile/profile.server'
import { signInWithEmail } from '@/server/auth/sign-in'
import { mailOutbox, profiles, users } from '@/server/db/schema'
import { describeEachDatabase } from '@/test/database'
import { createAdult, createSchool, TEST_PASSWORD, uniqueId } from '@/test/factories'
import { inviteStaffUser, listStaffUsers, staffInvitationSent } from './staff-users.server'

/**
 * A staff role goes only through a mailed link its address's holder opens (decision 165). The
 * attack it stops: an adult asked to move their own account to an address a super admin was about
 * to make staff, and the old "add staff by address" gave the attacker's session the role.
 */
const origin = { origin: 'http://localhost:3000' }
const place = (): TokenPlace => ({
  school: null,
  ip: `ip-${uniqueId()}`,
  cookiePair: { account: null, profile: null },
  currentToken: null,
  proof: null,
})

describeEachDatabase('staff invitations', (getDb) => {
  async function linkTo(email: string): Promise<string> {
    const [mail] = await getDb()
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, email))
      .orderBy(desc(mailOutbox.createdAt))
      .limit(1)
    const token = /\/token\?token=([A-Za-z0-9_-]+)/.exec(mail?.textBody ?? '')?.[1]
    if (!token) throw new Error(`no link mailed to ${email}`)
    return token
  }
  const roleOf = async (userId: string) =>
    (await getDb().select({ role: users.userRole }).from(users).where(eq(users.id, userId)))[0]?.role

  it('the address-change-then-staff-invite sequence gives the attacker nothing; the address’s holder gets the role', async () => {
    const db = getDb()
    const home = await createSchool(db)
    const superAdmin = await createAdult(db, home, 'ADMIN', { userRole: 'SUPER' })
    const attacker = await createAdult(db, home, 'TEACHER')
    const target = `new.staff.${uniqueId()}@codeschool.test`

    // The attacker asks to move their account to the address about to become staff.
    await changeMyEmail(db, attacker.actor, { email: target, currentPassword: TEST_PASSWORD }, origin)
    const answer = await inviteStaffUser(db, superAdmin.actor, { email: target, userRole: 'STAFF' }, origin)
    expect(answer.message).toBe(staffInvitationSent(target))

    // Nothing for the attacker: no role, not on the list, the console refuses them, the address unmoved.
    expect(await roleOf(attacker.userId)).toBeNull()
    expect((await listStaffUsers(db, superAdmin.actor)).map((user) => user.email)).not.toContain(target)
    await expect(listStaffUsers(db, attacker.actor)).rejects.toMatchObject({ status: 403 })
    const [attackerRow] = await db.select().from(users).where(eq(users.id, attacker.userId))
    expect(attackerRow?.email).toBe(attacker.email)
    // Only the address's holder received a link, and it is not a link that confirms the attacker's move.
    const token = await linkTo(target)
    const asked = await redeemMagicToken(db, { token, confirmed: false }, place())
    expect(asked).toMatchObject({
      status: 'confirm',
      purpose: { kind: 'staff_invite', role: 'staff', email: target },
    })
    const signedIn = await redeemMagicToken(db, { token, confirmed: true }, place())
    expect(signedIn.status).toBe('signed-in')
    const [holder] = await db.select().from(users).where(eq(users.email, target))
    expect(holder?.id).not.toBe(attacker.userId)
    expect(await roleOf(holder!.id)).toBe('STAFF')
    expect(holder?.emailVerifiedAt).not.toBeNull()
    expect(await roleOf(attacker.userId)).toBeNull()
    // The link works once.
    await expect(redeemMagicToken(db, { token, confirmed: true }, place())).rejects.toMatchObject({
      status: 400,
    })
  })

  it('an existing account gets the role only when the link is opened, and keeps its profiles', async () => {
    const db = getDb()
    const home = await createSchool(db)
    const superAdmin = await createAdult(db, home, 'ADMIN', { userRole: 'SUPER' })
    const teacher = await createAdult(db, home, 'TEACHER')
    await inviteStaffUser(db, superAdmin.actor, { email: teacher.email!, userRole: 'LESSON_EDITOR' }, origin)
    expect(await roleOf(teacher.userId)).toBeNull()
    await redeemMagicToken(db, { token: await linkTo(teacher.email!), confirmed: true }, place())
    expect(await roleOf(teacher.userId)).toBe('LESSON_EDITOR')
    expect(await db.select().from(profiles).where(eq(profiles.userId, teacher.userId))).toHaveLength(1)
  })

  it('an account whose address nobody proved loses its password when the address’s holder accepts', async () => {
    const db = getDb()
    const home = await createSchool(db)
    const superAdmin = await createAdult(db, home, 'ADMIN', { userRole: 'SUPER' })
    // Someone registered the address without ever proving it, with a password of their own.
    const squatter = await createAdult(db, home, 'TEACHER', { verified: false })
    await inviteStaffUser(db, superAdmin.actor, { email: squatter.email!, userRole: 'SUPER' }, origin)
    await redeemMagicToken(db, { token: await linkTo(squatter.email!), confirmed: true }, place())
    expect(await roleOf(squatter.userId)).toBe('SUPER')
    await expect(
      signInWithEmail(
        db,
        { email: squatter.email!, password: TEST_PASSWORD },
        { school: null, ip: `ip-${uniqueId()}`, cookiePair: { account: null, profile: null } },
      ),
    ).rejects.toMatchObject({ status: 400 })
  })

  it('an address with no account gets one that the link signs in, at the staff school', async () => {
    const db = getDb()
    const home = await createSchool(db)
    const superAdmin = await createAdult(db, home, 'ADMIN', { userRole: 'SUPER' })
    const email = `brand.new.${uniqueId()}@codeschool.test`
    await inviteStaffUser(db, superAdmin.actor, { email, userRole: 'STAFF' }, origin)
    const signedIn = await redeemMagicToken(db, { token: await linkTo(email), confirmed: true }, place())
    expect(signedIn).toMatchObject({ status: 'signed-in', account: 'staff' })
    const [user] = await db.select().from(users).where(eq(users.email, email))
    expect(user?.userRole).toBe('STAFF')
  })
})
