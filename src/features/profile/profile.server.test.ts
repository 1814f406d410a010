import { eq } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { createPerson, createSchoolWithPeople } from '@/features/schools/test-fixtures'
import { hashPassword, verifyPassword } from '@/server/auth/password'
import { hashToken } from '@/server/auth/token-hash'
import { profiles, sessions, users } from '@/server/db/schema'
import { describeEachDatabase } from '@/test/database'
import { changeMyEmail, changeMyPassword, getMyProfile, updateMyName } from './profile.server'

const PASSWORD = 'old password 2026'

describeEachDatabase('my profile', (getDb) => {
  it('shows and renames the signed-in adult', async () => {
    const db = getDb()
    const { school } = await createSchoolWithPeople(db, { name: 'Birch School' })
    const me = await createPerson(db, school.id, 'TEACHER', { passwordHash: await hashPassword(PASSWORD) })
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
    const me = await createPerson(db, school.id, 'TEACHER', { passwordHash: await hashPassword(PASSWORD) })
    await expect(
      changeMyEmail(db, me.actor, { email: 'new@example.test', currentPassword: 'wrong one!' }),
    ).rejects.toMatchObject({
      status: 400,
      errors: [{ field: 'currentPassword' }],
    })
    await expect(
      changeMyEmail(db, me.actor, { email: admin.email!, currentPassword: PASSWORD }),
    ).rejects.toMatchObject({
      status: 409,
      errors: [{ field: 'email' }],
    })
    const fresh = `fresh-${me.profileId.slice(0, 8)}@example.test`
    await changeMyEmail(db, me.actor, { email: fresh, currentPassword: PASSWORD })
    expect((await getMyProfile(db, me.actor)).email).toBe(fresh)
  })

  it('changes the password, refuses common ones and ends the other sessions', async () => {
    const db = getDb()
    const { school } = await createSchoolWithPeople(db)
    const me = await createPerson(db, school.id, 'ADMIN', { passwordHash: await hashPassword(PASSWORD) })
    const session = (name: string) => ({
      tokenHash: hashToken(`${name}-${me.userId}`),
      userId: me.userId,
      profileId: me.profileId,
      schoolId: school.id,
      expiresAt: new Date(Date.now() + 3_600_000),
    })
    const [current] = await db.insert(sessions).values(session('current')).returning({ id: sessions.id })
    await db.insert(sessions).values(session('stolen'))

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
      { keepSessionId: current!.id },
    )
    const [user] = await db.select().from(users).where(eq(users.id, me.userId))
    expect(await verifyPassword(user!.passwordHash!, 'a much better one 7')).toBe(true)
    const left = await db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, me.userId))
    expect(left).toEqual([{ id: current!.id }])
  })

  it('is for adults', async () => {
    const db = getDb()
    const { students } = await createSchoolWithPeople(db)
    await expect(getMyProfile(db, students[0]!.actor)).rejects.toMatchObject({ status: 403 })
    await expect(updateMyName(db, students[0]!.actor, { name: 'x' })).rejects.toMatchObject({ status: 403 })
  })
})
