import { and, desc, eq } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { changeMyEmail } from '@/features/profile/profile.server'
import { inviteMember } from '@/features/teachers/member-invites.server'
import { listTeam } from '@/features/teachers/team-members.server'
import { HttpError } from '@/lib/http-error'
import { confirmEmailChange } from '@/server/auth/email-change'
import { redeemToken } from '@/server/auth/one-time-tokens'
import { findLiveSession } from '@/server/auth/sessions'
import { signInWithEmail } from '@/server/auth/sign-in'
import { mailOutbox, profiles, schools, users } from '@/server/db/schema'
import { describeEachDatabase } from '@/test/database'
import {
  addProfile,
  createSchool,
  createSchoolWithPeople,
  createUser,
  TEST_PASSWORD,
  uniqueId,
} from '@/test/factories'
import { setPasswordWithToken } from './password-reset.server'
import { checkYourInbox, createSchoolAccount } from './signup.server'

const place = { school: null, ip: 'test', cookiePair: { account: null, profile: null } }
const origin = 'http://demo.localhost:3000'

function linkIn(text: string, page: string): string {
  const token = new RegExp(`/${page}\\?token=([A-Za-z0-9_-]+)`).exec(text)?.[1]
  if (!token) throw new Error(`no ${page} link in: ${text}`)
  return token
}

describeEachDatabase('invitations wait for a verified address', (getDb) => {
  async function lastMail(to: string) {
    const [mail] = await getDb()
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, to))
      .orderBy(desc(mailOutbox.createdAt))
      .limit(1)
    return mail
  }

  /** The schools a sign-in offers (SPEC §4 profiles). */
  async function schoolsOf(email: string, password = TEST_PASSWORD): Promise<string[]> {
    const result = await signInWithEmail(getDb(), { email, password }, { ...place, ip: `ip-${uniqueId()}` })
    return result.answer.user.profiles.map((profile) => profile.account.subdomain).sort()
  }

  it('whoever registered the address first does not get the school’s invitation; its owner does', async () => {
    const db = getDb()
    // The attacker holds an account with the teacher's address and a password of their own, but
    // never proved the address (an account from before verification, or a changed email).
    const email = `new.teacher.${uniqueId()}@school.test`
    const attacker = await createUser(db, { email, verified: false })
    const own = await createSchool(db)
    await addProfile(db, attacker, own, 'ADMIN')
    const attackerSignIn = await signInWithEmail(db, { email, password: TEST_PASSWORD }, place)

    const real = await createSchoolWithPeople(db, { name: 'Real Primary' })
    const invited = await inviteMember(
      db,
      real.admin.actor,
      { name: 'New Teacher', email, role: 'TEACHER' },
      { schoolOrigin: origin },
    )
    expect(invited.existingAccount).toBe(false)
    // The team sees the invitation as waiting; the account does not have the school.
    expect(
      (await listTeam(db, real.admin.actor)).find((m) => m.profileId === invited.profileId)?.status,
    ).toBe('invited')
    expect(await schoolsOf(email)).toEqual([own.subdomain])

    // The owner of the address chooses a password from the mailed link.
    const token = linkIn((await lastMail(email))!.textBody, 'set-password')
    await setPasswordWithToken(db, { kind: 'invite', token, password: 'the real teacher 2026' })
    expect(await findLiveSession(db, attackerSignIn.answer.token)).toBeNull()
    await expect(signInWithEmail(db, { email, password: TEST_PASSWORD }, place)).rejects.toMatchObject({
      status: 400,
    })
    expect(await schoolsOf(email, 'the real teacher 2026')).toEqual(
      [own.subdomain, real.school.subdomain].sort(),
    )
    expect(
      (await listTeam(db, real.admin.actor)).find((m) => m.profileId === invited.profileId)?.status,
    ).toBe('active')
  })

  it('changing one’s email to someone else’s address does not collect their invitations', async () => {
    const db = getDb()
    const { school, teacher } = await createSchoolWithPeople(db)
    const { hashPassword } = await import('@/server/auth/password')
    await db
      .update(users)
      .set({ passwordHash: await hashPassword('attacker password 1'), emailVerifiedAt: new Date() })
      .where(eq(users.id, teacher.userId))
    const victim = `victim.${uniqueId()}@school.test`
    await changeMyEmail(
      db,
      teacher.actor,
      { email: victim, currentPassword: 'attacker password 1' },
      { origin },
    )

    // The account keeps its address until the victim opens the mailed link (decision 165).
    const [after] = await db.select().from(users).where(eq(users.id, teacher.userId))
    expect(after?.email).toBe(teacher.email)
    expect(after?.pendingEmail).toBe(victim)

    const other = await createSchoolWithPeople(db)
    const invited = await inviteMember(
      db,
      other.admin.actor,
      { name: 'Victim', email: victim, role: 'ADMIN' },
      { schoolOrigin: origin },
    )
    const [profile] = await db.select().from(profiles).where(eq(profiles.id, invited.profileId))
    expect(profile?.userId).not.toBe(teacher.userId)
    await expect(schoolsOf(victim, 'attacker password 1')).rejects.toMatchObject({ status: 400 })
    expect(await schoolsOf(teacher.email!, 'attacker password 1')).toEqual([school.subdomain])
  })

  it('moving a waiting invitation’s account to another address and proving that one does not bring it alive', async () => {
    const db = getDb()
    const { school, teacher } = await createSchoolWithPeople(db)
    const { hashPassword } = await import('@/server/auth/password')
    // The attacker's account holds the teacher-to-be's address, unproven, with a password.
    const target = `target.${uniqueId()}@school.test`
    await db
      .update(users)
      .set({ email: target, emailVerifiedAt: null, passwordHash: await hashPassword('attacker password 2') })
      .where(eq(users.id, teacher.userId))
    const real = await createSchoolWithPeople(db)
    const invited = await inviteMember(
      db,
      real.admin.actor,
      { name: 'Target', email: target, role: 'TEACHER' },
      { schoolOrigin: origin },
    )
    // The attacker switches the account to their own address and proves that one.
    const own = `own.${uniqueId()}@evil.test`
    await changeMyEmail(db, teacher.actor, { email: own, currentPassword: 'attacker password 2' }, { origin })
    const token = linkIn((await lastMail(own))!.textBody, 'token')
    const redeemed = await redeemToken(db, { kind: 'email_change', token })
    expect(await confirmEmailChange(db, redeemed!)).toBe(true)
    expect(await schoolsOf(own, 'attacker password 2')).toEqual([school.subdomain])
    expect(await db.select().from(profiles).where(eq(profiles.id, invited.profileId))).toEqual([])
  })

  it('an account whose address is verified gets the invitation at once, with a sign-in mail', async () => {
    const db = getDb()
    const user = await createUser(db)
    const home = await createSchool(db)
    await addProfile(db, user, home, 'TEACHER')
    const real = await createSchoolWithPeople(db)
    const invited = await inviteMember(
      db,
      real.admin.actor,
      { name: 'Known Teacher', email: user.email!, role: 'TEACHER' },
      { schoolOrigin: origin },
    )
    expect(invited.existingAccount).toBe(true)
    expect((await lastMail(user.email!))?.textBody).toContain(`${origin}/login`)
    expect(await schoolsOf(user.email!)).toEqual([home.subdomain, real.school.subdomain].sort())
  })

  it('/account-setup answers the same for a new, a verified and an unverified address; only the mail differs', async () => {
    const db = getDb()
    const fresh = `fresh.${uniqueId()}@example.test`
    const verified = await createUser(db)
    const unverified = await createUser(db, { verified: false })
    const outcomes = []
    for (const email of [fresh, verified.email!, unverified.email!]) {
      const subdomain = `s-${uniqueId()}`
      const before = await db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email))
      const answer = await createSchoolAccount(db, {
        schoolName: `School of ${email}`,
        subdomain,
        email,
        name: 'Head Teacher',
        ip: `ip-${uniqueId()}`,
        schoolOrigin: `http://${subdomain}.localhost:3000`,
      })
      const after = await db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email))
      const [school] = await db.select().from(schools).where(eq(schools.subdomain, subdomain))
      outcomes.push({
        answer: answer.message === checkYourInbox(email),
        mails: after.length - before.length,
        school: Boolean(school),
      })
    }
    // The same answer, one mail and one new school each: the page tells nobody which exist.
    expect(outcomes).toEqual([
      { answer: true, mails: 1, school: true },
      { answer: true, mails: 1, school: true },
      { answer: true, mails: 1, school: true },
    ])
    expect((await lastMail(fresh))?.textBody).toContain('/set-password?token=')
    expect((await lastMail(verified.email!))?.textBody).toContain('/login')
    expect((await lastMail(unverified.email!))?.textBody).toContain('/set-password?token=')
    // The verified owner has the new school; the unverified account gets it only from the link.
    expect(await schoolsOf(verified.email!)).toHaveLength(1)
    await expect(schoolsOf(unverified.email!)).rejects.toBeInstanceOf(HttpError)
    const token = linkIn((await lastMail(unverified.email!))!.textBody, 'set-password')
    await setPasswordWithToken(db, { kind: 'invite', token, password: 'now it is mine 42' })
    expect(await schoolsOf(unverified.email!, 'now it is mine 42')).toHaveLength(1)
    const [row] = await db
      .select()
      .from(users)
      .where(and(eq(users.id, unverified.id)))
    expect(row?.emailVerifiedAt).not.toBeNull()
  })
})
