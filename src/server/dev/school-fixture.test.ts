import { eq } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { paidStatusOfSchool } from '@/server/auth/paid-status'
import { signInWithEmail, signInWithUsername } from '@/server/auth/sign-in'
import { classCards, classMembers, classTeachers, schools } from '@/server/db/schema'
import { describeEachDatabase } from '@/test/database'
import { createCourse, uniqueId } from '@/test/factories'
import { createSchoolFixture, schoolFixtureSchema } from './school-fixture'

describeEachDatabase('e2e school fixtures', (getDb) => {
  it('makes a school whose people sign in with the answered data, in one class with a course', async () => {
    const db = getDb()
    const { card } = await createCourse(db)
    const fixture = await createSchoolFixture(
      db,
      schoolFixtureSchema.parse({
        paid: true,
        students: [{ firstName: 'Ada' }, { firstName: 'Grace', password: 'turtle-power-7' }],
        class: { loginType: 'password' },
        course: card.slug,
      }),
    )
    const [school] = await db.select().from(schools).where(eq(schools.id, fixture.school.id))
    const place = {
      school: { ...school!, logoUrl: null },
      ip: `ip-${uniqueId()}`,
      cookiePair: { account: null, profile: null },
    }
    expect(await paidStatusOfSchool(db, school!.id)).toBeTruthy()
    const [admin] = fixture.admins
    const adminIn = await signInWithEmail(db, { email: admin!.email, password: admin!.password }, place)
    expect(adminIn.answer.user.profiles.map((p) => p.uuid)).toEqual([admin!.profileId])
    const grace = fixture.students[1]!
    const graceIn = await signInWithUsername(
      db,
      { username: grace.username, password: grace.password! },
      place,
    )
    expect(graceIn.answer.user.profiles.map((p) => p.uuid)).toEqual([grace.profileId])
    expect(fixture.students[0]).toMatchObject({ firstName: 'Ada', password: null, picturePassword: 3 })

    const classId = fixture.class!.id
    expect(fixture.class).toMatchObject({
      loginType: 'password',
      joinCode: expect.stringMatching(/^[A-Z0-9]{6}$/),
    })
    expect(await db.select().from(classMembers).where(eq(classMembers.classId, classId))).toHaveLength(2)
    expect(await db.select().from(classTeachers).where(eq(classTeachers.classId, classId))).toHaveLength(1)
    expect(
      (await db.select().from(classCards).where(eq(classCards.classId, classId))).map((r) => r.cardId),
    ).toEqual([card.id])
    expect(fixture.course?.id).toBe(card.id)
  })

  it('two fixtures never share a school, and an unknown field is refused', async () => {
    const db = getDb()
    const input = schoolFixtureSchema.parse({ course: false, students: [] })
    const [a, b] = [await createSchoolFixture(db, input), await createSchoolFixture(db, input)]
    expect(a.school.subdomain).not.toBe(b.school.subdomain)
    expect(a.course).toBeNull()
    expect(schoolFixtureSchema.safeParse({ superAdmin: true }).success).toBe(false)
  })
})
