import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { confirmEmailChange } from '@/server/auth/email-change'
import { issueToken, redeemToken } from '@/server/auth/one-time-tokens'
import { verifyPassword } from '@/server/auth/password'
import { hashToken } from '@/server/auth/token-hash'
import { mailOutbox, profiles, sessions, users } from '@/server/db/schema'
import { describeEachDatabase } from '@/test/database'
import { createAdult, createSchoolWithPeople } from '@/test/factories'
import {
  cancelMyEmailChange,
  changeMyEmail,
  changeMyPassword,
  emailChangeSent,
  getMyProfile,
  updateMyName,
} from './profile.server'

const PASSWORD = 'old password 2026'
const origin = { origin: 'http://demo.localhost:3000' }

describeEachDatabase('my profile', (getDb) => {
  it('shows and renames the signed-in adult', async () => {
    const db = getDb()
    const { school } = await createSchoolWithPeople(db, { name: 'Birch School' })
    const me = await createAdult(db, school, 'TEACHER', { password: PASSWORD })
    expect(await getMyProfile(db, me.actor)).toMatchObject({
      email: me.email,
      role: 'TEACHER',
      schoolName: 'Birch School',
    })
    await updateMyName(db, me.actor, { name: 'Ms Rivera' })
    const [profile] = await db.select().from(profiles).where(eq(profiles.id, me.profileId))
    const [user] = await db.select().from(users).where(eq(users.id, me.userId))
    expect([profile?.name, user?.name]).toEqual(['Ms Rivera', 'Ms Rivera'])
  })

  it('moves the email only with the current password, once the new address confirms it, and answers the same for a taken one', async () => {
    const db = getDb()
    const { school, admin } = await createSchoolWithPeople(db)
    const me = await createAdult(db, school, 'TEACHER', { password: PASSWORD })
    await expect(
      changeMyEmail(db, me.actor, { email: 'new@example.test', currentPassword: 'wrong one!' }, origin),
    ).rejects.toMatchObject({
      status: 400,
      errors: [{ field: 'currentPassword' }],
    })
    // Another account's address: the same answer as any, no mail to it, nothing moves.
    const taken = await changeMyEmail(
      db,
      me.actor,
      { email: admin.email!, currentPassword: PASSWORD },
      origin,
    )
    expect(taken).toEqual({ message: emailChangeSent(admin.email!) })
    expect(await db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, admin.email!))).toEqual([])

    const fresh = `fresh-${me.profileId.slice(0, 8)}@example.test`
    expect(await changeMyEmail(db, me.actor, { email: fresh, currentPassword: PASSWORD }, origin)).toEqual({
      message: emailChangeSent(fresh),
    })
    expect(await getMyProfile(db, me.actor)).toMatchObject({ email: me.email, pendingEmail: fresh })
    const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, fresh))
    const token = /\/token\?token=([A-Za-z0-9_-]+)/.exec(mail!.textBody)?.[1]
    expect(mail?.textBody).toContain('http://demo.localhost:3000/token?token=')
    const redeemed = await redeemToken(db, { kind: 'email_change', token: token! })
    expect(await confirmEmailChange(db, redeemed!)).toBe(true)
    expect(await getMyProfile(db, me.actor)).toMatchObject({ email: fresh, pendingEmail: null })
    // Opening the link proved the address.
    const [user] = await db.select().from(users).where(eq(users.id, me.userId))
    expect(user?.emailVerifiedAt).not.toBeNull()
  })

  it('a cancelled change of address: its link no longer moves the account', async () => {
    const db = getDb()
    const { school } = await createSchoolWithPeople(db)
    const me = await createAdult(db, school, 'TEACHER', { password: PASSWORD })
    const fresh = `cancel-${me.profileId.slice(0, 8)}@example.test`
    await changeMyEmail(db, me.actor, { email: fresh, currentPassword: PASSWORD }, origin)
    const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, fresh))
    const token = /\/token\?token=([A-Za-z0-9_-]+)/.exec(mail!.textBody)?.[1]
    await cancelMyEmailChange(db, me.actor)
    expect(await getMyProfile(db, me.actor)).toMatchObject({ email: me.email, pendingEmail: null })
    expect(await redeemToken(db, { kind: 'email_change', token: token! })).toBeNull()
  })

  it('judges at most 5 wrong current passwords in a row; then even the right one waits', async () => {
    const db = getDb()
    const { school } = await createSchoolWithPeople(db)
    const me = await createAdult(db, school, 'TEACHER', { password: PASSWORD })
    const statuses: number[] = []
    for (let i = 0; i < 25; i++) {
      const wrong = {
        currentPassword: `guess number ${i}`,
        newPassword: 'a brand new sentence',
        confirmPassword: 'a brand new sentence',
      }
      const call =
        i % 2 === 0
          ? changeMyPassword(db, me.actor, wrong)
          : changeMyEmail(
              db,
              me.actor,
              { email: `g${i}@example.test`, currentPassword: wrong.currentPassword },
              origin,
            )
      statuses.push(
        await call.then(
          () => 200,
          (error: { status: number }) => error.status,
        ),
      )
    }
    expect(statuses.filter((status) => status === 400)).toHaveLength(5)
    expect(statuses.filter((status) => status === 429)).toHaveLength(20)
    await expect(
      changeMyPassword(db, me.actor, { currentPassword: PASSWORD, newPassword: 'a brand new sentence' }),
    ).rejects.toMatchObject({ status: 429 })
  })

  it('changes the password, refuses common ones and ends the sessions of other sign-ins', async () => {
    const db = getDb()
    const { school } = await createSchoolWithPeople(db)
    const me = await createAdult(db, school, 'ADMIN', { password: PASSWORD })
    const family = randomUUID()
    const session = (name: string, familyId: string = randomUUID()) => ({
      tokenHash: hashToken(`${name}-${me.userId}`),
      userId: me.userId,
      profileId: me.profileId,
      schoolId: school.id,
      familyId,
      expiresAt: new Date(Date.now() + 3_600_000),
    })
    const [current] = await db
      .insert(sessions)
      .values(session('current', family))
      .returning({ id: sessions.id })
    // The same sign-in on the main host: this browser, so it stays too (record 028).
    const [sameBrowser] = await db
      .insert(sessions)
      .values({ ...session('main', family), schoolId: null, profileId: null })
      .returning({ id: sessions.id })
    await db.insert(sessions).values(session('stolen'))
    const reset = await issueToken(db, { kind: 'reset', userId: me.userId })

    await expect(
      changeMyPassword(db, me.actor, { currentPassword: PASSWORD, newPassword: 'password123' }),
    ).rejects.toMatchObject({ status: 400, errors: [{ field: 'newPassword' }] })
    await expect(
      changeMyPassword(db, me.actor, {
        currentPassword: 'not it at all',
        newPassword: 'a much better one 7',
      }),
    ).rejects.toMatchObject({ status: 400, errors: [{ field: 'currentPassword' }] })

    await changeMyPassword(
      db,
      me.actor,
      { currentPassword: PASSWORD, newPassword: 'a much better one 7' },
      { keepFamilyId: family },
    )
    const [user] = await db.select().from(users).where(eq(users.id, me.userId))
    expect(await verifyPassword(user!.passwordHash!, 'a much better one 7')).toBe(true)
    const left = await db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, me.userId))
    expect(left.map((row) => row.id).sort()).toEqual([current!.id, sameBrowser!.id].sort())
    // A reset link mailed before the change no longer works.
    expect(await redeemToken(db, { kind: 'reset', token: reset.token })).toBeNull()
  })

  it('is for adults', async () => {
    const db = getDb()
    const { students } = await createSchoolWithPeople(db)
    await expect(getMyProfile(db, students[0]!.actor)).rejects.toMatchObject({ status: 403 })
    await expect(updateMyName(db, students[0]!.actor, { name: 'x' })).rejects.toMatchObject({ status: 403 })
  })
})
