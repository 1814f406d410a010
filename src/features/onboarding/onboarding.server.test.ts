import { eq } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { classCards, classTeachers, schools } from '@/server/db/schema'
import { describeEachDatabase } from '@/test/database'
import {
  createAdult,
  createClass,
  createCourse,
  createProgress,
  createSchool,
  createSchoolWithPeople,
} from '@/test/factories'
import { getChecklist, getOverview, STUCK_ATTEMPTS } from './overview.server'
import { createSetupClass, getSetupCards, getSetupState } from './setup.server'
import { getWelcomePack, saveWelcomePack } from './welcome-pack.server'

describeEachDatabase('overview', (getDb) => {
  it('shows a teacher this week in their classes and who is stuck', async () => {
    const db = getDb()
    const { school, teacher, students, schoolClass, admin } = await createSchoolWithPeople(db)
    const otherClass = await createClass(db, school, { name: 'Not mine' })
    const { items } = await createCourse(db)
    const [ada, grace] = students
    await createProgress(db, ada!, items[0]!, { status: 'completed' })
    await createProgress(db, ada!, items[1]!, { attempts: STUCK_ATTEMPTS + 2 })
    await createProgress(db, grace!, items[0]!, {
      updatedAt: new Date(Date.now() - 30 * 86_400_000),
      attempts: 20,
    })

    const overview = await getOverview(db, teacher.actor)
    expect(overview.classes.map((row) => row.name)).toEqual([schoolClass.name])
    expect(overview.classes[0]).toMatchObject({
      students: 2,
      activeThisWeek: 1,
      lessonsStartedThisWeek: 2,
      lessonsCompletedThisWeek: 1,
    })
    expect(overview.stuck).toHaveLength(1)
    expect(overview.stuck[0]).toMatchObject({
      profileId: ada!.profileId,
      className: schoolClass.name,
      attempts: STUCK_ATTEMPTS + 2,
    })
    expect(overview.checklist).toBeNull()
    expect(overview.needsSetup).toBe(false)

    const adminView = await getOverview(db, admin.actor)
    expect(adminView.classes.map((row) => row.name).sort()).toEqual(
      [schoolClass.name, otherClass.name].sort(),
    )
    // The first class comes first (a new school's next step), the school's details last.
    expect(adminView.checklist?.map((item) => [item.key, item.done])).toEqual([
      ['class', true],
      ['students', true],
      ['lesson', true],
      ['teachers', true],
      ['school', false],
    ])
  })

  it('counts a new school’s checklist live and offers setup to a teacher without a class', async () => {
    const db = getDb()
    const school = await createSchool(db)
    const admin = await createAdult(db, school, 'ADMIN')
    expect((await getChecklist(db, school.id)).filter((item) => item.done)).toEqual([])
    await db.update(schools).set({ address: '2 Park Road' }).where(eq(schools.id, school.id))
    const teacher = await createAdult(db, school, 'TEACHER')
    const checklist = await getChecklist(db, school.id)
    expect(checklist.filter((item) => item.done).map((item) => item.key)).toEqual(['teachers', 'school'])
    expect((await getOverview(db, teacher.actor)).needsSetup).toBe(true)
    expect((await getOverview(db, admin.actor)).needsSetup).toBe(false)
  })

  it('is not for students', async () => {
    const db = getDb()
    const { students } = await createSchoolWithPeople(db)
    await expect(getOverview(db, students[0]!.actor)).rejects.toMatchObject({ status: 403 })
  })
})

describeEachDatabase('setup wizard', (getDb) => {
  it('creates the first class through the classes feature, taught by the teacher, with the course', async () => {
    const db = getDb()
    const school = await createSchool(db)
    const teacher = await createAdult(db, school, 'TEACHER')
    const { card } = await createCourse(db, { title: 'First Steps' })
    const state = await getSetupState(db, teacher.actor)
    expect(state.myClasses).toEqual([])
    expect(state.courses.find((course) => course.id === card.id)).toMatchObject({
      title: 'First Steps',
      lessons: 2,
    })

    const created = await createSetupClass(db, teacher.actor, {
      name: 'Year 2 Owls',
      grade: 2,
      loginType: 'picture',
      quickJoin: true,
      cardId: card.id,
    })
    expect(created.joinCode).toMatch(/^[A-Z0-9]{6}$/)
    expect(await db.select().from(classTeachers).where(eq(classTeachers.classId, created.id))).toEqual([
      expect.objectContaining({ profileId: teacher.profileId }),
    ])
    expect(await db.select().from(classCards).where(eq(classCards.classId, created.id))).toEqual([
      expect.objectContaining({ cardId: card.id }),
    ])
    const after = await getSetupState(db, teacher.actor)
    expect(after.myClasses).toMatchObject([{ id: created.id, name: 'Year 2 Owls', students: 0, courses: 1 }])
    const cards = await getSetupCards(db, teacher.actor, created.id)
    expect(cards.classes[0]).toMatchObject({ name: 'Year 2 Owls', joinCode: created.joinCode, students: [] })
  })

  it('keeps to the school’s allowed login types and to the teacher’s own classes', async () => {
    const db = getDb()
    const mine = await createSchoolWithPeople(db)
    const theirs = await createSchoolWithPeople(db)
    await db
      .update(schools)
      .set({ allowedLoginTypes: ['password'] })
      .where(eq(schools.id, mine.school.id))
    await expect(
      createSetupClass(db, mine.teacher.actor, {
        name: 'X',
        grade: null,
        loginType: 'picture',
        quickJoin: false,
        cardId: null,
      }),
    ).rejects.toMatchObject({ status: 400, errors: [{ field: 'loginType' }] })
    await expect(getSetupCards(db, mine.teacher.actor, theirs.schoolClass.id)).rejects.toMatchObject({
      status: 404,
    })
    const { card: theirCourse } = await createCourse(db, { schoolId: theirs.school.id })
    await expect(
      createSetupClass(db, mine.teacher.actor, {
        name: 'Y',
        grade: null,
        loginType: 'password',
        quickJoin: false,
        cardId: theirCourse.id,
      }),
    ).rejects.toMatchObject({ status: 400 })
    await expect(getSetupState(db, mine.students[0]!.actor)).rejects.toMatchObject({ status: 403 })
  })
})

describeEachDatabase('welcome pack', (getDb) => {
  it('is edited by console staff only (not by a lesson editor, decision 166)', async () => {
    const db = getDb()
    const { school, admin, teacher } = await createSchoolWithPeople(db)
    const staff = await createAdult(db, school, 'ADMIN', { userRole: 'STAFF' })
    const editor = await createAdult(db, school, 'ADMIN', { userRole: 'LESSON_EDITOR' })
    expect(await getWelcomePack(db, staff.actor)).toMatchObject({ body: '', published: false })
    await saveWelcomePack(db, staff.actor, { title: 'Welcome!', body: '## Start here', published: true })
    expect(await getWelcomePack(db, staff.actor)).toMatchObject({
      title: 'Welcome!',
      body: '## Start here',
      published: true,
    })
    for (const actor of [admin.actor, teacher.actor, editor.actor]) {
      await expect(getWelcomePack(db, actor)).rejects.toMatchObject({ status: 403 })
      await expect(
        saveWelcomePack(db, actor, { title: 'x', body: 'x', published: true }),
      ).rejects.toMatchObject({ status: 403 })
    }
  })
})
