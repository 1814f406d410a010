import { eq } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { paidStatusOfSchool } from '@/server/auth/paid-status'
import { signInWithEmail, signInWithUsername } from '@/server/auth/sign-in'
import {
  classCards,
  classMembers,
  classTeachers,
  codeRevisions,
  lessonProgress,
  lessons,
  schools,
} from '@/server/db/schema'
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

  it('saves students’ work on the lesson named, at its first code step unless one is named', async () => {
    const db = getDb()
    const { card, items } = await createCourse(db, { withContent: true })
    const second = await db
      .select({ slug: lessons.slug })
      .from(lessons)
      .where(eq(lessons.id, items[1]!.lessonId))
    const fixture = await createSchoolFixture(
      db,
      schoolFixtureSchema.parse({
        course: card.slug,
        workLesson: second[0]!.slug,
        students: [
          { work: { code: 'forward(100)' } },
          { work: { code: 'print(1)', step: 'hello', status: 'in_progress' } },
          {},
        ],
      }),
    )
    const rows = await db
      .select({
        profileId: lessonProgress.profileId,
        itemId: lessonProgress.cardSectionItemId,
        status: lessonProgress.status,
        stepKey: codeRevisions.stepKey,
        code: codeRevisions.code,
      })
      .from(lessonProgress)
      .innerJoin(codeRevisions, eq(codeRevisions.progressId, lessonProgress.id))
      .where(eq(lessonProgress.schoolId, fixture.school.id))
    expect(rows).toHaveLength(2)
    expect(rows).toContainEqual({
      profileId: fixture.students[0]!.profileId,
      itemId: items[1]!.itemId,
      status: 'completed',
      stepKey: 'line',
      code: 'forward(100)',
    })
    expect(rows).toContainEqual({
      profileId: fixture.students[1]!.profileId,
      itemId: items[1]!.itemId,
      status: 'in_progress',
      stepKey: 'hello',
      code: 'print(1)',
    })
  })

  it('saves a blocks program with the code it makes; a work with neither is refused', async () => {
    const db = getDb()
    const { card } = await createCourse(db, { withContent: true })
    const blocks = [
      { type: 'when_run' as const, body: [{ type: 'forward' as const, fields: { STEPS: 70 } }] },
    ]
    const fixture = await createSchoolFixture(
      db,
      schoolFixtureSchema.parse({ course: card.slug, students: [{ work: { blocks } }] }),
    )
    const [row] = await db
      .select({ code: codeRevisions.code, blocks: codeRevisions.blocksJson })
      .from(codeRevisions)
      .innerJoin(lessonProgress, eq(lessonProgress.id, codeRevisions.progressId))
      .where(eq(lessonProgress.schoolId, fixture.school.id))
    expect(row?.blocks).toEqual(blocks)
    expect(row?.code).toContain('forward(70)')
    expect(schoolFixtureSchema.safeParse({ students: [{ work: { status: 'completed' } }] }).success).toBe(
      false,
    )
    expect(
      schoolFixtureSchema.safeParse({ students: [{ work: { blocks: [{ type: 'fly-away' }] } }] }).success,
    ).toBe(false)
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
