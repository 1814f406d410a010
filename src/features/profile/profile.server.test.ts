import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { issueToken, redeemToken } from '@/server/auth/one-time-tokens'
import { verifyPassword } from '@/server/auth/password'
import { hashToken } from '@/server/auth/token-hash'
import { mailOutbox, profiles, sessions, users } from '@/server/db/schema'
import { describeEachDatabase } from '@/test/database'
import { createAdult, createSchoolWithPeople } from '@/test/factories'
import { changeMyEmail, changeMyPassword, getMyProfile, updateMyName } from './profile.server'

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

  it('changes the email only with the current password and only to a free address', async () => {
    const db = getDb()
    const { school, admin } = await createSchoolWithPeople(db)
    const me = await createAdult(db, school, 'TEACHER', { password: PASSWORD })
    await expect(
      changeMyEmail(db, me.actor, { email: 'new@example.test', currentPassword: 'wrong one!' }, origin),
    ).rejects.toMatchObject({
      status: 400,
      errors: [{ field: 'currentPassword' }],
    })
    await expect(
      changeMyEmail(db, me.actor, { email: admin.email!, currentPassword: PASSWORD }, origin),
    ).rejects.toMatchObject({
      status: 409,
      errors: [{ field: 'email' }],
    })
    const fresh = `fresh-${me.profileId.slice(0, 8)}@example.test`
    await db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, me.userId))
    await changeMyEmail(db, me.actor, { email: fresh, currentPassword: PASSWORD }, origin)
    expect((await getMyProfile(db, me.actor)).email).toBe(fresh)
    // The new address is nobody's proven address yet (record 030): its holder gets a link to prove it.
    const [user] = await db.select().from(users).where(eq(users.id, me.userId))
    expect(user?.emailVerifiedAt).toBeNull()
    const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, fresh))
    expect(mail?.textBody).toContain('http://demo.localhost:3000/reset-password?token=')
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
