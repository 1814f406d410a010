import { eq } from 'drizzle-orm'
import { beforeAll, expect, it } from 'vitest'
import { isValidJoinCode } from '@/lib/join-code-alphabet'
import type { Actor } from '@/server/auth/actor'
import { classItemSettings, classTeachers, schoolClasses } from '@/server/db/schema'
import { describeEachDatabase } from '@/test/database'
import {
  createAdmin,
  createAdult,
  createClass,
  createCourse,
  createProgress,
  createSchool,
  createStudent,
  createStudents,
  type TestSchool,
} from '@/test/factories'
import { countQueries } from '@/test/query-count'
import { archiveClass, restoreClass } from './class-archive.server'
import { createSchoolClass, getClassFormOptions, updateClass } from './class-form.server'
import { setClassItemSetting } from './class-item-settings.server'
import { regenerateJoinCode } from './class-join-code.server'
import { listClasses } from './class-list.server'
import { addClassMembers, removeClassMember } from './class-members.server'
import { getClassActivity, getClassPage } from './class-page.server'
import type { ClassFormValues } from './classes.schemas'

const form = (overrides: Partial<ClassFormValues> = {}): ClassFormValues => ({
  name: 'Class 2C',
  grade: 2,
  loginType: 'picture',
  quickJoin: true,
  selfRegistration: true,
  teacherIds: [],
  cardIds: [],
  ...overrides,
})

describeEachDatabase('classes', (getDb) => {
  let school: TestSchool
  let other: TestSchool
  let admin: Actor
  let teacher: Actor
  let coTeacher: Actor
  let outsider: Actor
  let otherAdmin: Actor
  let student: Actor

  beforeAll(async () => {
    const db = getDb()
    school = await createSchool(db)
    other = await createSchool(db)
    admin = (await createAdult(db, school, 'ADMIN')).actor
    teacher = (await createAdult(db, school, 'TEACHER')).actor
    coTeacher = (await createAdult(db, school, 'TEACHER')).actor
    outsider = (await createAdult(db, school, 'TEACHER')).actor
    otherAdmin = (await createAdult(db, other, 'ADMIN')).actor
    student = (await createStudent(db, school)).actor
  })

  it('a teacher creates a class: a valid join code, the teacher and co-teachers, courses', async () => {
    const db = getDb()
    const card = await createCourse(db)
    const { id, joinCode } = await createSchoolClass(
      db,
      teacher,
      form({ teacherIds: [coTeacher.profileId], cardIds: [card.card.id] }),
    )
    expect(isValidJoinCode(joinCode)).toBe(true)
    const page = await getClassPage(db, teacher, id)
    expect(page.schoolClass).toMatchObject({
      name: 'Class 2C',
      grade: 2,
      loginType: 'picture',
      quickJoin: true,
      joinCode,
    })
    expect(page.teachers.map((t) => t.profileId).sort()).toEqual(
      [teacher.profileId, coTeacher.profileId].sort(),
    )
    expect(page.courses).toHaveLength(1)
    expect(page.courses[0]!.sections[0]!.items).toHaveLength(2)
    // The co-teacher manages it too; another teacher of the school does not see it.
    expect((await listClasses(db, coTeacher)).map((g) => g.id)).toContain(id)
    expect((await listClasses(db, outsider)).map((g) => g.id)).not.toContain(id)
    await expect(getClassPage(db, outsider, id)).rejects.toMatchObject({ status: 404 })
    const listed = (await listClasses(db, admin)).find((g) => g.id === id)
    expect(listed).toMatchObject({ memberCount: 0, courseCount: 1 })
    expect(listed?.teacherNames.sort()).toEqual([teacher.name, coTeacher.name].sort())
  })

  it('a teacher who edits a class stays on it; an admin can change every teacher', async () => {
    const db = getDb()
    const { id } = await createSchoolClass(db, teacher, form({ name: 'Keep me' }))
    await updateClass(db, teacher, id, form({ name: 'Renamed', teacherIds: [] }))
    let page = await getClassPage(db, admin, id)
    expect(page.schoolClass.name).toBe('Renamed')
    expect(page.teachers.map((t) => t.profileId)).toEqual([teacher.profileId])
    await updateClass(db, admin, id, form({ name: 'Renamed', teacherIds: [coTeacher.profileId] }))
    page = await getClassPage(db, admin, id)
    expect(page.teachers.map((t) => t.profileId)).toEqual([coTeacher.profileId])
  })

  it('regenerating the code retires the old one; archiving frees it; restoring finds a new one if taken', async () => {
    const db = getDb()
    const { id, joinCode } = await createSchoolClass(db, teacher, form())
    const { joinCode: fresh } = await regenerateJoinCode(db, teacher, id)
    expect(fresh).not.toBe(joinCode)
    expect(isValidJoinCode(fresh)).toBe(true)

    await archiveClass(db, teacher, id)
    expect((await listClasses(db, teacher)).map((g) => g.id)).not.toContain(id)
    expect((await listClasses(db, teacher, { archived: true })).map((g) => g.id)).toContain(id)
    await expect(regenerateJoinCode(db, teacher, id)).rejects.toMatchObject({ status: 409 })
    // Another class may take the archived class's code…
    const taker = await createClass(db, school, { joinCode: fresh })
    // …so restoring gives the archived class a new one.
    const restored = await restoreClass(db, teacher, id)
    expect(restored.joinCode).not.toBe(fresh)
    const [row] = await db.select().from(schoolClasses).where(eq(schoolClasses.id, id))
    expect(row).toMatchObject({ archivedAt: null, joinCode: restored.joinCode })
    expect(taker.joinCode).toBe(fresh)
  })

  it('refuses teachers and courses that are not the school’s, and login types the school turned off', async () => {
    const db = getDb()
    const privateCard = await createCourse(db, { schoolId: other.id })
    const draft = await createCourse(db, { published: false })
    await expect(
      createSchoolClass(db, admin, form({ teacherIds: [otherAdmin.profileId] })),
    ).rejects.toMatchObject({
      status: 400,
    })
    await expect(
      createSchoolClass(db, admin, form({ cardIds: [privateCard.card.id] })),
    ).rejects.toMatchObject({
      status: 400,
    })
    await expect(createSchoolClass(db, admin, form({ cardIds: [draft.card.id] }))).rejects.toMatchObject({
      status: 400,
    })
    await expect(
      createSchoolClass(db, admin, form({ teacherIds: [student.profileId] })),
    ).rejects.toMatchObject({
      status: 400,
    })
    const options = await getClassFormOptions(db, admin)
    expect(options.cards.map((c) => c.id)).not.toContain(privateCard.card.id)
    expect(options.teachers.map((t) => t.profileId)).not.toContain(otherAdmin.profileId)
  })

  it('the form options know a school’s first class, which opens on its join instructions', async () => {
    const db = getDb()
    const fresh = await createSchool(db)
    const freshAdmin = await createAdmin(db, fresh)
    expect((await getClassFormOptions(db, freshAdmin.actor)).firstClass).toBe(true)
    await createSchoolClass(db, freshAdmin.actor, form({ teacherIds: [freshAdmin.profileId] }))
    expect((await getClassFormOptions(db, freshAdmin.actor)).firstClass).toBe(false)
  })

  it('every function refuses another school’s class (404) and students (403)', async () => {
    const db = getDb()
    const card = await createCourse(db)
    const theirs = await createClass(db, other, { teacherIds: [otherAdmin.profileId] })
    const kid = await createStudent(db, school)
    const calls: [string, (actor: Actor) => Promise<unknown>][] = [
      ['getClassPage', (a) => getClassPage(db, a, theirs.id)],
      ['updateClass', (a) => updateClass(db, a, theirs.id, form())],
      ['regenerateJoinCode', (a) => regenerateJoinCode(db, a, theirs.id)],
      ['archiveClass', (a) => archiveClass(db, a, theirs.id)],
      ['restoreClass', (a) => restoreClass(db, a, theirs.id)],
      [
        'setClassItemSetting',
        (a) =>
          setClassItemSetting(db, a, {
            classId: theirs.id,
            cardSectionItemId: card.items[0]!.itemId,
            locked: true,
            hidden: false,
          }),
      ],
      ['addClassMembers', (a) => addClassMembers(db, a, { classId: theirs.id, profileIds: [kid.profileId] })],
      [
        'removeClassMember',
        (a) => removeClassMember(db, a, { classId: theirs.id, profileId: kid.profileId }),
      ],
    ]
    for (const [name, call] of calls) {
      await expect(call(admin), name).rejects.toMatchObject({ status: 404 })
      await expect(call(teacher), name).rejects.toMatchObject({ status: 404 })
      await expect(call(student), name).rejects.toMatchObject({ status: 403 })
    }
    expect((await listClasses(db, admin)).map((g) => g.id)).not.toContain(theirs.id)
    await expect(listClasses(db, student)).rejects.toMatchObject({ status: 403 })
    await expect(createSchoolClass(db, student, form())).rejects.toMatchObject({ status: 403 })
    // Nothing changed over there.
    const [after] = await db.select().from(schoolClasses).where(eq(schoolClasses.id, theirs.id))
    expect(after).toEqual(theirs)
    // Another school's student cannot be added to our class either.
    const mine = await createClass(db, school, { teacherIds: [teacher.profileId] })
    const theirKid = await createStudent(db, other)
    await expect(
      addClassMembers(db, admin, { classId: mine.id, profileIds: [theirKid.profileId] }),
    ).rejects.toMatchObject({
      status: 404,
    })
  })

  it('locks and hides lessons of assigned courses only', async () => {
    const db = getDb()
    const card = await createCourse(db)
    const unassigned = await createCourse(db)
    const { id } = await createSchoolClass(db, teacher, form({ cardIds: [card.card.id] }))
    await setClassItemSetting(db, teacher, {
      classId: id,
      cardSectionItemId: card.items[0]!.itemId,
      locked: true,
      hidden: false,
    })
    await setClassItemSetting(db, teacher, {
      classId: id,
      cardSectionItemId: card.items[1]!.itemId,
      locked: false,
      hidden: true,
    })
    await setClassItemSetting(db, teacher, {
      classId: id,
      cardSectionItemId: card.items[0]!.itemId,
      locked: true,
      hidden: true,
    })
    const page = await getClassPage(db, teacher, id)
    expect(page.courses[0]!.sections[0]!.items.map((i) => [i.locked, i.hidden])).toEqual([
      [true, true],
      [false, true],
    ])
    await expect(
      setClassItemSetting(db, teacher, {
        classId: id,
        cardSectionItemId: unassigned.items[0]!.itemId,
        locked: true,
        hidden: false,
      }),
    ).rejects.toMatchObject({ status: 404 })
    expect(await db.select().from(classItemSettings).where(eq(classItemSettings.classId, id))).toHaveLength(2)
  })

  it('adds and removes members, at most 200 per class', async () => {
    const db = getDb()
    const { id } = await createSchoolClass(db, admin, form())
    const kids = await createStudents(db, school, 200)
    expect(
      await addClassMembers(db, admin, { classId: id, profileIds: kids.map((k) => k.profileId) }),
    ).toEqual({
      added: 200,
    })
    const extra = await createStudent(db, school)
    await expect(
      addClassMembers(db, admin, { classId: id, profileIds: [extra.profileId] }),
    ).rejects.toMatchObject({
      status: 409,
    })
    // Adding someone already in the class is not "more".
    expect(await addClassMembers(db, admin, { classId: id, profileIds: [kids[0]!.profileId] })).toEqual({
      added: 0,
    })
    await removeClassMember(db, admin, { classId: id, profileId: kids[0]!.profileId })
    expect(await addClassMembers(db, admin, { classId: id, profileIds: [extra.profileId] })).toEqual({
      added: 1,
    })
    const page = await getClassPage(db, admin, id)
    expect(page.members).toHaveLength(200)
  })

  it('a teacher adds only students they already teach', async () => {
    const db = getDb()
    const { id } = await createSchoolClass(db, teacher, form())
    const stranger = await createStudent(db, school)
    await expect(
      addClassMembers(db, teacher, { classId: id, profileIds: [stranger.profileId] }),
    ).rejects.toMatchObject({
      status: 404,
    })
    const mine = await createClass(db, school, { teacherIds: [teacher.profileId] })
    const pupil = await createStudent(db, school, { classIds: [mine.id] })
    expect(await addClassMembers(db, teacher, { classId: id, profileIds: [pupil.profileId] })).toEqual({
      added: 1,
    })
    const rows = await db.select().from(classTeachers).where(eq(classTeachers.classId, id))
    expect(rows).toHaveLength(1)
  })

  it('the class page takes the same number of queries for 1, 30 and 200 students', async () => {
    const db = getDb()
    const card = await createCourse(db, { sections: 3, lessonsPerSection: 4 })
    const counts: number[] = []
    for (const size of [1, 30, 200]) {
      const schoolClass = await createClass(db, school, { teacherIds: [teacher.profileId] })
      await db.insert(classTeachers).values({ classId: schoolClass.id, profileId: coTeacher.profileId })
      await updateClass(
        db,
        teacher,
        schoolClass.id,
        form({ name: schoolClass.name, cardIds: [card.card.id] }),
      )
      await createStudents(db, school, size, { classId: schoolClass.id })
      const counted = countQueries(db)
      const page = await getClassPage(counted.db, teacher, schoolClass.id)
      expect(page.members).toHaveLength(size)
      counts.push(counted.count)
    }
    expect(new Set(counts).size).toBe(1)
    expect(counts[0]).toBeLessThanOrEqual(10)
  })

  it('the live part of the class page shows who joined, their last activity and lessons started and finished', async () => {
    const db = getDb()
    const { items } = await createCourse(db)
    const schoolClass = await createClass(db, school, { teacherIds: [teacher.profileId] })
    const kid = await createStudent(db, school, { classIds: [schoolClass.id], firstName: 'Noor' })
    let live = await getClassActivity(db, teacher, schoolClass.id)
    expect(live.members).toHaveLength(1)
    expect(live.members[0]).toMatchObject({ lessonsStarted: 0, lessonsCompleted: 0, lastActivityAt: null })

    // A first Run makes the lesson started; a finished lesson counts in both.
    const ranAt = new Date(Date.now() - 60_000)
    await createProgress(db, kid, items[0]!, { attempts: 1, updatedAt: ranAt })
    await createProgress(db, kid, items[1]!, {
      status: 'completed',
      updatedAt: new Date(Date.now() - 3_600_000),
    })
    // A second child joins.
    const late = await createStudent(db, school, { classIds: [schoolClass.id], firstName: 'Zed' })
    live = await getClassActivity(db, teacher, schoolClass.id)
    expect(live.members.map((m) => m.profileId).sort()).toEqual([kid.profileId, late.profileId].sort())
    const noor = live.members.find((m) => m.profileId === kid.profileId)!
    expect(noor).toMatchObject({ lessonsStarted: 2, lessonsCompleted: 1 })
    expect(noor.lastActivityAt?.getTime()).toBe(ranAt.getTime())
    expect(live.checkedAt.getTime()).toBeGreaterThanOrEqual(ranAt.getTime())

    // Only the class's teachers and the school's admins may watch it.
    expect((await getClassActivity(db, admin, schoolClass.id)).members).toHaveLength(2)
    await expect(getClassActivity(db, outsider, schoolClass.id)).rejects.toMatchObject({ status: 404 })
    await expect(getClassActivity(db, otherAdmin, schoolClass.id)).rejects.toMatchObject({ status: 404 })
    await expect(getClassActivity(db, student, schoolClass.id)).rejects.toMatchObject({ status: 403 })
  })
})
